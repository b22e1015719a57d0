import { Injectable } from '@nestjs/common';
import { Store } from '../store/store.port.js';

/** The content revision lives in the store itself (see Store.revision), shared by every API instance. */
@Injectable()
export class RevisionRepository {
  constructor(private readonly store: Store) {}

  current(): Promise<string> {
    return this.store.revision();
  }

  bump(): Promise<void> {
    return this.store.bumpRevision();
  }

  /** Runs now, or once the database is first reachable. */
  whenReady(task: () => Promise<void>): Promise<void> {
    return this.store.whenReady(task);
  }
}
