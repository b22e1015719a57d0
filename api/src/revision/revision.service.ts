import { Injectable } from '@nestjs/common';
import { RevisionRepository } from './revision.repository.js';

@Injectable()
export class RevisionService {
  constructor(private readonly revisions: RevisionRepository) {}

  /** Changes after every content write made through any API instance sharing the store. */
  current(): Promise<string> {
    return this.revisions.current();
  }
}
