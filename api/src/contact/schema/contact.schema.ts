import { f, itemSchema, sectionSchema, sub } from '../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../platform/store/store.port.js';

const block = (fields: Record<string, unknown>) => ({ type: sub({ title: f.required(), icon: f.required(), color: f.required(), ...fields }), required: true });

export const contactHeroCollection: CollectionDef = {
  name: 'contact_hero',
  versioned: { page: 'contact' },
  schema: sectionSchema({ title: f.required(), subtitle: f.optional(), description: f.required(), backgroundImage: f.text(), isActive: f.flag() }),
};

export const getInTouchCollection: CollectionDef = {
  name: 'contact_get_in_touch',
  versioned: { page: 'contact' },
  schema: sectionSchema({
    title: f.required(),
    description: f.required(),
    isActive: f.flag(),
    location: block({ address: f.required() }),
    otherAddresses: { type: [sub({ city: f.required(), address: f.required() })], default: undefined },
    phone: block({ number: f.required(), hours: f.required() }),
    email: block({ address: f.required(), responseTime: f.required() }),
    businessHours: {
      type: sub({ title: f.required(), mondayFriday: f.required(), saturday: f.required(), sunday: f.required() }),
      required: true,
    },
  }),
};

export const contactUsersCollection: CollectionDef = {
  name: 'contact_users',
  versioned: { page: 'contact' },
  schema: itemSchema({
    name: f.required(),
    email: f.required(),
    phone: f.required(),
    department: f.required(),
    position: f.required(),
    avatar: f.optional(),
    // A new contact user is hidden until an editor activates it (admin-panel §3).
    isActive: f.flag(false),
  }),
};
