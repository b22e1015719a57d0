// The remotes' server renderers run here, never on the gateway's own thread: a few worker threads
// (piscina) with a heap limit each, a time budget per render (a task past it is aborted and, if it
// was running, its worker terminated and replaced: that is what stops a `while (true) {}`), and a
// bounded queue, so an overloaded pool says no at once instead of making every page wait.
import Piscina from 'piscina';
import { logLine } from '@pharma/shared/server';

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
  // Workers start on demand (minThreads 0) and then stay (idleTimeout ~24 days, the longest timer):
  // piscina hands tasks to its initial workers before they have loaded, so a render's budget would
  // run out during a cold start (jsdom takes 0.5–2 s to load) and terminate the worker, again and
  // again; workers started on demand get tasks only once ready, and a task waiting for one is
  // simply dropped from the queue when its budget runs out.
  const settings = {
    filename: WORKER,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 2 ** 31 - 1,
    // An idle worker keeps its event loop running ('sync' would park it in Atomics.wait): what a
    // renderer left behind (timers, sockets, stray errors) runs out now, not inside the next render.
    atomics: 'async',
    maxQueue: options.maxQueue ?? threads * 8,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 96 },
  };
  const recycleAfter = options.recycleAfter ?? 20;
  let pool = null; // started on the first render: a gateway that never renders has no threads
  let files = new Set();
  let lastId = 0;
  /** Renders a worker has begun (it says so first): a budget that ran out on those was the renderer's, not the queue's. */
  const started = new Set();

  function recycle() {
    const old = pool;
    pool = new Piscina(settings);
    pool.on('message', (message) => {
      if (message?.strayError) logLine('gateway', 'error', 'stray error in a page renderer', { error: message.strayError });
      else started.add(message?.renderStarted);
    });
    // A worker that fails between renders (a renderer's stray timer throws after it answered): the
    // pool replaces it and reports it here; unheard, that report would end the gateway.
    pool.on('error', (error) => logLine('gateway', 'error', 'render worker failed between renders', { error: String(error?.message ?? error).slice(0, 300) }));
    files = new Set();
    // Renders still running finish (or hit their budget) on the old workers first.
    old?.close().catch(() => undefined);
  }

  /**
   * Resolves to the worker's result; rejects on error, full queue, out of memory, or time budget
   * (AbortError, with `queued: true` when no worker had begun it: the pool was busy or starting).
   */
  async function render(file, pathname, context) {
    if (!files.has(file)) {
      if (!pool || files.size >= recycleAfter) recycle();
      files.add(file);
    }
    const id = ++lastId;
    try {
      return await pool.run({ id, file, pathname, context }, { signal: AbortSignal.timeout(budgetMs) });
    } catch (error) {
      if (error?.name === 'AbortError') error.queued = !started.has(id);
      throw error;
    } finally {
      started.delete(id);
    }
  }

  return {
    render,
    budgetMs,
    /** Starts the workers now (each loads jsdom, 0.5–2 s), so the first pages need not wait for them. */
    warm: () => {
      if (!pool) recycle();
      for (let i = 0; i < threads; i++) pool.run({}).catch(() => undefined);
    },
    destroy: () => pool?.destroy() ?? Promise.resolve(),
  };
}
