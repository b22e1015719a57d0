import type { mongo } from 'mongoose';

/** Where the claims live: one small collection for every collection's documents. */
export const VERSION_CLAIMS = 'store_version_claims';

/**
 * How old a claim must be, at least, before another writer may take the same move over. Claim and
 * write are milliseconds apart; only a writer killed in between, or one whose write outlived its
 * deadline, leaves a claim this old. The store passes its own deadline (MONGODB_TIMEOUT_MS + 3 s)
 * when that is longer.
 */
export const STALE_CLAIM_MS = 5_000;

/** How often a writer that found the move claimed looks again (the claimer's write takes milliseconds). */
const CLAIM_POLL_MS = 25;

export interface VersionClaim {
  /** `<key>|<generation>`: unique, so of two inserts of one claim exactly one lands. */
  _id: string;
  /** `<collection>|<document id>|<version written from>`. */
  key: string;
  generation: number;
  /** When it was claimed (epoch ms). */
  at: number;
}

const DUPLICATE_KEY = 11000;

/**
 * One writer per move of a document from one version. A conditional replace ("only if still at
 * version N") is atomic on MongoDB, but FerretDB v1 applies it as a read and then a write: two
 * instances writing from N at once both land, and one write is lost (measured: 5 of 10 rounds of two
 * concurrent saves). An insert of an existing _id fails on every server, so a write from N first
 * inserts the claim of that move and only its inserter writes. The claim is removed once the write has
 * answered: the document has then moved on (or was not at N), so any later claim of N writes nothing.
 * The cost on FerretDB: one insert per write (200 updates of one document one after another: 2.7–3.6 s without claims, 2.6–3.1 s with them, within the noise).
 *
 * A writer that finds the move claimed waits: once the claim is gone (its writer answered) or the
 * document has left N, it answers "not written" as the write would; a claim older than the store's deadline
 * on a document still at N was left by a writer killed between its claim and its write, and the next
 * generation of the same move takes it over (the write itself checks the version). Answering "not
 * written" at once instead made a caller that retries on the same version spin against the dead
 * writer's claim, and an API restarted after a SIGKILL failed its start on it (the kill drill).
 */
export class VersionClaims {
  constructor(
    private readonly claims: () => mongo.Collection<VersionClaim>,
    private readonly run: <R>(op: () => Promise<R>) => Promise<R>,
    private readonly staleMs = STALE_CLAIM_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs `write` as the one writer of this move; false without running it when another writer made
   * it. `stillAt` says whether the document is still at `version` (read while waiting).
   */
  async exclusive(collection: string, id: string, version: number, write: () => Promise<boolean>, stillAt: () => Promise<boolean>): Promise<boolean> {
    const key = `${collection}|${id}|${version}`;
    if (!(await this.claim(key, stillAt))) return false;
    // A write that throws may still land later: its claim stays, and goes stale, rather than letting
    // another writer in beside it.
    const written = await write();
    // Not awaited: once the write answered, a claim of this move left behind (a failed removal too)
    // stops only writers whose write would find the document moved on anyway.
    void this.run(() => this.claims().deleteMany({ key })).catch(() => undefined);
    return written;
  }

  private async claim(key: string, stillAt: () => Promise<boolean>): Promise<boolean> {
    if (await this.insert(key, 0)) return true;
    for (;;) {
      const [latest] = await this.run(() => this.claims().find({ key }).sort({ generation: -1 }).limit(1).toArray());
      // Gone: its writer answered, so the document has left this version.
      if (!latest) return false;
      if (this.now() - latest.at >= this.staleMs) return this.insert(key, latest.generation + 1);
      if (!(await stillAt())) return false;
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
    }
  }

  private async insert(key: string, generation: number): Promise<boolean> {
    try {
      await this.run(() => this.claims().insertOne({ _id: `${key}|${generation}`, key, generation, at: this.now() }));
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }
}
