// The remotes' server renderers run here, never on the gateway's own thread: a few worker threads
// (piscina) with a heap limit each, a time budget per render (a task past it is aborted and, if it
// was running, its worker terminated and replaced: that is what stops a `while (true) {}`), and a
// bounded queue, so an overloaded pool says no at once instead of making every page wait.
import Piscina from 'piscina';

const WORKER = new URL('./render-worker.mjs', import.meta.url).href;

function envNumber(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * @param {{ threads?: number, budgetMs?: number, heapMb?: number, maxQueue?: number, recycleAfter?: number }} [options]
 *   threads: RENDER_THREADS (2); budgetMs: RENDER_BUDGET_MS (1500), per render, queue time included;
 *   heapMb: each worker's old-generation limit (96); maxQueue: renders waiting for a worker (8 per
 *   thread); recycleAfter: distinct renderer files before the workers are replaced (20). A worker
 *   keeps every module it imported (ES modules cannot be unloaded), so each redeploy of a remote
 *   adds one; a fresh set of workers after that many bounds the memory a long-running gateway
 *   spends on old versions.
 */
export function renderPool(options = {}) {
  const threads = options.threads ?? envNumber('RENDER_THREADS', 2);
  const budgetMs = options.budgetMs ?? envNumber('RENDER_BUDGET_MS', 1500);
  const settings = {
    filename: WORKER,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? threads * 8,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 96 },
  };
  const recycleAfter = options.recycleAfter ?? 20;
  let pool = null; // started on the first render: a gateway that never renders has no threads
  let files = new Set();

  function recycle() {
    const old = pool;
    pool = new Piscina(settings);
    files = new Set();
    // Renders still running finish (or hit their budget) on the old workers first.
    old?.close().catch(() => undefined);
  }

  /** Resolves to the worker's result; rejects on error, time budget (AbortError), full queue, out of memory. */
  function render(file, pathname, context) {
    if (!files.has(file)) {
      if (!pool || files.size >= recycleAfter) recycle();
      files.add(file);
    }
    return pool.run({ file, pathname, context }, { signal: AbortSignal.timeout(budgetMs) });
  }

  return {
    render,
    budgetMs,
    /** Starts the workers now (each loads jsdom, ~0.5 s), so the first page does not wait for them. */
    warm: () => {
      if (!pool) recycle();
    },
    destroy: () => pool?.destroy() ?? Promise.resolve(),
  };
}
