/* Test-only helpers. */

/** A JSON answer the way the API sends it: `{ data }`. */
export function jsonAnswer(content: unknown, status = 200): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify({ data: content }), { status, headers: { 'Content-Type': 'application/json' } }));
}
