import { Schema } from 'mongoose';
import { LANGUAGE_LIMITS } from '@pharma/shared/content';
import { recordSchema } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

/** The one languages document (id `languages`): the site's locales, its default and each one's fallback. */
export const languagesCollection: CollectionDef = {
  name: 'site_languages',
  schema: recordSchema({
    defaultLocale: { type: String, required: true, maxlength: LANGUAGE_LIMITS.tagChars },
    locales: {
      type: [new Schema({ tag: { type: String, required: true }, fallback: { type: String, default: null } }, { _id: false })],
      default: [],
    },
  }),
};
