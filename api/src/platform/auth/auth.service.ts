import { BadRequestException, Injectable, Logger, UnauthorizedException, type OnModuleDestroy } from '@nestjs/common';
import { LOGIN_INVALID_CREDENTIALS, REVIEW_TEXTS } from '@pharma/shared/content';
import bcrypt from 'bcryptjs';
import { AuditService } from '../audit/audit.service.js';
import type { SigningScope } from '@pharma/shared/content';
import { AccountsService } from './accounts.service.js';
import type { AuthUser } from './auth.decorators.js';
import type { KnownDevice } from './device-cookie.js';
import { AccountLockedException, LockoutService, type LockoutSubject } from './lockout.service.js';
import { normaliseAccountName } from './account-name.js';
import { SessionService, type ActiveSession, type StartedSession } from './session.service.js';

export interface LoginResult {
  session: StartedSession;
  user: AuthUser;
}

// Compared against when there is no password to check, so every failure takes the same time (same cost, 10).
// Precomputed: hashing it at import cost ~100 ms on every start and in every test file.
const DUMMY_HASH = '$2b$10$Nd6LouOga9RbF/Ddz8qXMe3M4QaIGbEBan/REtlQeY5FFgca06nsW';

/** Sign-in and sign-out, each recorded in the audit trail whatever its outcome. */
@Injectable()
export class AuthService implements OnModuleDestroy {
  /** "Forgot password?" requests answered and still being handled: a shutdown waits for them. */
  private readonly forgotten = new Set<Promise<void>>();
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionService,
    private readonly lockout: LockoutService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Checks the password (unless locked: 429) and opens a server-side session. `account` is the
   * normalised name; `device` the caller's known browser of that account, if it has one: then its
   * failures and its lock are that browser's own, not the account's (see LockoutService).
   */
  async login(account: string, password: string, device: KnownDevice | null): Promise<LoginResult> {
    const subject: LockoutSubject = { account, device };
    try {
      await this.lockout.assertNotLocked(subject);
    } catch (error) {
      if (error instanceof AccountLockedException) await this.failed(account, `${device ? 'this browser' : 'the account'} is locked after repeated failures`);
      throw error;
    }
    const candidate = await this.accounts.candidate(account);
    const hash = 'refused' in candidate ? DUMMY_HASH : candidate.passwordHash;
    const passwordMatches = await bcrypt.compare(password, hash);
    if ('refused' in candidate || !passwordMatches) {
      await this.lockout.recordFailure(subject);
      await this.failed(account, 'refused' in candidate ? candidate.refused : 'wrong password');
      throw new UnauthorizedException(LOGIN_INVALID_CREDENTIALS);
    }
    // A known browser clears its own count only: an attacker's anonymous lock stays for the others.
    await this.lockout.reset(subject);
    const session = await this.sessions.start(candidate.user, candidate.id);
    await this.audit.record({ action: 'sign-in', outcome: 'success', actor: candidate.user.username, role: candidate.user.role, page: 'auth' });
    await this.accounts.noteSignIn(candidate.id);
    return { session, user: candidate.user };
  }

  /**
   * An electronic signature's identification (21 CFR Part 11 §11.200): the signer's password again on
   * every signature, and the user name too on the first one of a session. Wrong attempts count per
   * account AND session, apart from the sign-in lockout: a left-open session cannot be used to guess the
   * password, and nobody outside can lock a reviewer out of signing with wrong sign-ins. The caller
   * audits a refusal. Resolves with the signer's account id.
   */
  /** What a person may sign (AccountsService.signingScopes): the review core asks without reaching the accounts itself. */
  signingScopes(username: string): Promise<SigningScope[]> {
    return this.accounts.signingScopes(username);
  }

  async confirmSignature(session: ActiveSession, password: string, typedUsername?: string): Promise<string> {
    const account = normaliseAccountName(session.user.username);
    const first = !(await this.sessions.hasSigned(session.id));
    if (first && !typedUsername) throw new BadRequestException(REVIEW_TEXTS.usernameRequired);
    const subject: LockoutSubject = { account, device: null, session: session.id };
    await this.lockout.assertNotLocked(subject);
    const candidate = await this.accounts.candidate(account);
    const nameMatches = typedUsername === undefined || normaliseAccountName(typedUsername) === account;
    const passwordMatches = await bcrypt.compare(password, 'refused' in candidate ? DUMMY_HASH : candidate.passwordHash);
    if ('refused' in candidate || !nameMatches || !passwordMatches) {
      await this.lockout.recordFailure(subject);
      throw new BadRequestException(nameMatches ? REVIEW_TEXTS.wrongPassword : REVIEW_TEXTS.notYourName);
    }
    await this.lockout.reset(subject);
    return candidate.id;
  }

  /** Called once a signature is stored: the session's next signature needs only the password. */
  noteSigned(session: ActiveSession): Promise<void> {
    return this.sessions.markSigned(session.id);
  }

  async logout(user: AuthUser | undefined, sessionId: string | undefined): Promise<void> {
    if (!user || !sessionId) return;
    await this.sessions.revoke(sessionId);
    await this.audit.record({ action: 'sign-out', outcome: 'success', page: 'auth' });
  }

  /**
   * Handles a "Forgot password?" after its answer went out (the answer must not tell, by its timing,
   * whether the address has an account). Failures are logged; a shutdown waits for what is under way.
   */
  forgotPasswordLater(address: string): void {
    const work = this.forgotPassword(address)
      .catch((error: unknown) => this.logger.error(`forgot password: ${String(error)}`))
      .finally(() => this.forgotten.delete(work));
    this.forgotten.add(work);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.forgotten]);
  }

  /**
   * "Forgot password?" (AccountsService.forgotPassword), recorded in the trail: under the account's
   * address when it has one, under no name otherwise (a mistyped address is nobody's personal data to keep).
   */
  async forgotPassword(address: string): Promise<void> {
    const outcome = await this.accounts.forgotPassword(address);
    const known = outcome !== 'no such account';
    await this.audit.record({
      action: 'password-forgotten',
      outcome: outcome === 'mailed' ? 'success' : 'failure',
      actor: known ? normaliseAccountName(address) : 'unknown address',
      role: null,
      page: 'auth',
      detail: outcome === 'mailed' ? 'a one-time link was mailed' : `nothing was mailed: ${outcome}`,
    });
  }

  private failed(username: string, reason: string): Promise<void> {
    return this.audit.record({ action: 'sign-in-failed', outcome: 'failure', actor: username, role: null, page: 'auth', detail: reason });
  }
}
