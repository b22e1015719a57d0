import { ConflictException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { CANARY_DEFAULTS, type LiveRegistry, type ReleaseDescriptor, type ReleaseFile, type RemoteRelease } from '@pharma/shared/content';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { requestContext } from '../../platform/http/request-context.js';
import { checkRelease, ReleaseCheckError } from './release-check.js';
import { RemoteRegistryRepository, type StoredRegistry } from './remote-registry.repository.js';
import type { RegistryData } from './schema/remote-registry.schema.js';

export const REGISTRY_TEXTS = {
  unknownRelease: (remote: string, version: string) => `${remote} has no release ${version}: publish it first.`,
  releaseChanged: (remote: string, version: string) =>
    `${remote}@${version} is already published with other files or hashes: a release never changes (build again for a new version).`,
  pinned: (remote: string) => `${remote} is pinned to its live release: unpin it first.`,
  nothingToRollBack: (remote: string) => `${remote} has no earlier release to roll back to.`,
  alreadyLive: (remote: string, version: string) => `${remote}@${version} is already live.`,
  noCanary: (remote: string) => `${remote} has no canary.`,
  noLive: (remote: string) => `${remote} has no live release yet: promote one before trying another as a canary.`,
};

/** Options of a canary; what is not given keeps its default. */
export interface CanaryOptions {
  percent?: number;
  maxErrorRate?: number;
  minLoads?: number;
}

/**
 * The registry of remote releases: publish a build, make a release live (promote), go back
 * to an earlier one (rollback), try one on a share of visitors (canary), pin. Every change is one
 * compare-and-swap of the remote's registry document (RemoteRegistryRepository.change), so changes
 * through several API instances at once are serialized by the store, never lost; each is audited by
 * the store with the write. A release goes live only after its files answered and matched their hashes.
 */
@Injectable()
export class RemoteRegistryService {
  constructor(
    private readonly repository: RemoteRegistryRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a build as a release (checked first: its entry and renderer must answer with the bytes
   * their hashes name). Publishing the same release again changes nothing; the same version with
   * other contents is refused. `promote`: also make it live, unless the remote is pinned (then it is
   * only published, and the answer says so).
   */
  async publish(descriptor: ReleaseDescriptor, promote: boolean): Promise<{ release: RemoteRelease; promoted: boolean; entry: StoredRegistry | null }> {
    const known = await this.repository.release(descriptor.remote, descriptor.version);
    if (known && !sameRelease(known, descriptor)) throw new ConflictException(REGISTRY_TEXTS.releaseChanged(descriptor.remote, descriptor.version));
    await this.check(descriptor);
    const release = known ?? { ...descriptor, publishedAt: new Date().toISOString(), publishedBy: actor() };
    if (!known) await this.repository.addRelease(release);
    if (!promote) return { release, promoted: false, entry: await this.repository.entry(release.remote) };
    const current = await this.repository.entry(release.remote);
    if (current?.pinned) return { release, promoted: false, entry: current };
    if (current?.live?.version === release.version) return { release, promoted: false, entry: current };
    return { release, promoted: true, entry: await this.promote(release.remote, release.version) };
  }

  /** Makes a published release live (checked again: its files must still be there and match). A canary of it ends. */
  async promote(remote: string, version: string): Promise<StoredRegistry> {
    await this.refuseIfPinned(remote);
    const release = await this.published(remote, version);
    await this.check(release);
    return this.repository.change(remote, (current) => {
      if (current.pinned) throw new ConflictException(REGISTRY_TEXTS.pinned(remote));
      if (current.live?.version === version) throw new ConflictException(REGISTRY_TEXTS.alreadyLive(remote, version));
      return { ...live(release), canary: current.canary?.release.version === version ? null : current.canary };
    });
  }

  /**
   * Goes back to an earlier release in one call: the one named, or else the newest release published
   * before the live one. Any canary ends (it was tried on top of what is now being left).
   */
  async rollback(remote: string, version?: string): Promise<StoredRegistry> {
    await this.refuseIfPinned(remote);
    const target = version ? await this.published(remote, version) : await this.previous(remote);
    await this.check(target);
    return this.repository.change(remote, (current) => {
      if (current.pinned) throw new ConflictException(REGISTRY_TEXTS.pinned(remote));
      if (current.live?.version === target.version) throw new ConflictException(REGISTRY_TEXTS.alreadyLive(remote, target.version));
      return { ...live(target), canary: null };
    });
  }

  /** Starts (or changes) a canary: the release goes to `percent` of visitors, the rest keep the live one. */
  async startCanary(remote: string, version: string, options: CanaryOptions): Promise<StoredRegistry> {
    await this.refuseIfPinned(remote);
    const release = await this.published(remote, version);
    await this.check(release);
    return this.repository.change(remote, (current) => {
      if (current.pinned) throw new ConflictException(REGISTRY_TEXTS.pinned(remote));
      if (!current.live) throw new ConflictException(REGISTRY_TEXTS.noLive(remote));
      if (current.live.version === version) throw new ConflictException(REGISTRY_TEXTS.alreadyLive(remote, version));
      const same = current.canary?.release.version === version ? current.canary : null;
      return {
        canary: {
          release,
          percent: options.percent ?? same?.percent ?? CANARY_DEFAULTS.percent,
          maxErrorRate: options.maxErrorRate ?? same?.maxErrorRate ?? CANARY_DEFAULTS.maxErrorRate,
          minLoads: options.minLoads ?? same?.minLoads ?? CANARY_DEFAULTS.minLoads,
          startedAt: same?.startedAt ?? new Date().toISOString(),
          startedBy: same?.startedBy ?? actor(),
        },
        autoRollback: null,
      };
    });
  }

  /** Ends the canary: every visitor gets the live release again. */
  stopCanary(remote: string): Promise<StoredRegistry> {
    return this.repository.change(remote, (current) => {
      if (!current.canary) throw new NotFoundException(REGISTRY_TEXTS.noCanary(remote));
      return { canary: null };
    });
  }

  /**
   * The registry rolling a canary back by itself (its browsers fail to load it): only if that very
   * canary is still running, so a report arriving late never ends a newer one.
   */
  autoRollback(remote: string, version: string, reason: string): Promise<StoredRegistry> {
    return this.repository.change(remote, (current) => {
      if (current.canary?.release.version !== version) return null;
      return { canary: null, autoRollback: { version, at: new Date().toISOString(), reason } };
    });
  }

  setPinned(remote: string, pinned: boolean): Promise<StoredRegistry> {
    return this.repository.change(remote, (current) => (current.pinned === pinned ? null : { pinned }));
  }

  /** What gateways read on every page request: each remote's live release and canary. */
  async liveRegistry(): Promise<LiveRegistry> {
    const entries = await this.repository.entries();
    return {
      remotes: entries
        .filter((entry) => entry.live)
        .sort((a, b) => a.remote.localeCompare(b.remote))
        .map((entry) => ({ live: entry.live, canary: entry.canary && { release: entry.canary.release, percent: entry.canary.percent } })),
    };
  }

  /** Said before anything else is checked (the change itself checks again, on the document it writes). */
  private async refuseIfPinned(remote: string): Promise<void> {
    if ((await this.repository.entry(remote))?.pinned) throw new ConflictException(REGISTRY_TEXTS.pinned(remote));
  }

  private async published(remote: string, version: string): Promise<RemoteRelease> {
    const release = await this.repository.release(remote, version);
    if (!release) throw new NotFoundException(REGISTRY_TEXTS.unknownRelease(remote, version));
    return release;
  }

  /** The newest release published before the live one. */
  private async previous(remote: string): Promise<RemoteRelease> {
    const current = await this.repository.entry(remote);
    const releases = await this.repository.releasesOf(remote);
    const liveAt = current?.live ? releases.findIndex((release) => release.version === current.live!.version) : -1;
    const earlier = liveAt >= 0 ? releases[liveAt + 1] : undefined;
    if (!earlier) throw new ConflictException(REGISTRY_TEXTS.nothingToRollBack(remote));
    return earlier;
  }

  private async check(release: Pick<ReleaseDescriptor, 'entry' | 'integrity'>): Promise<void> {
    try {
      await checkRelease(release, this.config.remotes.fetchOrigin);
    } catch (error) {
      if (error instanceof ReleaseCheckError) throw new UnprocessableEntityException(error.message);
      throw error;
    }
  }
}

function live(release: RemoteRelease): Partial<RegistryData> {
  return { live: release, liveSince: new Date().toISOString(), liveBy: actor() };
}

/** Who is changing the registry: the signed-in person, the deploy pipeline, or the registry itself. */
function actor(): string {
  const context = requestContext();
  return context?.user?.username ?? (context ? 'deploy' : 'system');
}

/** Whether a stored release is the build a descriptor describes (a re-publish of the same files). */
function sameRelease(known: RemoteRelease, descriptor: ReleaseDescriptor): boolean {
  return (
    known.entry === descriptor.entry &&
    known.integrity.entry === descriptor.integrity.entry &&
    (known.integrity.renderer ?? '') === (descriptor.integrity.renderer ?? '') &&
    sameFiles(known.integrity.files, descriptor.integrity.files)
  );
}

function sameFiles(a: ReleaseFile[] | undefined, b: ReleaseFile[] | undefined): boolean {
  const key = (files: ReleaseFile[] | undefined) => JSON.stringify((files ?? []).map(({ path, integrity }) => [path, integrity]).sort());
  return key(a) === key(b);
}
