import { Schema } from 'mongoose';
import { ACCOUNT_STATUSES, ROLES, type AccountStatus, type Role, type SigningScope } from '@pharma/shared/content';
import { recordSchema } from '../../store/schema-kit.js';
import type { CollectionDef } from '../../store/store.port.js';

/** The env-configured administrator's record: listed with the others, its password set by env. */
export const BUILT_IN_ID = 'built-in-admin';

/** A sign-in account. Secrets are stored hashed: the password by bcrypt, the set-password link by SHA-256. */
export interface UserData {
  name: string;
  /** Lower case; the username typed at sign-in (the built-in account's is ADMIN_USERNAME). */
  email: string;
  role: Role;
  status: AccountStatus;
  builtIn: boolean;
  passwordHash: string | null;
  setPasswordTokenHash: string | null;
  setPasswordExpiresAt: string | null;
  /** When its person last asked for a link ("Forgot password?"); absent on accounts that never did. */
  setPasswordAskedAt?: string | null;
  lastSignInAt: string | null;
  /** The languages and meanings this person may sign; empty: all (see SigningScope). */
  signs: SigningScope[];
  /** The notifications this person turned off (NoticeKind); absent on accounts made before they existed. */
  mailOff?: string[];
}

export const usersCollection: CollectionDef = {
  name: 'users',
  // The trail says a password or a link changed, never what it is; a sign-in's time is in its own entry.
  audit: { redact: ['passwordHash', 'setPasswordTokenHash'], ignore: ['lastSignInAt'] },
  schema: recordSchema({
    name: { type: String, required: true, maxlength: 200 },
    email: { type: String, required: true, maxlength: 254 },
    role: { type: String, enum: ROLES, required: true },
    status: { type: String, enum: ACCOUNT_STATUSES, required: true },
    builtIn: { type: Boolean, default: false },
    passwordHash: { type: String, default: null },
    setPasswordTokenHash: { type: String, default: null },
    setPasswordExpiresAt: { type: String, default: null },
    setPasswordAskedAt: { type: String, default: null },
    lastSignInAt: { type: String, default: null },
    mailOff: { type: [String], default: [] },
    signs: { type: [new Schema({ locale: { type: String, required: true }, meaning: { type: String, required: true } }, { _id: false })], default: [] },
  }),
};
