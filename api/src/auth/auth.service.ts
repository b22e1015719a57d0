import { Injectable, Inject, UnauthorizedException } from '@nestjs/common';
import { LOGIN_INVALID_CREDENTIALS } from '@pharma/shared/content';
import bcrypt from 'bcryptjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { AuthUser } from './auth.decorators.js';
import { LockoutService } from './lockout.service.js';
import { SessionService, type StartedSession } from './session.service.js';

export interface LoginResult {
  session: StartedSession;
  user: AuthUser;
}

// Compared against when the username is wrong, so both failures take the same time (same cost, 10).
// Precomputed: hashing it at import cost ~100 ms on every start and in every test file.
const DUMMY_HASH = '$2b$10$Nd6LouOga9RbF/Ddz8qXMe3M4QaIGbEBan/REtlQeY5FFgca06nsW';

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly lockout: LockoutService,
  ) {}

  /** Checks the password (unless the account is locked: 429) and opens a server-side session. */
  async login(username: string, password: string): Promise<LoginResult> {
    await this.lockout.assertNotLocked(username);
    const userMatches = username === this.config.adminUsername;
    const passwordMatches = await bcrypt.compare(password, userMatches ? this.config.adminPasswordHash : DUMMY_HASH);
    if (!userMatches || !passwordMatches) {
      await this.lockout.recordFailure(username);
      throw new UnauthorizedException(LOGIN_INVALID_CREDENTIALS);
    }
    await this.lockout.reset(username);
    // The env-configured account is the site's first Administrator (issue 14).
    const user: AuthUser = { username, role: 'Administrator' };
    return { session: await this.sessions.start(user), user };
  }
}
