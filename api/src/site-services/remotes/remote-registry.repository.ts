import { Injectable } from '@nestjs/common';
import type { RemoteRelease } from '@pharma/shared/content';
import { Store, type Collection, type Stored } from '../../platform/store/store.port.js';
import { DuplicateIdError, VersionConflictError } from '../../platform/store/store.errors.js';
import { registryCollection, releasesCollection, type RegistryData, type ReleaseData } from './schema/remote-registry.schema.js';

export type StoredRegistry = Stored<RegistryData>;

/** A registry document that says nothing yet: no live release, no canary, not pinned. */
export function emptyRegistry(remote: string): RegistryData {
  return { remote, live: null, liveSince: null, liveBy: null, canary: null, pinned: false, autoRollback: null };
}

/** Attempts of one change before giving up: each retry follows a write another instance made in between. */
const CAS_ATTEMPTS = 8;

/** The registry's documents and the releases it may name. */
@Injectable()
export class RemoteRegistryRepository {
  private readonly releases: Collection<ReleaseData>;
  private readonly registry: Collection<RegistryData>;

  constructor(store: Store) {
    this.releases = store.collection<ReleaseData>(releasesCollection);
    this.registry = store.collection<RegistryData>(registryCollection);
  }

  async release(remote: string, version: string): Promise<RemoteRelease | null> {
    const stored = await this.releases.get(releaseId(remote, version));
    return stored && fromStored(stored);
  }

  /** The remote's releases, newest first. */
  async releasesOf(remote: string): Promise<RemoteRelease[]> {
    const all = await this.releases.where({ remote });
    return all.map(fromStored).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  }

  /** Stores a new release; an existing one with the same id is left as it is (false). */
  async addRelease(release: RemoteRelease): Promise<boolean> {
    try {
      const { version, ...rest } = release;
      await this.releases.insert({ ...rest, build: version }, releaseId(release.remote, version));
      return true;
    } catch (error) {
      if (error instanceof DuplicateIdError) return false;
      throw error;
    }
  }

  entries(): Promise<StoredRegistry[]> {
    return this.registry.list();
  }

  entry(remote: string): Promise<StoredRegistry | null> {
    return this.registry.get(remote);
  }

  /**
   * Applies `change` to the remote's registry document as one compare-and-swap: the document is read,
   * changed, and written only if nobody wrote it in between (its version); otherwise read again and
   * the change applied to what is there now. `change` may throw to refuse (a pin, a missing release):
   * that ends the attempt with nothing written. Resolves to the document as written, or as it was when
   * `change` returned null (nothing to do).
   */
  async change(remote: string, change: (current: RegistryData) => Partial<RegistryData> | null): Promise<StoredRegistry> {
    for (let attempt = 1; ; attempt++) {
      const stored = await this.registry.get(remote);
      const patch = change(stored ?? emptyRegistry(remote));
      try {
        if (!patch) return stored ?? (await this.create(remote, {}));
        if (!stored) return await this.create(remote, patch);
        const written = await this.registry.update(remote, patch, stored.version);
        if (written) return written;
      } catch (error) {
        const raced = error instanceof VersionConflictError || error instanceof DuplicateIdError;
        if (!raced || attempt >= CAS_ATTEMPTS) throw error;
      }
    }
  }

  private create(remote: string, patch: Partial<RegistryData>): Promise<StoredRegistry> {
    return this.registry.insert({ ...emptyRegistry(remote), ...patch }, remote);
  }
}

export function releaseId(remote: string, version: string): string {
  return `${remote}@${version}`;
}

/** A stored release as the contract has it: its build hash as `version`, no store fields. */
function fromStored(stored: Stored<ReleaseData>): RemoteRelease {
  const { id: _id, version: _counter, createdAt: _created, updatedAt: _updated, build, ...release } = stored;
  return { ...release, version: build };
}
