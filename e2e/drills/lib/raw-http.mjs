// Requests sent as raw bytes over node:net, for what fetch cannot send: unnormalised paths, NUL
// bytes, invalid header names and values, garbage request lines, slow (slowloris) clients.
import net from 'node:net';

/**
 * What came back: the status (0 when no status line came), how the exchange ended, the answer's first bytes.
 * @typedef {{ status: number, outcome: 'answered' | 'reset' | 'timeout', text: string }} RawAnswer
 */

/** At most this much of an answer is kept (enough for the status line and a leaked file's marker). */
const KEEP_BYTES = 256 * 1024;

/**
 * Sends `bytes` (string or Buffer) to 127.0.0.1:`port` and reads until the server closes or
 * `timeoutMs` passes. Result: { status } (0 when no status line came), `outcome` 'answered',
 * 'reset' (closed or reset with no status line) or 'timeout', and the first bytes of the answer.
 * @param {number} port
 * @param {string | Buffer} bytes
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<RawAnswer>}
 */
export function sendRaw(port, bytes, { timeoutMs = 8000 } = {}) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let settled = false;
    const socket = net.connect(port, '127.0.0.1');
    /** @param {'reset' | 'timeout'} outcome  how the exchange ended, when no status line came */
    const finish = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const status = match ? Number(match[1]) : 0;
      resolve({ status, outcome: status ? 'answered' : outcome, text });
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    // write, not end: a half-closed connection makes Node abort a request still being answered.
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => {
      if (size < KEEP_BYTES) chunks.push(chunk);
      size += chunk.length;
    });
    socket.on('end', () => finish('reset'));
    socket.on('close', () => finish('reset'));
    socket.on('error', () => finish('reset'));
  });
}

/**
 * A request with `Connection: close`, so the server ends the connection after answering.
 * @param {string} method
 * @param {string} target  the request target, sent as it is
 * @param {string[]} [headers]  whole header lines
 */
export function request(method, target, headers = ['Host: localhost'], body = '') {
  return `${method} ${target} HTTP/1.1\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Runs `cases` (each { port, bytes }) `concurrency` at a time; results keep the case's fields.
 * @template {{ port: number, bytes: string | Buffer }} C
 * @param {C[]} cases
 * @param {{ concurrency?: number, timeoutMs?: number }} [options]
 * @returns {Promise<(Omit<C, 'bytes'> & RawAnswer)[]>}
 */
export async function runRaw(cases, { concurrency = 12, timeoutMs } = {}) {
  /** @type {(Omit<C, 'bytes'> & RawAnswer)[]} */
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const index = next++;
      const c = cases[index];
      results[index] = { ...c, bytes: undefined, ...(await sendRaw(c.port, c.bytes, { timeoutMs })) };
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/**
 * Slowloris: opens a connection and dribbles a request that never completes (a header line every
 * `everyMs`, or a body shorter than announced). Resolves with how long the server kept it open
 * ('held' when still open after `giveUpMs`).
 * @param {number} port
 * @param {{ kind: 'headers' | 'body', everyMs?: number, giveUpMs?: number }} options
 * @returns {Promise<{ kind: string, outcome: 'held' | 'closed by server', status: number, afterMs: number }>}
 */
export function slowClient(port, { kind, everyMs = 1000, giveUpMs = 30_000 }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    let answer = '';
    /** @param {'held' | 'closed by server'} outcome */
    const done = (outcome) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      resolve({ kind, outcome, status: match ? Number(match[1]) : 0, afterMs: Date.now() - started });
    };
    const giveUp = setTimeout(() => done('held'), giveUpMs);
    socket.on('connect', () => {
      if (kind === 'headers') {
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        let n = 0;
        timer = setInterval(() => socket.write(`X-Slow-${n++}: ${'a'.repeat(8)}\r\n`), everyMs);
      } else {
        socket.write('POST /api/contact-form HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":');
        timer = setInterval(() => socket.write(' '), everyMs);
      }
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => done('closed by server'));
    socket.on('error', () => done('closed by server'));
  });
}
