// What a drill's `before` hook started (an API, a gateway), for the functions its tests call: set by
// then, and a clear error if a test ever runs without it, rather than a TypeError on null.

/**
 * @template T
 * @param {T | null | undefined} value
 * @param {string} what  for the error: 'the API', 'the gateway'…
 * @returns {T}
 */
export function started(value, what) {
  if (value === null || value === undefined) throw new Error(`${what} was not started (its before hook failed?)`);
  return value;
}
