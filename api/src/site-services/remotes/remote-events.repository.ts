import { Injectable } from '@nestjs/common';
import { Store, type Collection } from '../../platform/store/store.port.js';
import { REMOTE_EVENTS_KEPT, remoteEventsCollection, type RemoteEventData } from './schema/remote-registry.schema.js';

const TRIM_EVERY = 500;

/** `remote_events`: capped on MongoDB; on the embedded store this repository keeps the newest REMOTE_EVENTS_KEPT. */
@Injectable()
export class RemoteEventsRepository {
  private readonly events: Collection<RemoteEventData>;
  /** The embedded store's trims, one at a time and at most one waiting (the store is one process). */
  private trimming: Promise<void> | null = null;
  private trimAgain = false;
  /** Trimmed every TRIM_EVERY inserts: a trim lists the whole collection. */
  private sinceTrim = 0;

  constructor(private readonly store: Store) {
    this.events = store.collection<RemoteEventData>(remoteEventsCollection);
  }

  async add(events: RemoteEventData[]): Promise<void> {
    for (const event of events) await this.events.insert(event);
    this.sinceTrim += events.length;
    if (this.store.kind === 'embedded' && this.sinceTrim >= TRIM_EVERY) {
      this.sinceTrim = 0;
      this.trimSoon();
    }
  }

  /** The events of one remote (every release), oldest first. */
  async of(remote: string): Promise<RemoteEventData[]> {
    return this.events.where({ remote });
  }

  /** MongoDB drops the oldest itself (capped); here the newest REMOTE_EVENTS_KEPT stay, trimmed in the background. */
  private trimSoon(): void {
    if (this.trimming) {
      this.trimAgain = true;
      return;
    }
    this.trimming = this.trim()
      .catch(() => undefined)
      .finally(() => {
        this.trimming = null;
        if (this.trimAgain) {
          this.trimAgain = false;
          this.trimSoon();
        }
      });
  }

  private async trim(): Promise<void> {
    const all = await this.events.list(); // oldest first
    for (const old of all.slice(0, Math.max(0, all.length - REMOTE_EVENTS_KEPT))) await this.events.remove(old.id);
  }
}
