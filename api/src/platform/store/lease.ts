import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { recordSchema } from './schema-kit.js';
import { DuplicateIdError } from './store.errors.js';
import type { Collection, CollectionDef, Store } from './store.port.js';

/**
 * A lease shared by every API instance on one store: at most one instance holds it per time slot, so
 * periodic work (scheduled publishing, review-by dates, start-up work) runs on one of them.
 *
 * Why slots and not one lease document: the obvious design (one document, taken over with a
 * conditional replace once its `until` passed) needs compare-and-swap, and FerretDB v1 (the MongoDB
 * wire server in CI) does not apply a conditional replace atomically: two instances may both "win".
 * Inserting a document whose `_id` exists does fail atomically (DuplicateIdError) on both stores.
 * So time is cut into slots of `slotMs` and the lease of a slot is ONE document whose id names the
 * lease and the slot: the instance whose insert lands first holds that slot; every other insert fails.
 * The holder inserts the NEXT slot's document as soon as it holds this one (renewal ahead), so the
 * lease stays with it while it lives; when it stops, the slot it claimed ahead passes unused and the
 * slot after is won by whoever inserts first (fail-over within two slots). Old slot documents are
 * removed by the holder (a removal that loses a race only leaves a document that the next one removes).
 *
 * Clock skew between hosts can make two instances compute different slots, so both may believe they
 * hold the lease for a moment: the lease spreads the work, it is not the guarantee. Work that must
 * happen exactly once is claimed as well (`claimOnce`, a unique insert per piece of work).
 *
 * What real MongoDB would add: one lease document taken with an atomic
 * `findOneAndUpdate({ _id, $or: [{ until: { $lt: now } }, { holder: me }] }, { $set: { holder: me, until } }, { upsert: true })`
 * (majority write concern on a replica set), and a claim that is a conditional update of the work item itself (`state: 'pending' -> 'running'`).
 * The slot design gives the same exclusion with inserts only, and works on the embedded store too.
 */
export interface LeaseSlot {
  /** The lease's name ('content-scheduler'). */
  name: string;
  /** The slot's number: floor(time / slotMs). */
  slot: number;
  holder: string;
  /** When the slot ends (ISO), for people reading the collection. */
  until: string;
}

export const leasesCollection: CollectionDef = {
  name: 'store_leases',
  schema: recordSchema({
    name: { type: String, required: true },
    slot: { type: Number, required: true },
    holder: { type: String, required: true },
    until: { type: String, required: true },
  }),
  // Bookkeeping written every slot: not worth an audit entry (what the holder does is audited).
  audit: false,
  // A slot ended is never read again (its holder removes it a few slots later; the TTL index catches
  // the slots of a holder that stopped). An hour's margin keeps recent ones for people reading.
  expires: { field: 'until', afterSeconds: 60 * 60 },
};

/** Inserts the document under `id` unless one exists: true when this call made it (atomic on both stores). */
export async function claimOnce<T extends object>(collection: Collection<T>, data: T, id: string): Promise<boolean> {
  try {
    await collection.insert(data, id);
    return true;
  } catch (error) {
    if (error instanceof DuplicateIdError) return false;
    throw error;
  }
}

/** Who this process is, as a lease holder or a claimer: host, pid and a random part (two apps in one process differ). */
export function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/** Slots older than this many are removed by the holder. */
const KEEP_SLOTS = 4;

export class StoreLease {
  private readonly slots: Collection<LeaseSlot>;

  constructor(
    store: Store,
    readonly name: string,
    /** The length of one slot, also how long the lease is held without renewal. */
    private readonly slotMs: number,
    private readonly now: () => number = Date.now,
    readonly holder: string = instanceName(),
  ) {
    if (!(slotMs > 0)) throw new Error('A lease slot must last longer than 0 ms');
    this.slots = store.collection<LeaseSlot>(leasesCollection);
  }

  /** Whether this instance holds the lease for the current slot; claims it when nobody did yet, and the next slot ahead. */
  async hold(): Promise<boolean> {
    const slot = Math.floor(this.now() / this.slotMs);
    if ((await this.holderOf(slot)) !== this.holder) return false;
    await this.claim(slot + 1); // renewal ahead: false when another instance was quicker, which is fine
    await this.forgetBefore(slot - KEEP_SLOTS);
    return true;
  }

  /**
   * Gives the lease up (a clean shutdown): this instance's slot documents go, so the next instance to
   * ask (a restart included) holds it at once instead of waiting for the slots claimed ahead to pass.
   */
  async release(): Promise<void> {
    for (const slot of await this.slots.where({ name: this.name, holder: this.holder })) await this.slots.remove(slot.id).catch(() => undefined);
  }

  /** The holder of a slot: this instance when its insert lands first, else whoever's did. */
  private async holderOf(slot: number): Promise<string | null> {
    if (await this.claim(slot)) return this.holder;
    return (await this.slots.get(this.idOf(slot)))?.holder ?? null;
  }

  private claim(slot: number): Promise<boolean> {
    const until = new Date((slot + 1) * this.slotMs).toISOString();
    return claimOnce(this.slots, { name: this.name, slot, holder: this.holder, until }, this.idOf(slot));
  }

  private async forgetBefore(slot: number): Promise<void> {
    for (const old of await this.slots.where({ name: this.name })) {
      if (old.slot < slot) await this.slots.remove(old.id).catch(() => undefined); // another holder removed it first: fine
    }
  }

  private idOf(slot: number): string {
    return `${this.name}:${slot}`;
  }
}

/** How long the start-up lease of one piece of work is held: instances starting within it leave that work to the holder. */
export const STARTUP_LEASE_MS = 5 * 60_000;

/** The lease runOnOneInstance takes for the start-up work `name` (`startup:<name>`). */
export function startupLease(store: Store, name: string, slotMs = STARTUP_LEASE_MS): StoreLease {
  return new StoreLease(store, `startup:${name}`, slotMs);
}

/**
 * Start-up work that one instance does for all of them (the media backfill, the audit
 * trail's full check): the instance that takes the lease `startup:<name>` runs it; the others, started
 * within STARTUP_LEASE_MS, skip it and say who does it. The work must be safe to run again (an
 * instance started after the lease lapsed runs it too), which is what makes a holder killed midway
 * harmless: the next start finishes it. Returns whether this instance ran it. Pass a `lease` made by
 * `startupLease` to give it up at a clean shutdown (then the next start, a restart included, runs the
 * work again instead of trusting a holder that is gone).
 */
export async function runOnOneInstance(
  store: Store,
  name: string,
  work: () => Promise<void>,
  skipped: (holder: string) => void = () => undefined,
  slotMs = STARTUP_LEASE_MS,
  lease: StoreLease = startupLease(store, name, slotMs),
): Promise<boolean> {
  // The embedded store is one process's (its folder is locked): always the one instance. A lease left
  // by a killed process must not make its restart skip the work for STARTUP_LEASE_MS.
  if (store.kind === 'embedded') {
    await work();
    return true;
  }
  if (!(await lease.hold())) {
    const slot = Math.floor(Date.now() / slotMs);
    const holder = (await store.collection<LeaseSlot>(leasesCollection).get(`${lease.name}:${slot}`))?.holder;
    skipped(holder ?? 'another instance');
    return false;
  }
  await work();
  return true;
}
