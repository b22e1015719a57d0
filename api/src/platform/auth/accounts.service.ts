import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import {
  ACCOUNT_TEXTS,
  FORGOTTEN_LINK_MINUTES,
  type Account,
  type AccountDraft,
  type AccountWithLink,
  type SetPasswordLink,
  type SigningScope,
} from '@pharma/shared/content';
import bcrypt from 'bcryptjs';
import { actAs } from '../http/request-context.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { Store } from '../store/store.port.js';
import { normaliseAccountName } from './account-name.js';
import { setPasswordMail, type SetPasswordMailInput } from './set-password-mail.js';
import type { AuthUser } from './auth.decorators.js';
import type { UpdateUserDto } from './dto/user.dto.js';
import { BUILT_IN_ID, type UserData } from './schema/user.schema.js';
import { SessionService } from './session.service.js';
import { UsersRepository, type StoredUser } from './users.repository.js';

/** How long a set-password link stays usable. */
export const SET_PASSWORD_LINK_HOURS = 72;
const BCRYPT_COST = 10;
/** A "Forgot password?" within this long of the last one mails nothing. */
export const FORGOTTEN_RESEND_MINUTES = 5;

/** An account that may sign in, with the hash its password is checked against. */
export interface SignInCandidate {
  id: string;
  user: AuthUser;
  passwordHash: string;
}

const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The sign-in accounts. The env-configured administrator is one of them (BUILT_IN_ID), written at
 * start from ADMIN_USERNAME and kept an active Administrator whatever is asked, so the site always
 * has one; its password is ADMIN_PASSWORD_HASH. Everyone else gets a one-time set-password link
 * and chooses a password with it. The link goes to the person by mail (queued in the outbox) and is
 * also shown to the Administrator, who can pass it on when mail does not arrive.
 */
