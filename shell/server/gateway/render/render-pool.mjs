// The remotes' server renderers run here, never in the gateway's own process: a few OS processes
// (render-process.mjs), each with a heap limit, an RSS watchdog (/proc/<pid>/status, so buffers
// allocated outside the JS heap count too), a time budget per render (queue time included), and caps
// on what it may send back (bytes and lines). A process past any of these is killed and replaced: the
// render fails (the gateway then serves the route's last good HTML, or lets the client render it),
// the gateway goes on. A renderer that kills its own process costs the same. The queue is bounded, so
// an overloaded pool says no at once instead of making every page wait.
//
// Why not a pool library: piscina/worker threads share the gateway's process (a SIGKILL or an
// unbounded Buffer.alloc took the whole gateway down); workerpool's process mode talks over Node's
// IPC channel, which buffers and parses a child's message before anyone can count its bytes, and it
// has no RSS limit.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logLine } from '@pharma/shared/server';
/** @import { ChildProcess } from 'node:child_process' */
/** @import { Readable, Writable } from 'node:stream' */
/** @import { RenderContext, RenderedPage } from './page-renderer.mjs' */

/**
 * A failed render; `reason` is what its log line says (page-renderer.mjs, failureReason).
 * @typedef {Error & { reason: string }} RenderError
 */

const PROCESS_FILE = fileURLToPath(new URL('./render-process.mjs', import.meta.url));
/**
 * Node's permission model for every render process: no file writes, no child processes, no worker
 * threads, no native addons, and reads only of the shell's own package, the installed packages
 * (jsdom) and the folders named by the gateway (the renderers' copies). So a renderer cannot read the
 * data folder, or the gateway's environment through /proc (it holds PROXY_SECRET), nor start a
 * process to escape the limits below. Signals are outside the model: render-process.mjs lets a
 * renderer signal only its own process.
 * @param {string[]} readDirs
 */
function sandboxArgs(readDirs) {
  const flag = process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';
  const jsdom = fileURLToPath(import.meta.resolve('jsdom'));
  const packages = jsdom.slice(0, jsdom.lastIndexOf(`${path.sep}node_modules${path.sep}`) + '/node_modules/'.length);
  const shell = fileURLToPath(new URL('../../../', import.meta.url));
  const reads = [shell, packages, ...readDirs].map((dir) => `--allow-fs-read=${dir}`);
  return [flag, ...reads, '--disable-warning=ExperimentalWarning'];
}

/**
 * What a render process inherits: nothing of the gateway's environment (secrets such as
 * PROXY_SECRET live there), only what a renderer's code may legitimately look at.
 * @param {number} maxBytes
 */
