import { CURRENCY_OPTIONS, TIMEZONE_OPTIONS } from '@pharma/shared/content';
import { f, recordSchema, sectionSchema } from '../../store/schema-kit.js';
import type { CollectionDef } from '../../store/store.port.js';
import { ADMIN_USER_ROLES, ADMIN_USER_STATUSES } from '../dto/site.dto.js';

export const settingsCollection: CollectionDef = {
  name: 'site_settings',
  schema: sectionSchema({ siteName: f.required(), currency: f.oneOf(CURRENCY_OPTIONS, 'USD'), timezone: f.oneOf(TIMEZONE_OPTIONS, 'UTC') }),
};

/** The dashboard's Users table (name, email, role, status); not sign-in accounts. */
export const adminUsersCollection: CollectionDef = {
  name: 'site_admin_users',
  schema: recordSchema({ name: f.required(), email: f.required(), role: f.oneOf(ADMIN_USER_ROLES), status: f.oneOf(ADMIN_USER_STATUSES, 'active') }),
};
