// The bench scripts' calls to the API as the administrator (the composition runs in development mode,
// like the e2e suite, so the API's development credentials work): JSON calls and image uploads.

/** The API's development credentials. */
const CREDENTIALS = { username: 'admin', password: 'admin123' };

/**
 * One sign-in per bench run (the API rate-limits logins); a 401 later (e.g. after a restart) signs in again.
 * @param {string} apiURL  the API's origin (or the gateway's, which proxies /api)
 */
export function apiClient(apiURL) {
  /** @type {string | null} */
  let token = null;
  const login = async () => {
    const response = await fetch(`${apiURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...CREDENTIALS, mode: 'token' }),
    });
    if (!response.ok) throw new Error(`POST /api/auth/login → ${response.status} ${await response.text()}`);
    token = (await response.json()).token;
  };
  /**
   * @param {string} method
   * @param {string} path
   * @param {{ body: string | FormData, headers?: Record<string, string> } | undefined} init
   * @returns {Promise<any>}  the API's JSON answer (undefined for a 204), as each bench reads it
   */
  const send = async (method, path, init, retry = true) => {
    if (!token) await login();
    const response = await fetch(`${apiURL}${path}`, {
      method,
      ...init,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...init?.headers },
    });
    if (response.status === 401 && retry) {
      token = null;
      return send(method, path, init, false);
    }
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };
  return {
    /**
     * A JSON call; answers the unwrapped `data`.
     * @param {string} method
     * @param {string} path
     * @param {unknown} [body]
     */
    call: async (method, path, body) =>
      (await send(method, path, body === undefined ? undefined : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })).data,
    /**
     * POST /api/upload/image with a JPEG; answers `{ imageUrl, media }`.
     * @param {Uint8Array<ArrayBuffer>} bytes  the file (a Buffer from sharp or readFile is one)
     * @param {string} name
     */
    upload: async (bytes, name) => {
      const form = new FormData();
      form.append('image', new Blob([bytes], { type: 'image/jpeg' }), name);
      return send('POST', '/api/upload/image', { body: form });
    },
  };
}
