import { ENQUIRY_STATUSES } from '@pharma/shared/content';
import { recordSchema } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

export const enquiriesCollection: CollectionDef = {
  name: 'enquiries',
  // Who handled or deleted an enquiry is recorded; the visitor's personal data stays out of the trail.
  audit: { redact: ['name', 'email', 'phone', 'countryCode', 'company', 'message'] },
  schema: recordSchema({
    name: { type: String, required: true, maxlength: 100 },
    email: { type: String, required: true, maxlength: 254 },
    phone: { type: String, default: '' },
    countryCode: { type: String, default: '' },
    company: { type: String, default: '' },
    message: { type: String, required: true, maxlength: 500 },
    status: { type: String, enum: ENQUIRY_STATUSES, default: 'new' },
  }),
};
