import { performance } from 'node:perf_hooks';
import type { Engine } from './engine.js';

/** Told of every engine operation: which, how long (seconds), whether it threw. */
export type EngineObserver = (operation: keyof Engine, seconds: number, failed: boolean) => void;

const OPERATIONS: Array<keyof Engine> = ['findAll', 'findById', 'findWhere', 'insert', 'replaceIfVersion', 'deleteIfVersion'];

/**
 * The engine, each primitive timed: the one seam every read and write of both adapters passes (the
 * observer is looked up per call, so collections made before metrics were wired are observed too).
 */
export function observedEngine(engine: Engine, observer: () => EngineObserver | null): Engine {
  const observed = {} as Record<keyof Engine, (...args: never[]) => Promise<unknown>>;
  for (const operation of OPERATIONS) {
    const call = (engine[operation] as (...args: unknown[]) => Promise<unknown>).bind(engine);
    observed[operation] = async (...args: unknown[]) => {
      const watch = observer();
      if (!watch) return call(...args);
      const started = performance.now();
      try {
        const result = await call(...args);
        watch(operation, (performance.now() - started) / 1000, false);
        return result;
      } catch (error) {
        watch(operation, (performance.now() - started) / 1000, true);
        throw error;
      }
    };
  }
  return observed as unknown as Engine;
}
