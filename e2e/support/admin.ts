import { expect, type Page } from '@playwright/test';
import { solveAltcha } from '../drills/lib/altcha.mjs';
import { COMPOSITION } from './composition';
import { waitForLiveApp } from './test';

/*
 * Admin helpers shared by the spec files: the API's dev credentials, calls straight to the API with
 * them, and signing the dashboard in. The API session is read once and kept.
 */

export const USERNAME = 'admin';
export const PASSWORD = 'admin123';

/** A label no other run has used (tests clean up by its prefix). */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/* ---------- API helpers (direct to the API, with the dev credentials) ---------- */

/** The login answer in token mode (scripts and tests; the browser signs in for a cookie instead). */
export interface Session {
  token: string;
  expiresAt: string;
  user: { username: string };
}

/**
 * A token-mode sign-in. The suite's composition has its own per-address limit, above all the suite signs
 * in (playwright.config.ts): a 429 here is a failure to see, not something to wait out.
 */
function postLogin(username: string, password: string): Promise<Response> {
  return fetch(`${COMPOSITION.apiURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

function login(): Promise<Response> {
  return postLogin(USERNAME, PASSWORD);
}

/** One sign-in, read once and kept. */
let session: Session | undefined;
export async function apiSession(): Promise<Session> {
  if (session) return session;
  const response = await login();
  if (!response.ok) throw new Error(`login → ${response.status}`);
  session = (await response.json()) as Session;
  return session;
}

/** A call to the API as the dev admin; answers the unwrapped `data`. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${COMPOSITION.apiURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${(await apiSession()).token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  if (response.status === 204) return undefined as T;
  return ((await response.json()) as { data: T }).data;
}

/**
 * Lets every live edit lock go: the suite's Administrator takes each over and releases it. An editor
 * gives its lock back when its page goes away, but Playwright may close a test's browser before that
 * request leaves, and the lock then lives its 5 minutes: a test that fails on any console error (a 409
 * of a lock is one) starts with none.
 */
export async function releaseLiveLocks(): Promise<void> {
  for (const { collection, id } of await api<Array<{ collection: string; id: string }>>('GET', '/api/locks')) {
    await api('POST', '/api/locks/take-over', { collection, id });
    await api('DELETE', `/api/locks?${new URLSearchParams({ collection, id }).toString()}`);
  }
}

export interface Item {
  id: string;
  title?: string;
  name?: string;
  cardTitle?: string;
  category?: string;
  order: number;
  version: number;
}

/** Removes items a failed test may have left behind (matched by a title or name prefix). */
export async function removeLeftovers(path: string, prefix: string): Promise<void> {
  for (const item of await api<Item[]>('GET', path)) {
    if ((item.title ?? item.name ?? item.cardTitle ?? '').startsWith(prefix)) await api('DELETE', `${path}/${item.id}`);
  }
}

/** Puts the orders back as they were. */
export async function restoreOrders(path: string, original: Item[]): Promise<void> {
  for (const item of await api<Item[]>('GET', path)) {
    const order = original.find((o) => o.id === item.id)?.order;
    if (order !== undefined && order !== item.order) await api('PUT', `${path}/${item.id}`, { order });
  }
}

/** Puts a section back (the stored version is skipped: last write wins). */
export async function restoreSection(path: string, section: Record<string, unknown>): Promise<void> {
  const { version: _v, createdAt: _c, updatedAt: _u, ...body } = section;
  await api('PUT', path, body);
}

/* ---------- UI helpers ---------- */

/** Navigates and waits until the live app has hydrated the server-rendered page (see support/test.ts). */
export async function gotoLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForLiveApp(page);
}

/** The admin's session cookie (httpOnly, Path=/api) as the API sets it. */
export const SESSION_COOKIE = 'admin_session';

/** Sets the session cookie in the page's browser context, as the API would (httpOnly, Path=/api). */
export async function setSessionCookie(page: Page, value: string): Promise<void> {
  const site = new URL(COMPOSITION.baseURL);
  await page.context().addCookies([{ name: SESSION_COOKIE, value, domain: site.hostname, path: '/api', httpOnly: true, sameSite: 'Strict', secure: false }]);
}

/** The session cookie's value in the page's browser context ('' when none). */
export async function sessionCookieOf(page: Page): Promise<string> {
  return (await page.context().cookies(COMPOSITION.baseURL + '/api')).find((c) => c.name === SESSION_COOKIE)?.value ?? '';
}

/**
 * Puts the API helpers' session into a browser context as cookie-mode sign-in leaves it: only the
 * httpOnly cookie, which no page script can read; the dashboard learns who is signed in from
 * GET /api/auth/me. The session is the API helpers' one: a test that clicks Logout signs in with the form.
 */
export async function useApiSession(page: Page): Promise<void> {
  await setSessionCookie(page, (await apiSession()).token);
}

/** Signed in as after the form, without spending a login: the session cookie the form would get. */
export async function signIn(page: Page): Promise<void> {
  await useApiSession(page);
  await gotoLive(page, '/admin/dashboard');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Signs in through the form with the dev credentials (spends a login). */
export async function signInWithForm(page: Page): Promise<void> {
  await gotoLive(page, '/admin/login');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * A top tab's accessible name: its label, then any count badge ("Home Page 2 unpublished changes",
 * "Enquiries 3 new"), so a tab is found whatever is waiting on it.
 */
export function topTabName(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\d+ .+)?$`);
}

