import * as about from '../about/schema/about.schema.js';
import * as capabilities from '../capabilities/schema/capabilities.schema.js';
import * as contact from '../contact/schema/contact.schema.js';
import * as home from '../home/schema/home.schema.js';
import * as products from '../products/schema/products.schema.js';
import * as sustainability from '../sustainability/schema/sustainability.schema.js';
import type { CollectionDef } from '../store/store.port.js';

/** One page module's routes on the site and the collections its content lives in. */
export interface PageContent {
  /** The pages of their own: each has its own head (SEO settings) and sitemap entry. */
  routes: string[];
  /** Addresses that only show another route's page (a redirect-like alias): no SEO settings of their own. */
  aliases?: string[];
  collections: CollectionDef[];
}

function isCollectionDef(value: unknown): value is CollectionDef {
  return typeof value === 'object' && value !== null && typeof (value as CollectionDef).name === 'string' && 'schema' in value;
}

/** Every collection a page module's schema file declares: a collection added there is counted with no change here. */
function collectionsOf(schemaModule: Record<string, unknown>): CollectionDef[] {
  return Object.values(schemaModule).filter(isCollectionDef);
}

/**
 * The routes each page module's content is shown on (the remote list's routes of the page's
 * remote; the API does not read that list, so a new page module adds its line here).
 */
export const PAGE_CONTENT: PageContent[] = [
  { routes: ['/'], collections: collectionsOf(home) },
  { routes: ['/about'], collections: collectionsOf(about) },
  {
    routes: ['/capabilities', '/contract-manufacturing', '/research-development'],
    aliases: ['/research-capabilities'],
    collections: collectionsOf(capabilities),
  },
  { routes: ['/contact'], collections: collectionsOf(contact) },
  { routes: ['/products', '/pharmaceutical-apis'], collections: collectionsOf(products) },
  { routes: ['/sustainability'], collections: collectionsOf(sustainability) },
];

/** Every public route with a page of its own: the routes SEO settings may be saved for. */
export const PUBLIC_PAGE_ROUTES: readonly string[] = PAGE_CONTENT.flatMap((page) => page.routes);
