import os from 'node:os';
import path from 'node:path';
import { remoteManifests } from '@pharma/shared/remotes';
/** Where the suite's own composition runs (the default ports shifted by PORT_OFFSET). */
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 10000);
/**
 * A fresh data folder per run: named by the process that runs the suite, and handed to its workers
 * through the environment they inherit (they load this module too, with pids of their own).
 */
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `pharma-e2e-${process.pid}`));

export const COMPOSITION = {
  portOffset,
  baseURL: `http://localhost:${8080 + portOffset}`,
  apiURL: `http://127.0.0.1:${3000 + portOffset}`,
  controlPort: 9999 + portOffset,
  /** Per offset, so compositions started by parallel runs never read each other's remote lists. */
  runDir: new URL(`../.artifacts/run-${portOffset}`, import.meta.url).pathname,
  /** The API's DATA_DIR: mail written as .eml files (no SMTP in the suite) lands in its outbox/ folder. */
  dataDir,
  remotePort: (base: number) => base + portOffset,
};

/** Stops or restarts one service of the running composition (failure drills). */
export async function controlService(name: string, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${COMPOSITION.controlPort}/services/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} ${name}: ${response.status}`);
}

/** Waits until a URL answers 200 (a restarted server is listening again). */
export async function waitForOk(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come back`);
}

/** The development port of each remote (its manifest, `<remote>/remote.json`), shifted like the rest of the suite. */
const REMOTE_BASE_PORTS: Record<string, number> = Object.fromEntries(remoteManifests().map((remote) => [remote.name, remote.devPort]));

/** What answers once a service is up again: the API's health, or a remote's entry. */
function readyURL(name: string): string {
  if (name === 'api') return `${COMPOSITION.apiURL}/api/health`;
  return `http://127.0.0.1:${COMPOSITION.remotePort(REMOTE_BASE_PORTS[name])}/remoteEntry.js`;
}

/**
 * Runs `work` with one service stopped; then, whatever happened, starts it again and waits until it
 * answers. Generous: on a busy machine the API can take well over 15 s to start again.
 */
export async function withServiceStopped<T>(name: string, work: () => Promise<T>): Promise<T> {
  await controlService(name, 'stop');
  try {
    return await work();
  } finally {
    await controlService(name, 'start');
    await waitForOk(readyURL(name), 90_000);
  }
}

export const withApiStopped = <T>(work: () => Promise<T>): Promise<T> => withServiceStopped('api', work);
