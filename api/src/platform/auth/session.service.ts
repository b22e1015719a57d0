import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { AuthUser } from './auth.decorators.js';
import { SessionRepository, type Session } from './session.repository.js';

/** What a valid token gives: the user, the session it names, and whether this request renewed it. */
export interface ActiveSession {
  /** The user as they signed in; the guard reads their account again for the current role. */
  user: AuthUser;
  userId: string;
  id: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  renewed: boolean;
}

export interface StartedSession {
  token: string;
  id: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

/** Sweeping dead sessions lists the collection; once per this span per instance is plenty. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Server-side sessions, in the store. The signed token (cookie for the browser, bearer for scripts)
 * carries only the username and the session id, and is valid for the absolute lifetime; whether the
 * session is still alive (not revoked, not idle too long) is read from the store on each request,
 * so logout on one API instance is a logout on all of them. An active session slides: once more
 * than half of the idle window has passed, a request pushes its end forward (one store write per
 * half window, not one per request).
 */
@Injectable()
export class SessionService {
  private lastSweep = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    private readonly sessions: SessionRepository,
  ) {}

  async start(user: AuthUser, userId: string, now = Date.now()): Promise<StartedSession> {
    const { username, role } = user;
    await this.sweep(now);
    const id = randomBytes(24).toString('base64url');
    const absoluteExpiresAt = new Date(now + this.config.sessionMaxMs);
    const expiresAt = new Date(Math.min(now + this.config.sessionIdleMs, absoluteExpiresAt.getTime()));
    await this.sessions.create(id, {
      username,
      userId,
      role,
      expiresAt: expiresAt.toISOString(),
      absoluteExpiresAt: absoluteExpiresAt.toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      revokedAt: null,
    });
    const token = await this.jwt.signAsync({ sub: username, sid: id });
    return { token, id, expiresAt, absoluteExpiresAt };
  }

  /** The live session a token names, renewed when due; null when anything about it is off. */
  async authenticate(token: string, now = Date.now()): Promise<ActiveSession | null> {
    const claims = await this.claims(token);
    if (!claims) return null;
    let session = await this.sessions.get(claims.sid);
    if (!session || !this.alive(session, claims.sub, now)) return null;
    let renewed = false;
    const expiresAt = Date.parse(session.expiresAt);
    const absolute = Date.parse(session.absoluteExpiresAt);
    if (expiresAt - now < this.config.sessionIdleMs / 2 && expiresAt < absolute) {
      const next = new Date(Math.min(now + this.config.sessionIdleMs, absolute)).toISOString();
      session = (await this.sessions.extend(session.id, new Date(now).toISOString(), next)) ?? session;
      renewed = true;
    }
    return {
      user: { username: session.username, role: session.role },
      userId: session.userId,
      id: session.id,
      expiresAt: new Date(session.expiresAt),
      absoluteExpiresAt: new Date(session.absoluteExpiresAt),
      renewed,
    };
  }

  /** Whether session `id` of `username` is still alive, without renewing it (a preview link's read is not the admin's activity). */
  async isLive(id: string, username: string, now = Date.now()): Promise<boolean> {
    const session = await this.sessions.get(id);
    return Boolean(session && this.alive(session, username, now));
  }

  /** Whether this session has given an electronic signature already (21 CFR Part 11 §11.200: then the password alone signs). */
  async hasSigned(id: string): Promise<boolean> {
    return Boolean((await this.sessions.get(id))?.signedAt);
  }

  async markSigned(id: string, now = Date.now()): Promise<void> {
    await this.sessions.markSigned(id, new Date(now).toISOString());
  }

  async revoke(id: string): Promise<void> {
    await this.sessions.revoke(id, new Date().toISOString());
  }

  /** Ends every session of a user on every instance (deactivation, a password reset or change), but `exceptId`. */
  async revokeAllForUser(username: string, exceptId?: string): Promise<number> {
    const at = new Date().toISOString();
    const live = (await this.sessions.forUser(username)).filter((session) => !session.revokedAt && session.id !== exceptId);
    for (const session of live) await this.sessions.revoke(session.id, at);
    return live.length;
  }

  private async claims(token: string): Promise<{ sub: string; sid: string } | null> {
    try {
      const claims = await this.jwt.verifyAsync<{ sub?: unknown; sid?: unknown; aud?: unknown }>(token, { algorithms: ['HS256'] });
      // Session tokens have no audience; preview and device tokens (same secret) have theirs and are never a session.
      if (claims.aud !== undefined) return null;
      return typeof claims.sub === 'string' && typeof claims.sid === 'string' ? { sub: claims.sub, sid: claims.sid } : null;
    } catch {
      return null;
    }
  }

  private alive(session: Session, username: string, now: number): boolean {
    return session.username === username && !session.revokedAt && Date.parse(session.expiresAt) > now && Date.parse(session.absoluteExpiresAt) > now;
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.sessions.removeDead(new Date(now).toISOString());
  }
}
