/** Where the suite's own composition runs (the default ports shifted by PORT_OFFSET). */
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 10000);

export const COMPOSITION = {
  portOffset,
  baseURL: `http://localhost:${8080 + portOffset}`,
  apiURL: `http://127.0.0.1:${3000 + portOffset}`,
  controlPort: 9999 + portOffset,
  /** Per offset, so compositions started by parallel runs never read each other's remote lists. */
  runDir: new URL(`../.artifacts/run-${portOffset}`, import.meta.url).pathname,
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
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come back`);
}
