/**
 * Test-only helpers. The shared event bus opens a BroadcastChannel that Node never closes, which
 * keeps Jest alive after the run; tests of pages that listen for content events switch it off.
 */
export function withoutBroadcastChannel(): void {
  Object.defineProperty(globalThis, 'BroadcastChannel', { value: undefined, configurable: true, writable: true });
}

/** A JSON answer the way the API sends it: `{ data }`. */
export function jsonAnswer(content: unknown, status = 200): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify({ data: content }), { status, headers: { 'Content-Type': 'application/json' } }));
}
