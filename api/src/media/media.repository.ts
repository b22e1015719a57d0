import { Injectable } from '@nestjs/common';
import type { MediaAsset } from '@pharma/shared/content';
import { Store, type Collection, type Stored } from '../store/store.port.js';
import { mediaCollection } from './schema/media.schema.js';

export type MediaFields = Omit<MediaAsset, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

@Injectable()
export class MediaRepository {
  private readonly records: Collection<MediaFields>;

  constructor(store: Store) {
    this.records = store.collection<MediaFields>(mediaCollection);
  }

  list(): Promise<Stored<MediaFields>[]> {
    return this.records.list();
  }

  get(id: string): Promise<Stored<MediaFields> | null> {
    return this.records.get(id);
  }

  insert(id: string, fields: MediaFields): Promise<Stored<MediaFields>> {
    return this.records.insert(fields, id);
  }

  update(id: string, patch: Partial<MediaFields>, expectedVersion?: number): Promise<Stored<MediaFields> | null> {
    return this.records.update(id, patch, expectedVersion);
  }

  remove(id: string): Promise<Stored<MediaFields> | null> {
    return this.records.remove(id);
  }
}
