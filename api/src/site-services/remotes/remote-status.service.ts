import { Injectable } from '@nestjs/common';
import { siteManifests } from '@pharma/shared/remotes';
import type { RemoteStatus } from '@pharma/shared/content';
import { emptyRegistry, RemoteRegistryRepository } from './remote-registry.repository.js';
import { RemoteHealthService } from './remote-health.service.js';

/**
 * The Remotes tab's view of every remote: the site's remotes (their manifests) and any other the
 * registry holds, each with its registry state, whether its live entry answers, its health and releases.
 */
@Injectable()
export class RemoteStatusService {
  constructor(
    private readonly registry: RemoteRegistryRepository,
    private readonly health: RemoteHealthService,
  ) {}

  async all(): Promise<RemoteStatus[]> {
    const entries = new Map((await this.registry.entries()).map((entry) => [entry.remote, entry]));
    const labels = new Map(siteManifests().map((manifest) => [manifest.name, manifest.admin?.label ?? manifest.name]));
    const names = [...new Set([...labels.keys(), ...entries.keys()])];
    return Promise.all(
      names.map(async (name) => {
        const {
          id: _id,
          version: _v,
          createdAt: _c,
          updatedAt: _u,
          ...entry
        } = entries.get(name) ?? { id: '', version: 0, createdAt: '', updatedAt: '', ...emptyRegistry(name) };
        return {
          ...entry,
          label: labels.get(name) ?? entry.live?.admin?.label ?? name,
          source: entry.live ? 'registry' : 'file',
          reachable: entry.live ? await this.health.isReachable(entry.live.entry) : null,
          health: await this.health.windows(name, entry.live?.version, entry.canary?.release.version),
          releases: await this.registry.releasesOf(name),
        } satisfies RemoteStatus;
      }),
    );
  }
}
