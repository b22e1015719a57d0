import { Injectable } from '@nestjs/common';
import { Store, type Collection, type Stored } from '../store/store.port.js';
import { sessionsCollection, type SessionData } from './schema/session.schema.js';

export type Session = Stored<SessionData>;

/** The `sessions` collection: one document per sign-in, shared by every API instance. */
@Injectable()
export class SessionRepository {
  private readonly sessions: Collection<SessionData>;

  constructor(store: Store) {
    this.sessions = store.collection<SessionData>(sessionsCollection);
  }

  create(id: string, data: SessionData): Promise<Session> {
    return this.sessions.insert(data, id);
  }

  get(id: string): Promise<Session | null> {
    return this.sessions.get(id);
  }

  extend(id: string, lastSeenAt: string, expiresAt: string): Promise<Session | null> {
    return this.sessions.update(id, { lastSeenAt, expiresAt });
  }

  markSigned(id: string, at: string): Promise<Session | null> {
    return this.sessions.update(id, { signedAt: at });
  }

  revoke(id: string, at: string): Promise<Session | null> {
    return this.sessions.update(id, { revokedAt: at });
  }

  async forUser(username: string): Promise<Session[]> {
    return (await this.sessions.list()).filter((session) => session.username === username);
  }

  /** Drops sessions that can never be used again (expired, or revoked and past their idle end). */
  async removeDead(now: string): Promise<number> {
    const dead = (await this.sessions.list()).filter((session) => session.expiresAt <= now || session.absoluteExpiresAt <= now);
    for (const session of dead) await this.sessions.remove(session.id);
    return dead.length;
  }
}