/** Opens a top tab of the dashboard and, when given, one of its sub-tabs. */
export async function openTab(page: Page, top: string, sub?: RegExp): Promise<void> {
  await page
    .getByRole('tablist', { name: 'Site sections' })
    .getByRole('tab', { name: topTabName(top) })
    .click();
  if (sub) await page.getByRole('tab', { name: sub }).click();
}

/* ---------- accounts of other roles ---------- */

export interface RoleAccount {
  name: string;
  email: string;
  password: string;
  /** A session token of this person (token-mode sign-in). */
  token: string;
}

/**
 * A new person of the given role, made as an Administrator makes one: added through the API, the
 * one-time link used, then signed in once (token mode).
 */
export async function accountOf(role: string): Promise<RoleAccount> {
  const name = unique(`E2E ${role}`);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@auralis-lifesciences.example`;
  const password = `e2e ${role} password long enough`;
  const added = await apiWhole<{ setPassword: { path: string } }>('POST', '/api/users', { name, email, role, status: 'active' });
  const token = new URLSearchParams(added.setPassword.path.split('#')[1]).get('token');
  const set = await fetch(`${COMPOSITION.apiURL}/api/auth/set-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  if (set.status !== 204) throw new Error(`set-password → ${set.status}`);
  const signedIn = await postLogin(email, password);
  if (!signedIn.ok) throw new Error(`login as ${role} → ${signedIn.status}`);
  return { name, email, password, token: ((await signedIn.json()) as Session).token };
}

/** A call to the API as the dev admin; answers the whole body (for answers with more than `data`). */
export async function apiWhole<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${COMPOSITION.apiURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${(await apiSession()).token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The dashboard, signed in as this person (their session cookie, as the form would leave it). */
export async function signInAsAccount(page: Page, account: RoleAccount): Promise<void> {
  await setSessionCookie(page, account.token);
  await gotoLive(page, '/admin/dashboard');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/**
 * A visitor's enquiry sent for real through the contact form's API (its proof of work solved in Node).
 * Names allow letters only, so the unique part is letters. Answers the name it was sent under.
 */
export async function sendEnquiry(label: string, fields: Record<string, string>): Promise<string> {
  const name = `${label} ${Date.now()
    .toString(36)
    .replace(/[^a-z]/g, '')}`;
  const recaptchaToken = await solveAltcha(`${COMPOSITION.apiURL}/api`);
  const sent = await fetch(`${COMPOSITION.apiURL}/api/contact-form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, ...fields, recaptchaToken }),
  });
  expect(sent.status).toBe(201);
  return name;
}
