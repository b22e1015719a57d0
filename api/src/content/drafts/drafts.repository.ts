import { Injectable } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service.js';

/** Reads the drafts list needs beyond the store: who last wrote each document, from the audit trail. */
@Injectable()
export class DraftsRepository {
  constructor(private readonly audit: AuditService) {}

  /** 'collection/id' -> the actor of the newest write entry not aborted (the trail is in order). */
  async lastWriters(): Promise<Map<string, string>> {
    const writers = new Map<string, string>();
    for (const entry of await this.audit.matching({})) {
      if (entry.status === 'committed' && entry.documentId) writers.set(`${entry.collection}/${entry.documentId}`, entry.actor);
    }
    return writers;
  }
}
