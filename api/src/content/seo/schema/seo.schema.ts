import { f, recordSchema } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

/** One document per public route, under the route itself as id ('/about'); empty text = the page's default. */
export const seoCollection: CollectionDef = {
  name: 'seo_entries',
  versioned: { page: 'site' },
  schema: recordSchema({ route: f.required(), title: f.text(), description: f.text(), image: f.text(), noindex: f.flag(false) }),
};