function renderEnv(maxBytes) {
  /** @type {Record<string, string>} */
  const env = { RENDER_MAX_BYTES: String(maxBytes) };
  for (const name of ['NODE_ENV', 'TZ', 'LANG', 'PATH']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/** How often the watchdog reads each render process's resident memory. */
const WATCH_MS = 50;
/** Lines a process may send per render or between two renders: started, its answer, a few stray errors. */
const MAX_LINES = 20;

/**
 * @param {string} name
 * @param {number} fallback  when the variable is unset or not a positive number
 */
function envNumber(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * A failed render, with the reason its log line gives (page-renderer.mjs, failureReason).
 * @param {string} reason
 * @param {string} message
 * @returns {RenderError}
 */
function renderError(reason, message) {
  return Object.assign(new Error(message), { reason });
}

/**
 * Resident memory of a process in MB, from /proc (Linux); null where that cannot be read.
 * @param {number | undefined} pid
 */
export function residentMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * A page as render-process.mjs makes it: html and JSON strings, a head of strings, an optional preload link.
 * @param {unknown} value  what a render process answered (it runs a remote's code: any shape)
 * @returns {value is RenderedPage}
 */
function isPage(value) {
  /** @type {(fields: unknown, keys: string[]) => boolean} */
  const strings = (fields, keys) => keys.every((key) => typeof (/** @type {Record<string, unknown> | null | undefined} */ (fields)?.[key]) === 'string');
  const page = /** @type {{ head?: { image?: unknown }, preload?: unknown } | null | undefined} */ (value);
  const head = page?.head;
  return (
    strings(page, ['html', 'json', 'mediaJson']) &&
    strings(head, ['title', 'description']) &&
    (head?.image === undefined || typeof head.image === 'string') &&
    (page?.preload === undefined || (typeof page.preload === 'string' && page.preload.startsWith('<link rel="preload"')))
  );
}

/**
 * The pool's settings (see renderPool).
 * @typedef {{ processes?: number, budgetMs?: number, heapMb?: number, rssMb?: number, maxBytes?: number,
 *   maxQueue?: number, recycleAfter?: number, readDirs?: string[], log?: typeof logLine,
 *   onRestart?: (reason: 'exited' | 'recycled') => void }} RenderPoolOptions
 */

/**
 * One render waiting for, or running on, a process.
 * @typedef {{ id: number, file: string, pathname: string, context: RenderContext, resolve: (page: RenderedPage | null) => void,
 *   reject: (error: RenderError) => void, worker: Worker | null, timer?: NodeJS.Timeout }} Task
 */

/**
 * A render process and what the pool counts of it: its generation (see recycleAfter), whether it said
 * it is ready, its render, the bytes and lines it sent for that render, and why it was killed.
 * @typedef {{ child: ChildProcess, input: Writable, generation: number, ready: boolean, task: Task | null, bytes: number,
 *   lines: number, pending: Buffer[], killedFor: RenderError | null }} Worker
 */

/**
 * @param {RenderPoolOptions} [options]
 *   processes: RENDER_THREADS (2), the number of render processes; budgetMs: RENDER_BUDGET_MS (1500),
 *   per render, queue time included; heapMb: each process's old-generation limit (96); rssMb:
 *   RENDER_RSS_MB (320), resident memory past which a process is killed; maxBytes: RENDER_MAX_BYTES
 *   (4 MB), what one render may return; maxQueue: renders waiting for a process (8 per process);
 *   recycleAfter: distinct renderer files before the processes are replaced (20). A process keeps
 *   every module it imported (ES modules cannot be unloaded), so each redeploy of a remote adds one.
 *   readDirs: folders the render processes may read besides their own code (where the renderers are).
 *   onRestart: told of each process started in place of another (the metrics count them).
 */
export function renderPool(options = {}) {
  const size = options.processes ?? envNumber('RENDER_THREADS', 2);
  const budgetMs = options.budgetMs ?? envNumber('RENDER_BUDGET_MS', 1500);
  const heapMb = options.heapMb ?? 96;
  const rssMb = options.rssMb ?? envNumber('RENDER_RSS_MB', 320);
  const maxBytes = options.maxBytes ?? envNumber('RENDER_MAX_BYTES', 4 * 1024 * 1024);
  const maxQueue = options.maxQueue ?? size * 8;
  const recycleAfter = options.recycleAfter ?? 20;
  const log = options.log ?? logLine;
  const onRestart = options.onRestart ?? (() => undefined);
  const args = [`--max-old-space-size=${heapMb}`, ...sandboxArgs(options.readDirs ?? []), PROCESS_FILE];
  /** The capped html/json as JSON strings (escaping can double them), with the head and framing. */
  const maxLineBytes = 2 * maxBytes + 64 * 1024;

  /** @type {Set<Worker>} */
  const workers = new Set();
  /** @type {Task[]} */
  const queue = [];
  let generation = 0;
  /** @type {Set<string>} */
  let files = new Set();
  let lastId = 0;
  let destroyed = false;
  /** @type {NodeJS.Timeout | undefined} */
  let watchdog;

  function startProcess() {
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'inherit', 'inherit', 'pipe'], env: renderEnv(maxBytes) });
    // Both are pipes (stdio above): tasks go in on stdin, answers come out on fd 3.
    const input = /** @type {Writable} */ (child.stdin);
    const answers = /** @type {Readable} */ (child.stdio[3]);
    /** @type {Worker} */
    const worker = { child, input, generation, ready: false, task: null, bytes: 0, lines: 0, pending: [], killedFor: null };
    workers.add(worker);
    child.on('error', (error) => log('gateway', 'error', 'render process failed to start', { error: error.message }));
    input.on('error', () => undefined); // it died: its exit says so
    answers.on('error', () => undefined);
    answers.on('data', (chunk) => received(worker, chunk));
    child.on('exit', (code, signal) => exited(worker, code, signal));
    watchdog ??= setInterval(watch, WATCH_MS).unref();
  }

  /**
   * Counts what a process sends before reading any of it; past a cap it is killed, unread.
   * @param {Worker} worker
   * @param {Buffer} chunk
   */
  function received(worker, chunk) {
    if (worker.killedFor) return;
    worker.bytes += chunk.length;
    if (worker.bytes > maxLineBytes) return kill(worker, renderError('output too large', `the render process sent over ${maxLineBytes} bytes`));
    let at = chunk.indexOf(10);
    let start = 0;
    while (at !== -1) {
      worker.pending.push(chunk.subarray(start, at));
      const line = Buffer.concat(worker.pending).toString('utf8');
      worker.pending = [];
      if (++worker.lines > MAX_LINES) return kill(worker, renderError('message flood', `the render process sent over ${MAX_LINES} messages`));
      handle(worker, line);
      if (worker.killedFor) return;
      start = at + 1;
      at = chunk.indexOf(10, start);
    }
    if (start < chunk.length) worker.pending.push(chunk.subarray(start));
  }

  /**
   * @param {Worker} worker
   * @param {string} line  one message, as JSON
   */
  function handle(worker, line) {
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      return kill(worker, renderError('threw', 'the render process sent something that is not JSON'));
    }
    if (message?.ready === true && !worker.ready) {
      worker.ready = true;
      return next();
    }
    if (typeof message?.strayError === 'string') {
      return log('gateway', 'error', 'stray error in a page renderer', { error: message.strayError.slice(0, 300) });
    }
    const task = worker.task;
    if (!task || message?.id !== task.id) return;
    // An answer made with more memory than allowed (faster than the watchdog's look) is not taken.
    const mb = residentMb(worker.child.pid);
    if (mb !== null && mb > rssMb) return kill(worker, overMemory(mb));
    finish(worker);
    if (typeof message.error === 'string') {
      const reason = message.reason === 'output too large' ? 'output too large' : 'threw';
      return task.reject(renderError(reason, message.error));
    }
    // The process runs a remote's code: what it says is checked for shape before the page uses it.
    if (message.page !== null && !isPage(message.page)) return task.reject(renderError('threw', 'the render process answered a page of the wrong shape'));
    task.resolve(message.page);
  }

  /**
   * A process is idle again: counters start over; an old generation's process is replaced.
   * @param {Worker} worker
   */
  function finish(worker) {
    clearTimeout(worker.task?.timer);
    worker.task = null;
    worker.bytes = 0;
    worker.lines = 0;
    if (worker.generation !== generation) return retire(worker);
    next();
  }

  /**
   * @param {Worker} worker
   * @param {RenderError} error  why: its render fails with it
   */
  function kill(worker, error) {
    if (worker.killedFor) return;
    // During a render its log line says why (page-renderer.mjs); between renders, this one does.
    if (!worker.task && !destroyed) log('gateway', 'error', 'render process killed between renders', { reason: error.reason, error: error.message });
    worker.killedFor = error;
    worker.child.kill('SIGKILL');
  }

  /** @param {Worker} worker */
  function retire(worker) {
    workers.delete(worker);
    worker.killedFor ??= renderError('threw', 'retired');
    worker.child.kill('SIGKILL');
    if (destroyed) return;
    onRestart('recycled');
    startProcess();
  }

  /**
   * @param {Worker} worker
   * @param {number | null} code
   * @param {NodeJS.Signals | null} signal
   */
  function exited(worker, code, signal) {
    const task = worker.task;
    const wasMember = workers.delete(worker);
    if (task) {
      clearTimeout(task.timer);
      // A heap past --max-old-space-size aborts the process (SIGABRT, or exit code 134).
      const outOfMemory = signal === 'SIGABRT' || code === 134;
      task.reject(
        worker.killedFor ??
          (outOfMemory
            ? renderError('out of memory', 'the render process ran out of heap')
            : renderError('process exited', `the render process exited (${signal ?? `code ${code}`})`)),
      );
    } else if (!worker.killedFor && !destroyed) {
      log('gateway', 'error', 'render process exited between renders', { code, signal });
    }
    if (wasMember && !destroyed) {
      onRestart('exited');
      startProcess();
    } else if (!destroyed) next();
  }

  /** The watchdog: a process whose resident memory passed the limit is killed, busy or idle. */
  function watch() {
    for (const worker of workers) {
      const mb = residentMb(worker.child.pid);
      if (mb !== null && mb > rssMb) kill(worker, overMemory(mb));
    }
  }

  /** @param {number} mb */
  function overMemory(mb) {
    return renderError('out of memory', `the render process's resident memory reached ${Math.round(mb)} MB (limit ${rssMb} MB)`);
  }

  /** Hands the oldest waiting render to an idle, ready process. */
  function next() {
    for (const worker of workers) {
      if (!queue.length) return;
      if (!worker.ready || worker.task || worker.killedFor) continue;
      const task = /** @type {Task} */ (queue.shift()); // the queue is not empty (checked above)
      worker.task = task;
      worker.bytes = 0;
      worker.lines = 0;
      task.worker = worker;
      worker.input.write(`${JSON.stringify({ id: task.id, file: task.file, pathname: task.pathname, context: task.context })}\n`);
    }
  }

  function ensureStarted() {
    if (workers.size === 0 && !destroyed) for (let i = 0; i < size; i++) startProcess();
  }

  /**
   * A fresh set of processes once `recycleAfter` distinct renderer files have been loaded.
   * @param {string} file
   */
  function noteFile(file) {
    if (files.has(file)) return;
    if (files.size >= recycleAfter) {
      generation++;
      files = new Set();
      for (const worker of [...workers]) if (!worker.task) retire(worker);
    }
    files.add(file);
  }

  /**
   * Resolves to the process's result; rejects with `reason` 'threw', 'queue full', 'timeout',
   * 'pool busy' (the budget ran out in the queue), 'out of memory', 'output too large',
   * 'message flood' or 'process exited'.
   * @param {string} file  the renderer module (renderer-source.mjs)
   * @param {string} pathname
   * @param {RenderContext} context
   * @returns {Promise<RenderedPage | null>}
   */
  function render(file, pathname, context) {
    if (destroyed) return Promise.reject(renderError('threw', 'the render pool is closed'));
    if (queue.length >= maxQueue) return Promise.reject(renderError('queue full', 'the render queue is at its limit'));
    ensureStarted();
    noteFile(file);
    return new Promise((resolve, reject) => {
      /** @type {Task} */
      const task = { id: ++lastId, file, pathname, context, resolve, reject, worker: null };
      task.timer = setTimeout(() => {
        if (!task.worker) {
          queue.splice(queue.indexOf(task), 1);
          return reject(renderError('pool busy', `no render process was free within ${budgetMs} ms`));
        }
        kill(task.worker, renderError('timeout', `the render took over ${budgetMs} ms`));
      }, budgetMs);
      queue.push(task);
      next();
    });
  }

  return {
    render,
    budgetMs,
    /** Starts the processes now (each loads jsdom, 0.5–2 s), so the first pages need not wait for them. */
    warm: ensureStarted,
    /** Renders waiting for a process (the metrics' queue gauge). */
    queueLength: () => queue.length,
    /** The render processes' pids (for drills and diagnostics). */
    pids: () => [...workers].map((worker) => worker.child.pid),
    destroy: async () => {
      destroyed = true;
      clearInterval(watchdog);
      for (const task of queue.splice(0)) task.reject(renderError('threw', 'the render pool is closed'));
      for (const worker of workers) kill(worker, renderError('threw', 'the render pool is closed'));
    },
  };
}
