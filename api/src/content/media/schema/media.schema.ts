import { f, recordSchema, sub } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

const variant = sub({
  format: { type: String, enum: ['avif', 'webp'], required: true },
  width: { type: Number, required: true, min: 1 },
  height: { type: Number, required: true, min: 1 },
  url: f.required(),
  bytes: { type: Number, required: true, min: 0 },
});

/**
 * One document per uploaded file, under the file's content hash as id (the same bytes are one
 * record, whatever they were called), so a page's image URL '/uploads/<hash>.<ext>' names its record.
 */
export const mediaCollection: CollectionDef = {
  name: 'media',
  // Its details (alt, focal point) are drafted and published like content; an upload is a plain write, public at once.
  versioned: { page: 'site' },
  schema: recordSchema({
    url: f.required(),
    mime: f.required(),
    width: { type: Number, required: true, min: 1 },
    height: { type: Number, required: true, min: 1 },
    bytes: { type: Number, required: true, min: 0 },
    originalName: f.text(),
    alt: f.text(),
    decorative: f.flag(false),
    focal: {
      type: sub({ x: { type: Number, min: 0, max: 100, required: true }, y: { type: Number, min: 0, max: 100, required: true } }),
      default: () => ({ x: 50, y: 50 }),
    },
    variants: { type: [variant], default: [] },
  }),
};
