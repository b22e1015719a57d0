import { clearSession } from '../auth/auth-store.js';
import { registerMedia } from './media-registry.js';
import { keepPreviewAnswer, keptPreviewAnswer, withPreviewOverlay } from './preview-overlay.js';

/** A failed API call, with the server's message and per-field messages when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The request's trace id (the answer's `reference`): operators find the request's log lines with it. */
    readonly reference = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Fired when the server refuses the session (401), so the admin can send the user to sign-in. */
export const SESSION_EXPIRED_EVENT = 'adminSessionExpired';

/** Reads accept both shapes the specs allow: the value itself or `{ data: value }`. */
export function unwrapData<T>(body: unknown): T {
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body) {
    return (body as { data: T }).data;
  }
  return body as T;
}

/** A list from a read answer; anything that is not a list becomes an empty list. */
export function unwrapList<T>(body: unknown): T[] {
  const value = unwrapData<unknown>(body);
  return Array.isArray(value) ? (value as T[]) : [];
}

/*
 * Every call is same-origin with credentials 'same-origin': the browser attaches the admin's httpOnly
 * session cookie (Path=/api) by itself; no script ever holds a token.
 */

/** Where reads go when there is no page origin to be relative to: a server renderer's API. */
export interface ApiTarget {
  origin: string;
  headers?: Record<string, string>;
  /** The page's language when it is not the default: reads ask for its text (`?locale=`). */
  locale?: string;
}

let currentTarget: () => ApiTarget | undefined = () => undefined;
/*
 * On globalThis because this package is not federated (like preloaded-content.ts): the shell sets it,
 * the remotes' own copies read it.
 */
const page = globalThis as typeof globalThis & { __pharmaPageLocale?: string };

/**
 * The browser's side of a public page in another language than the default (read from the page at
 * start-up): every read asks for its text. Never set on the admin, whose reads are the default's.
 */
export function configurePageLocale(locale: string | undefined): void {
  page.__pharmaPageLocale = locale;
}

/** The path with `locale=` added (a read in a language), or as it is. */
function inLocale(path: string, locale: string | undefined): string {
  if (!locale) return path;
  return `${path}${path.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`;
}

/**
 * Server rendering only (the browser never calls it): reads then resolve their relative paths
 * against the target's origin and carry its headers (e.g. a preview token). A function, so a
 * renderer serving several requests at once can answer per request (AsyncLocalStorage).
 */
export function configureApiTarget(target: () => ApiTarget | undefined): void {
  currentTarget = target;
}

export async function apiGet<T>(path: string, init: RequestInit = {}, options: AnswerOptions = {}): Promise<T> {
  const target = currentTarget();
  const localized = inLocale(path, target ? target.locale : page.__pharmaPageLocale);
  const url = target ? new URL(localized, target.origin).href : localized;
  // In a dashboard's preview frame: the answer kept from the first read, and the editor's unsaved
  // edits over it (preview-overlay.ts); elsewhere both are no-ops.
  const body: unknown = withPreviewOverlay(path, keptPreviewAnswer(url) ?? (await fetchAnswer(url, target, init)));
  // Reads that use uploaded images carry their media records beside the data (see media-registry.ts).
  if (body && typeof body === 'object' && 'media' in body) registerMedia(body.media);
  return options.whole ? (body as T) : unwrapData<T>(body);
}

async function fetchAnswer(url: string, target: ApiTarget | undefined, init: RequestInit): Promise<unknown> {
  const headers = { ...target?.headers, Accept: 'application/json', ...init.headers };
  const response = await fetch(url, { credentials: 'same-origin', ...init, headers });
  if (!response.ok) throw await toApiError(response);
  const body: unknown = await response.json();
  keepPreviewAnswer(url, body);
  return body;
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An authenticated write (the session cookie); JSON bodies get a content type, FormData bodies keep
 * the browser's. A 401 means the session is over: the "who am I" copy is dropped and
 * SESSION_EXPIRED_EVENT fires. A 403 keeps the server's message (a refused cross-site request).
 */
export async function apiSend<T>(method: Method, path: string, body?: unknown, options: AnswerOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin' });
  if (response.status === 401) {
    clearSession();
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const answer: unknown = await response.json().catch(() => undefined);
  return options.whole ? (answer as T) : unwrapData<T>(answer);
}

export interface AnswerOptions {
  /** Answer the body as sent, for answers with more than `data` (`{ data, setPassword }`, `{ data, total }`). */
  whole?: boolean;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as {
    message?: string | string[];
    error?: string;
    errors?: Record<string, string[]>;
    reference?: string;
  };
  const said = Array.isArray(body.message) ? body.message.join('; ') : (body.message ?? body.error);
  const message = said ?? `Request failed (${response.status})`;
  const reference = typeof body.reference === 'string' ? body.reference : '';
  // A server's failure is the user's to report, not to fix: the message carries what operators search for.
  const shown = response.status >= 500 && reference ? `${message} (reference ${reference})` : message;
  return new ApiError(response.status, shown, body.errors ?? {}, reference);
}