@Injectable()
export class AccountsService implements OnModuleInit {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly store: Store,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): Promise<void> {
    return this.store.whenReady(() => this.keepBuiltInAdmin());
  }

  async list(): Promise<Account[]> {
    return (await this.users.list()).map(toAccount);
  }

  async create(draft: AccountDraft): Promise<AccountWithLink> {
    const email = normaliseAccountName(draft.email);
    if (email === normaliseAccountName(this.config.adminUsername) || (await this.users.byEmail(email))) throw new ConflictException(ACCOUNT_TEXTS.emailTaken);
    const link = newLink();
    const stored = await this.users.insert({
      name: draft.name.trim(),
      email,
      role: draft.role,
      status: draft.status,
      signs: draft.signs ?? [],
      builtIn: false,
      passwordHash: null,
      lastSignInAt: null,
      ...link.stored,
    });
    await this.mailLink('account-created', stored, link.shown);
    return { data: toAccount(stored), setPassword: link.shown };
  }

  /** Name, role, status. Deactivating ends the person's sessions at once, on every instance. */
  async update(id: string, patch: UpdateUserDto, by: AuthUser): Promise<Account> {
    const user = await this.existing(id);
    const changesAccess = (patch.role !== undefined && patch.role !== user.role) || (patch.status !== undefined && patch.status !== user.status);
    if (changesAccess && user.builtIn) throw new ConflictException(ACCOUNT_TEXTS.builtInFixed);
    if (changesAccess && user.email === by.username) throw new ConflictException(ACCOUNT_TEXTS.notYourself);
    const updated = await this.users.update(id, { name: patch.name?.trim(), role: patch.role, status: patch.status, signs: patch.signs });
    if (!updated) throw new NotFoundException('User not found');
    if (updated.status !== 'active') await this.sessions.revokeAllForUser(updated.email);
    return toAccount(updated);
  }

  /** A new link; the old password stops working and the person's sessions end. */
  async resetPassword(id: string): Promise<AccountWithLink> {
    const user = await this.existing(id);
    if (user.builtIn) throw new ConflictException(`${ACCOUNT_TEXTS.builtInFixed} Its password is ADMIN_PASSWORD_HASH.`);
    const link = newLink();
    const updated = await this.users.update(id, { passwordHash: null, ...link.stored });
    await this.sessions.revokeAllForUser(user.email);
    await this.mailLink('password-reset', updated ?? user, link.shown);
    return { data: toAccount(updated ?? user), setPassword: link.shown };
  }

  /** Uses a set-password link: once, before it expires, for an active account. Every session of the account ends. */
  async setPassword(token: string, password: string): Promise<void> {
    const user = await this.users.byLinkHash(hashOfToken(token));
    const usable = user && user.status === 'active' && user.setPasswordExpiresAt && Date.parse(user.setPasswordExpiresAt) > Date.now();
    if (!usable) throw new BadRequestException(ACCOUNT_TEXTS.linkInvalid);
    actAs({ username: user.email, role: user.role, name: user.name }); // the link's holder acts as its account
    const passwordHash = await bcrypt.hash(password, BCRYPT_COST);
    await this.users.update(user.id, { passwordHash, setPasswordTokenHash: null, setPasswordExpiresAt: null });
    await this.sessions.revokeAllForUser(user.email);
  }

  /**
   * "Forgot password?": a one-time link mailed to an active account's address, never shown to the
   * asker. The password keeps working until the link is used, so a stranger's request locks nobody
   * out; a second request within FORGOTTEN_RESEND_MINUTES sends nothing (no mail-bombing an address
   * from many machines). Says what happened, for the trail only: the asker hears the same answer
   * whatever it is (AuthController).
   */
  async forgotPassword(address: string): Promise<'mailed' | 'no such account' | 'inactive' | 'built-in' | 'asked moments ago'> {
    const user = await this.users.byEmail(normaliseAccountName(address));
    if (!user) return 'no such account';
    if (user.builtIn) return 'built-in';
    if (user.status !== 'active') return 'inactive';
    const asked = user.setPasswordAskedAt ? Date.parse(user.setPasswordAskedAt) : 0;
    if (Date.now() - asked < FORGOTTEN_RESEND_MINUTES * 60_000) return 'asked moments ago';
    const link = newLink(FORGOTTEN_LINK_MINUTES);
    await this.users.update(user.id, { ...link.stored, setPasswordAskedAt: new Date().toISOString() });
    await this.mailLink('password-forgotten', user, link.shown);
    return 'mailed';
  }

  /** The signed-in user's own password; their other sessions end (this one stays). */
  async changePassword(by: AuthUser, sessionId: string, current: string, next: string): Promise<void> {
    const user = await this.users.byEmail(by.username);
    if (!user || user.builtIn) throw new ConflictException(`${ACCOUNT_TEXTS.builtInFixed} Its password is ADMIN_PASSWORD_HASH.`);
    if (!user.passwordHash || !(await bcrypt.compare(current, user.passwordHash))) throw new BadRequestException(ACCOUNT_TEXTS.currentPasswordWrong);
    await this.users.update(user.id, { passwordHash: await bcrypt.hash(next, BCRYPT_COST) });
    await this.sessions.revokeAllForUser(user.email, sessionId);
  }

  /** The account a (normalised, see normaliseAccountName) name may sign in as, or why not. */
  /** What the account may sign (empty: all its role signs); the built-in Administrator has no limits. */
  async signingScopes(username: string): Promise<SigningScope[]> {
    const account = normaliseAccountName(username);
    if (account === normaliseAccountName(this.config.adminUsername)) return [];
    return (await this.users.byEmail(account))?.signs ?? [];
  }

  async candidate(account: string): Promise<SignInCandidate | { refused: string }> {
    if (account === normaliseAccountName(this.config.adminUsername)) {
      const user = await this.users.get(BUILT_IN_ID);
      const username = this.config.adminUsername; // the session names it as configured, whatever was typed
      return { id: BUILT_IN_ID, user: { username, role: 'Administrator', name: user?.name ?? username }, passwordHash: this.config.adminPasswordHash };
    }
    const user = await this.users.byEmail(account);
    if (!user || user.builtIn) return { refused: 'no such user' };
    if (user.status !== 'active') return { refused: 'the account is inactive' };
    if (!user.passwordHash) return { refused: 'no password set yet' };
    return { id: user.id, user: signedIn(user), passwordHash: user.passwordHash };
  }

  async noteSignIn(id: string): Promise<void> {
    await this.users.update(id, { lastSignInAt: new Date().toISOString() });
  }

  /** The user a session belongs to, as they are now (role changes count at once); null when they may no longer be signed in. */
  async current(id: string, username: string): Promise<AuthUser | null> {
    const user = await this.users.get(id);
    if (!user || user.status !== 'active') return null;
    if (user.builtIn) return username === this.config.adminUsername ? { username, role: 'Administrator', name: user.name } : null;
    return user.email === username ? signedIn(user) : null;
  }

  /**
   * Queues the link's mail. A failure to queue does not undo the account or the reset: the
   * Administrator sees the link in the answer and can pass it on, as before there was mail.
   */
  private async mailLink(reason: SetPasswordMailInput['reason'], user: StoredUser, link: SetPasswordLink): Promise<void> {
    const mail = setPasswordMail({ reason, name: user.name, email: user.email, role: user.role, link, origin: this.config.mail.publicSiteUrl });
    await this.outbox.enqueue(mail).catch((error: unknown) => this.logger.warn(`could not queue the ${reason} mail of user ${user.id}: ${String(error)}`));
  }

  private async existing(id: string): Promise<StoredUser> {
    const user = await this.users.get(id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  /** The env-configured administrator exists, active, an Administrator, under today's ADMIN_USERNAME. */
  private async keepBuiltInAdmin(): Promise<void> {
    const wanted = { email: normaliseAccountName(this.config.adminUsername), role: 'Administrator', status: 'active', builtIn: true } as const;
    const existing = await this.users.get(BUILT_IN_ID);
    if (!existing) {
      const fresh: UserData = {
        name: 'Administrator',
        ...wanted,
        passwordHash: null,
        setPasswordTokenHash: null,
        setPasswordExpiresAt: null,
        lastSignInAt: null,
        signs: [],
      };
      await this.users.insert(fresh, BUILT_IN_ID).catch(() => undefined); // another instance may have just written it
    } else if (existing.email !== wanted.email || existing.role !== wanted.role || existing.status !== wanted.status) {
      await this.users.update(BUILT_IN_ID, wanted);
    }
  }
}

function signedIn(user: StoredUser): AuthUser {
  return { username: user.email, role: user.role, name: user.name };
}

function toAccount(user: StoredUser): Account {
  const { id, name, email, role, status, builtIn, passwordHash, lastSignInAt, signs, createdAt, updatedAt } = user;
  return { id, name, email, role, status, builtIn, hasPassword: builtIn || Boolean(passwordHash), lastSignInAt, signs: signs ?? [], createdAt, updatedAt };
}

/** A fresh one-time link: the token goes to the Administrator once, only its hash is stored. */
function newLink(minutes = SET_PASSWORD_LINK_HOURS * 60): { stored: Pick<UserData, 'setPasswordTokenHash' | 'setPasswordExpiresAt'>; shown: SetPasswordLink } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + minutes * 60_000).toISOString();
  return {
    stored: { setPasswordTokenHash: hashOfToken(token), setPasswordExpiresAt: expiresAt },
    shown: { path: `/admin/set-password#token=${token}`, expiresAt },
  };
}
