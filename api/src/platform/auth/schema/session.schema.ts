import { ROLES, type Role } from '@pharma/shared/content';
import { BUILT_IN_ID } from './user.schema.js';
import { recordSchema } from '../../store/schema-kit.js';
import type { CollectionDef } from '../../store/store.port.js';

/**
 * One signed-in admin session. The signed token (cookie or bearer) only names it: whether it is
 * still valid is read here on every request, so a logout on one API instance holds on all of them.
 * Times are ISO strings (both adapters store and compare them the same way).
 */
export interface SessionData {
  username: string;
  /** The account (users collection) the session belongs to. */
  userId: string;
  /** The role the user had when signing in. */
  role: Role;
  /** Idle expiry: pushed forward while the admin is active (sliding renewal). */
  expiresAt: string;
  /** Hard end, never extended. */
  absoluteExpiresAt: string;
  lastSeenAt: string;
  revokedAt: string | null;
  /** When this session first gave an electronic signature: later ones need the password only. */
  signedAt?: string | null;
}

export const sessionsCollection: CollectionDef = {
  name: 'sessions',
  audit: false, // a sign-in and a sign-out are entries of their own
  // Dead at its idle end (never after the hard end), as SessionRepository.removeDead judges it.
  expires: { field: 'expiresAt' },
  schema: recordSchema({
    username: { type: String, required: true, maxlength: 200 },
    // Sessions stored before accounts existed belonged to the env-configured administrator.
    userId: { type: String, default: BUILT_IN_ID },
    // Sessions stored before roles existed belonged to the one env-configured administrator.
    role: { type: String, enum: ROLES, default: 'Administrator' },
    expiresAt: { type: String, required: true },
    absoluteExpiresAt: { type: String, required: true },
    lastSeenAt: { type: String, required: true },
    revokedAt: { type: String, default: null },
    signedAt: { type: String, default: null },
  }),
};

/** Failed sign-ins of one account (keyed by a hash of the username, known or not). */
export interface LoginLockoutData {
  /** Failures since the last lock or success. */
  failures: number;
  /** Locks so far: the next lock lasts base × 2^locks. */
  locks: number;
  lockedUntil: string | null;
  lastFailureAt: string;
}

export const loginLockoutsCollection: CollectionDef = {
  name: 'login_lockouts',
  audit: false, // each failed sign-in is an entry of its own
  // Forgotten a day after the last failure and the lock's end (LockoutService's FORGET_AFTER_MS and removeStale).
  expires: { field: ['lastFailureAt', 'lockedUntil'], afterSeconds: 24 * 60 * 60 },
  schema: recordSchema({
    failures: { type: Number, required: true, min: 0 },
    locks: { type: Number, required: true, min: 0 },
    lockedUntil: { type: String, default: null },
    lastFailureAt: { type: String, required: true },
  }),
};
