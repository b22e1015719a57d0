import type { ReadView } from '../../platform/store/read-view.js';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DuplicateIdError } from '../../platform/store/store.errors.js';
import { Store, type Collection, type Stored } from '../../platform/store/store.port.js';
import { seoCollection } from './schema/seo.schema.js';

export interface SeoFields {
  route: string;
  title: string;
  description: string;
  image: string;
  noindex: boolean;
}

@Injectable()
export class SeoRepository implements OnModuleInit {
  private readonly entries: Collection<SeoFields>;

  constructor(private readonly store: Store) {
    this.entries = store.collection<SeoFields>(seoCollection);
  }

  /** No defaults to seed; seeding nothing enters the entries a DATA_DIR holds into the 'site' release. */
  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.entries.seed([]);
    });
  }

  list(view: ReadView): Promise<Stored<SeoFields>[]> {
    return this.entries.list(view);
  }

  /** Merges into the route's entry, creating it (from empty defaults) the first time. */
  async upsert(route: string, patch: Partial<SeoFields>): Promise<Stored<SeoFields>> {
    const updated = await this.entries.update(route, patch);
    if (updated) return updated;
    try {
      return await this.entries.insert({ route, title: '', description: '', image: '', noindex: false, ...patch }, route);
    } catch (error) {
      // Another instance created it in between: merge into theirs.
      if (!(error instanceof DuplicateIdError)) throw error;
      return (await this.entries.update(route, patch))!;
    }
  }
}
