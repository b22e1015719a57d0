import { Injectable } from '@nestjs/common';
import { Store, type Collection, type Stored } from '../store/store.port.js';
import { usersCollection, type UserData } from './schema/user.schema.js';
import { normaliseAccountName } from './account-name.js';

export type StoredUser = Stored<UserData>;

/** The `users` collection: the sign-in accounts, shared by every API instance. */
@Injectable()
export class UsersRepository {
  private readonly users: Collection<UserData>;

  constructor(store: Store) {
    this.users = store.collection<UserData>(usersCollection);
  }

  list(): Promise<StoredUser[]> {
    return this.users.list();
  }

  get(id: string): Promise<StoredUser | null> {
    return this.users.get(id);
  }

  async byEmail(email: string): Promise<StoredUser | null> {
    const wanted = normaliseAccountName(email);
    return (await this.users.list()).find((user) => user.email === wanted) ?? null;
  }

  async byLinkHash(tokenHash: string): Promise<StoredUser | null> {
    return (await this.users.list()).find((user) => user.setPasswordTokenHash === tokenHash) ?? null;
  }

  insert(data: UserData, id?: string): Promise<StoredUser> {
    return this.users.insert(data, id);
  }

  update(id: string, patch: Partial<UserData>): Promise<StoredUser | null> {
    return this.users.update(id, patch);
  }
}
