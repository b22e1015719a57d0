import { CURRENCY_OPTIONS, TIMEZONE_OPTIONS } from '@pharma/shared/content';
import { f, sectionSchema } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

export const settingsCollection: CollectionDef = {
  name: 'site_settings',
  // Not a page's: settings, SEO entries and media details share the release 'site' (api/README.md).
  versioned: { page: 'site' },
  schema: sectionSchema({ siteName: f.required(), currency: f.oneOf(CURRENCY_OPTIONS, 'USD'), timezone: f.oneOf(TIMEZONE_OPTIONS, 'UTC') }),
};
