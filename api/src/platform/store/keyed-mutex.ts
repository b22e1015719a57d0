/**
 * Runs tasks one at a time per key (here: per document) within this process. The store's writes
 * are conditional on the version read, which real MongoDB applies atomically; FerretDB v1 (used in
 * CI) does not, so two writers in one process could both "win". Serializing them here makes the
 * outcome identical on every backend and spares the retries.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<R>(key: string, task: () => Promise<R>): Promise<R> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
