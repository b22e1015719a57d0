/** An API answer as `fetch` gives it: the body as JSON with its status, or no body at all (a 204). */
export function json(status: number, body?: unknown): Response {
  return body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
