import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { RevisionRepository } from './revision.repository.js';

@Injectable()
export class RevisionService implements OnApplicationBootstrap {
  constructor(private readonly revisions: RevisionRepository) {}

  /** Changes after every content write made through any API instance sharing the store. */
  current(): Promise<string> {
    return this.revisions.current();
  }

  /**
   * A new revision at every start: a write stored just before its process died (kill -9 between the
   * write and its revision bump) is then never missed by the gateways' rendered pages.
   */
  onApplicationBootstrap(): Promise<void> {
    return this.revisions.whenReady(() => this.revisions.bump());
  }
}
