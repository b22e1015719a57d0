import {
  ABOUT_COLLECTIONS,
  CAPABILITIES_COLLECTIONS,
  CAPABILITIES_PAGE_BODIES,
  CONTACT_COLLECTIONS,
  HOME_COLLECTIONS,
  PRODUCTS_COLLECTIONS,
  SUSTAINABILITY_COLLECTIONS,
  type CollectionDeclaration,
} from '@pharma/shared/content';
import { siteManifests } from '@pharma/shared/remotes';
import { collectionDefOf } from '../collections/schema-of.js';
import type { CollectionDef } from '../../platform/store/store.port.js';

/** One page module's routes on the site and the collections its content lives in. */
export interface PageContent {
  /** The pages of their own: each has its own head (SEO settings) and sitemap entry. */
  routes: string[];
  /** Addresses that only show another route's page (a redirect-like alias): no SEO settings of their own. */
  aliases?: string[];
  collections: CollectionDef[];
  /** The same collections as declared (their translations are found from these). */
  declarations: CollectionDeclaration[];
}

/** Each API page module's collections, under the page key a remote's manifest names (`"page": "about"`). */
const PAGE_DECLARATIONS: Readonly<Record<string, CollectionDeclaration[]>> = {
  home: Object.values(HOME_COLLECTIONS),
  about: Object.values(ABOUT_COLLECTIONS),
  capabilities: [...Object.values(CAPABILITIES_COLLECTIONS), ...Object.values(CAPABILITIES_PAGE_BODIES)],
  contact: Object.values(CONTACT_COLLECTIONS),
  products: Object.values(PRODUCTS_COLLECTIONS),
  sustainability: Object.values(SUSTAINABILITY_COLLECTIONS),
};

/**
 * The routes each page module's content is shown on: the routes and aliases of the remote whose
 * manifest names the page (`<remote>/remote.json`; in a container, the REMOTE_MANIFESTS file written
 * from them at build). A remote that names a page without an API module shows no stored content.
 */
export const PAGE_CONTENT: PageContent[] = siteManifests()
  .filter((remote) => remote.page)
  .map((remote) => ({
    routes: remote.routes,
    ...(remote.aliases ? { aliases: remote.aliases } : {}),
    collections: (PAGE_DECLARATIONS[remote.page!] ?? []).map(collectionDefOf),
    declarations: PAGE_DECLARATIONS[remote.page!] ?? [],
  }));

/** Every public route with a page of its own: the routes SEO settings may be saved for. */
export const PUBLIC_PAGE_ROUTES: readonly string[] = PAGE_CONTENT.flatMap((page) => page.routes);
