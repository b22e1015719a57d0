import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderPool } from './render-pool.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'render-pool-'));
function renderer(name, source) {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, source);
  return file;
}
const good = (name) =>
  renderer(
    name,
    `export async function render(p) { return { html: '<img src="/a.webp"><h1>${name} ' + p + '</h1>', data: { p }, head: { title: 'T', description: 'D' } }; }`,
  );
const reason = (promise) =>
  promise.then(
    () => 'resolved',
    (error) => error.reason,
  );

// Every test starts render processes (Node with the permission model and jsdom), some several in a
// row after a kill: about a second each on a loaded 2-core CI machine, past Jest's 5 s default.
jest.setTimeout(30_000);

describe('render pool: renderers in OS processes', () => {
  let pool;
  let logs;

  beforeEach(async () => {
    logs = [];
    pool = renderPool({
      readDirs: [dir],
      processes: 1,
      budgetMs: 4000,
      maxQueue: 2,
      recycleAfter: 2,
      maxBytes: 64 * 1024,
      log: (...args) => logs.push(args),
    });
  });

  afterEach(() => pool.destroy());

  it('runs renderers sandboxed: no signal to the gateway, no reading outside its folders, no process, no write', async () => {
    const escapes = renderer(
      'escapes',
      `import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
const attempt = (fn) => { try { fn(); return 'allowed'; } catch { return 'refused'; } };
export async function render() {
  const tries = [
    attempt(() => process.kill(process.ppid, 0)),
    attempt(() => readFileSync('/proc/' + process.ppid + '/environ')),
    attempt(() => readFileSync('/etc/hostname')),
    attempt(() => execFileSync('true')),
    attempt(() => writeFileSync('${dir}/written', 'x')),
    attempt(() => process.kill(process.pid, 0)),
  ];
  return { html: tries.join(' '), data: null, head: { title: '', description: '' } };
}`,
    );
    const page = await pool.render(escapes, '/', {});
    expect(page?.html).toBe('refused refused refused refused refused allowed');
  });

  it('renders in another process, with the lead image preload worked out there', async () => {
    pool.warm();
    const page = await pool.render(good('a'), '/x', {});
    expect(page).toEqual({
      html: '<img src="/a.webp"><h1>a /x</h1>',
      json: '{"p":"/x"}',
      mediaJson: '{}',
      head: { title: 'T', description: 'D' },
      preload: '<link rel="preload" as="image" href="/a.webp" fetchpriority="high">',
    });
    expect(pool.pids()).toHaveLength(1);
    expect(pool.pids()[0]).not.toBe(process.pid);
  });

  it('replaces its processes after `recycleAfter` distinct renderer files', async () => {
    await pool.render(good('b1'), '/', {});
    const first = pool.pids()[0];
    await pool.render(good('b2'), '/', {});
    expect(pool.pids()[0]).toBe(first);
    await pool.render(good('b3'), '/', {});
    expect(pool.pids()[0]).not.toBe(first);
  });

  it('a renderer that kills its process, answers too much or floods costs its render; the next render works', async () => {
    const kills = renderer('kills', `export async function render() { process.kill(process.pid, 'SIGKILL'); await new Promise(() => {}); }`);
    expect(await reason(pool.render(kills, '/', {}))).toBe('process exited');
    const big = renderer('big', `export async function render() { return { html: 'x'.repeat(100000), data: null, head: {} }; }`);
    expect(await reason(pool.render(big, '/', {}))).toBe('output too large');
    const floods = renderer(
      'floods',
      `import { writeSync } from 'node:fs'; export async function render() { for (;;) writeSync(3, '{"strayError":"x"}\\n'); }`,
    );
    expect(await reason(pool.render(floods, '/', {}))).toBe('message flood');
    expect((await pool.render(good('c'), '/ok', {}))?.html).toContain('c /ok');
  });

  it('kills a render past its budget, queue included, and says no at once when the queue is full', async () => {
    const quick = renderPool({ readDirs: [dir], processes: 1, budgetMs: 1200, maxQueue: 1, log: () => undefined });
    try {
      quick.warm();
      await quick.render(good('d'), '/', {}); // started and ready
      const hangs = renderer('hangs', 'export async function render() { while (true) {} }');
      const hung = reason(quick.render(hangs, '/', {}));
      const queued = reason(quick.render(good('d'), '/', {}));
      expect(await reason(quick.render(good('d'), '/', {}))).toBe('queue full');
      expect(await hung).toBe('timeout');
      expect(await queued).toBe('pool busy');
    } finally {
      await quick.destroy();
    }
  });

  it('kills a process whose resident memory passes the limit (buffers outside the JS heap count)', async () => {
    const small = renderPool({ readDirs: [dir], processes: 1, budgetMs: 8000, rssMb: 200, log: () => undefined });
    try {
      const hoards = renderer(
        'hoards',
        'const h = []; export async function render() { for (;;) { h.push(Buffer.alloc(8 * 1024 * 1024, 1)); await new Promise((r) => setImmediate(r)); } }',
      );
      expect(await reason(small.render(hoards, '/', {}))).toBe('out of memory');
    } finally {
      await small.destroy();
    }
  });
});
