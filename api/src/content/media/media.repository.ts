import type { ReadView } from '../../platform/store/read-view.js';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { MediaAsset } from '@pharma/shared/content';
import { Store, type Collection, type Stored } from '../../platform/store/store.port.js';
import { mediaCollection } from './schema/media.schema.js';

export type MediaFields = Omit<MediaAsset, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

@Injectable()
export class MediaRepository implements OnModuleInit {
  private readonly records: Collection<MediaFields>;

  constructor(private readonly store: Store) {
    this.records = store.collection<MediaFields>(mediaCollection);
  }

  /**
   * Seeding nothing enters the records a DATA_DIR holds into the 'site' release; it runs before the
   * media backfill (onApplicationBootstrap), whose inserts would otherwise be the release's only records.
   */
  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.records.seed([]);
    });
  }

  list(view: ReadView): Promise<Stored<MediaFields>[]> {
    return this.records.list(view);
  }

  get(id: string, view: ReadView): Promise<Stored<MediaFields> | null> {
    return this.records.get(id, view);
  }

  insert(id: string, fields: MediaFields): Promise<Stored<MediaFields>> {
    return this.records.insert(fields, id);
  }

  update(id: string, patch: Partial<MediaFields>, expectedVersion?: number): Promise<Stored<MediaFields> | null> {
    return this.records.update(id, patch, expectedVersion);
  }

  remove(id: string): Promise<Stored<MediaFields> | null> {
    // Its files go with it (MediaService.remove): a trash entry could bring back a record without them.
    return this.records.remove(id, { trash: false });
  }
}
