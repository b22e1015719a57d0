import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LOGIN_INVALID_CREDENTIALS } from '@pharma/shared/content';
import bcrypt from 'bcryptjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { AuthUser } from './auth.decorators.js';

export interface LoginResult {
  token: string;
  expiresAt: string;
  user: AuthUser;
}

// Compared against when the username is wrong, so both failures take the same time (same cost, 10).
// Precomputed: hashing it at import cost ~100 ms on every start and in every test file.
const DUMMY_HASH = '$2b$10$Nd6LouOga9RbF/Ddz8qXMe3M4QaIGbEBan/REtlQeY5FFgca06nsW';

@Injectable()
export class AuthService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly jwt: JwtService) {}

  async login(username: string, password: string): Promise<LoginResult> {
    const userMatches = username === this.config.adminUsername;
    const passwordMatches = await bcrypt.compare(password, userMatches ? this.config.adminPasswordHash : DUMMY_HASH);
    if (!userMatches || !passwordMatches) throw new UnauthorizedException(LOGIN_INVALID_CREDENTIALS);
    const token = await this.jwt.signAsync({ sub: username });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return { token, expiresAt: new Date(exp * 1000).toISOString(), user: { username } };
  }

  /** The user a token was issued to, or null when it is invalid, expired or for another user. */
  async verify(token: string): Promise<AuthUser | null> {
    try {
      const { sub } = await this.jwt.verifyAsync<{ sub: string }>(token, { algorithms: ['HS256'] });
      return sub === this.config.adminUsername ? { username: sub } : null;
    } catch {
      return null;
    }
  }
}
