// Drill: hostile input. A fresh composition (embedded store) gets well over 1,000 malformed or hostile
// requests across EVERY write endpoint the API documents (wrong types, huge strings, NoSQL operators,
// prototype-pollution keys, scripts, deep nesting, invalid JSON, wrong content types, bad ids, bad
// tokens, lying uploads). Then: no 5xx, the API is healthy and still guards writes, and no stored
// script runs on any public page.
//
//   node --test drills/fuzz-drill.test.mjs        (SKIP_BUILD=1 to serve the existing dist folders)
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { launchChromium } from '../bench/lib/chromium.mjs';
import { startComposition } from '../bench/lib/site-servers.mjs';
import { solveAltcha } from './lib/altcha.mjs';
import { DEV_ADMIN, login } from './lib/api-process.mjs';
import { runCases, statusClass, tally } from './lib/fuzz-runner.mjs';
import { MARKER, PWNED_FLAG, SCRIPT_STRINGS } from './lib/hostile-values.mjs';
import { journeyUploadCases, uploadImageCases } from './lib/multipart-cases.mjs';
import { jsonCases, leafPaths, loadWriteOperations, sample, withValue } from './lib/openapi-cases.mjs';
import { PUBLIC_ROUTES } from '../support/public-routes.mjs';

/** The 21000 range of the benchmark/drill engineer: gateway 29080, API 24000, remotes 25101–25107. */
const OFFSET = 21000;
const MIN_CASES = 1000;
const CONTACT_FORM = '/api/contact-form';

const state = { results: [], baseline: [], poison: [], site: null, auth: '', logoutAuth: '' };

/** The {id} of a write path: an item created by this drill (never the site's seeded content). */
function collectionOf(path) {
  return path.replace(/\/\{id\}$/, '');
}

/** Phase 1: one valid request per create/update, so later cases hit real ids and real validation. */
async function baseline(api, operations) {
  const ids = new Map();
  const cases = [];
  for (const op of operations) {
    if (op.contentType !== 'application/json' || op.path.includes('{id}') || op.path === '/api/auth/login') continue;
    cases.push({
      op: `${op.method} ${op.path}`,
      label: 'valid',
      method: op.method,
      url: `${api}${op.path}`,
      headers: { 'content-type': 'application/json', authorization: state.auth },
      body: JSON.stringify(sample(op.schema, op.doc)),
      path: op.path,
    });
  }
  const results = await runCases(cases, { prepare: withAltcha(api) });
  for (const r of results) {
    const id =
      r.status < 300
        ? (() => {
            try {
              return JSON.parse(r.excerpt).data?.id;
            } catch {
              return undefined;
            }
          })()
        : undefined;
    if (id) ids.set(r.path, id);
  }
  // An enquiry to PATCH/DELETE: the contact form above created one (it is only readable by an admin).
  const enquiries = await fetch(`${api}/api/enquiries`, { headers: { authorization: state.auth } })
    .then((r) => r.json())
    .catch(() => ({}));
  if (enquiries.data?.[0]?.id) ids.set('/api/enquiries', enquiries.data[0].id);
  return { ids, results };
}

/** Contact-form cases that should pass validation need a fresh proof-of-work token each. */
function withAltcha(api) {
  return async (c) => {
    if (!c.op?.endsWith(CONTACT_FORM) || !(c.label === 'valid' || c.label.includes('hostile string'))) return c;
    const body = JSON.parse(c.body);
    body.recaptchaToken = await solveAltcha(`${api}/api`);
    return { ...c, body: JSON.stringify(body) };
  };
}

function allCases(api, operations, ids) {
  const cases = [];
  for (const op of operations) {
    const id = ids.get(collectionOf(op.path)) ?? '000000000000000000000000';
    const url = `${api}${op.path.replace('{id}', id)}`;
    if (op.path === '/api/upload/image') cases.push(...uploadImageCases(url, state.auth));
    else if (op.contentType === 'multipart/form-data') cases.push(...journeyUploadCases(url, state.auth));
    // Logout revokes the session it is called with: its cases get a session of their own, so the
    // drill's token keeps working for every other endpoint.
    else if (op.path === '/api/auth/logout') cases.push(...jsonCases(op, url, null, state.logoutAuth));
    else cases.push(...jsonCases(op, url, op.schema ? sample(op.schema, op.doc) : null, state.auth));
  }
  return cases;
}

/**
 * Phase 3: leave hostile text in every free-text field the API accepts, so the browser pass renders it.
 * Only the sampler's generic texts ('Drill …') are replaced: enums, addresses, colours, e-mails and
 * ids keep their valid values. Items are created afresh (earlier cases may have deleted the drill's
 * items), sections are overwritten; short payloads fit fields limited to 50 characters.
 */
async function poison(api, operations) {
  const payloads = SCRIPT_STRINGS.filter((value) => value.length <= 50);
  const cases = [];
  for (const op of operations) {
    if (op.contentType !== 'application/json' || op.method === 'DELETE' || op.path.includes('{id}')) continue;
    if (!op.path.startsWith('/api/cms/')) continue; // only content is rendered for visitors
    let body = sample(op.schema, op.doc);
    leafPaths(body).forEach((path, i) => {
      const value = path.reduce((node, key) => node[key], body);
      if (typeof value === 'string' && value.startsWith('Drill ')) body = withValue(body, path, payloads[i % payloads.length]);
    });
    cases.push({
      op: `${op.method} ${op.path}`,
      label: 'poison',
      method: op.method,
      url: `${api}${op.path}`,
      headers: { 'content-type': 'application/json', authorization: state.auth },
      body: JSON.stringify(body),
    });
  }
  return runCases(cases, { concurrency: 1 });
}

function printSummary() {
  const { classes, statuses } = tally(state.results);
  const ops = new Set(state.results.map((r) => r.op));
  console.log(`fuzz: ${state.results.length} hostile requests over ${ops.size} write operations`);
  console.log(`fuzz: by status class ${JSON.stringify(classes)}; by status ${JSON.stringify(statuses)}`);
  const accepted = state.baseline.filter((r) => r.status < 300).length;
  console.log(
    `fuzz: valid sampled bodies accepted ${accepted}/${state.baseline.length}${
      accepted < state.baseline.length
        ? ` (refused: ${state.baseline
            .filter((r) => r.status >= 300)
            .map((r) => `${r.op} ${r.status}`)
            .join(', ')})`
        : ''
    }`,
  );
  console.log(`fuzz: hostile text stored for the browser pass by ${state.poison.filter((r) => r.status < 300).length}/${state.poison.length} writes`);
  for (const r of state.poison.filter((x) => x.status >= 300)) console.log(`fuzz: poison refused ${r.status} ${r.op} ${r.excerpt.slice(0, 160)}`);
  // Failures grouped by kind of case (the field name removed), then a few full examples.
  const failures = state.results.filter((x) => x.status >= 500 || x.status === 0);
  const kinds = {};
  for (const r of failures) {
    const kind = `${r.status} ${r.label.replace(/^[\w.]+: /, '')}`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  if (failures.length) console.log(`fuzz: failures by kind ${JSON.stringify(kinds)}`);
  for (const r of failures.slice(0, 8)) console.log(`fuzz: ${statusClass(r.status)} ${r.status} ${r.op} [${r.label}] ${r.excerpt}`);
}

describe('hostile input against every write endpoint', { timeout: 900_000 }, () => {
  before(async () => {
    const tmp = `/tmp/bench-fuzz-${process.pid}`;
    // Rate limits and the account lockout raised so hostile logins and contact forms reach validation
    // instead of stopping at 429 (and the drill's own sign-ins are never locked out).
    state.site = await startComposition({
      offset: OFFSET,
      dataDir: `${tmp}/data`,
      runDir: `${tmp}/run`,
      logFile: `${tmp}/compose.log`,
      env: { LOGIN_RATE_LIMIT: '100000', CONTACT_RATE_LIMIT: '100000', LOGIN_LOCKOUT_THRESHOLD: '100000' },
    });
    const api = state.site.ports.apiURL;
    state.auth = `Bearer ${await login(`${api}/api`)}`;
    state.logoutAuth = `Bearer ${await login(`${api}/api`)}`;
    const operations = await loadWriteOperations(api);
    const { ids, results } = await baseline(api, operations);
    state.baseline = results;
    state.results = await runCases(allCases(api, operations, ids), { prepare: withAltcha(api) });
    state.poison = await poison(api, operations);
    printSummary();
  });

  after(async () => {
    await state.site?.stop();
    // The data goes; the composition's log stays, for the stack traces behind any 5xx.
    rmSync(`/tmp/bench-fuzz-${process.pid}/data`, { recursive: true, force: true });
    console.log(`fuzz: API and gateway log: /tmp/bench-fuzz-${process.pid}/compose.log`);
  });

  test(`at least ${MIN_CASES} hostile payloads, none answered 5xx or left unanswered`, () => {
    assert.ok(state.results.length >= MIN_CASES, `only ${state.results.length} cases`);
    const bad = state.results.filter((r) => r.status >= 500 || r.status === 0);
    assert.deepEqual(
      bad.map((r) => `${r.status} ${r.op} [${r.label}]`),
      [],
    );
  });

  test('the API is still healthy, still refuses anonymous writes and still signs the admin in', async () => {
    const api = state.site.ports.apiURL;
    assert.equal((await fetch(`${api}/api/health`)).status, 200);
    const anonymous = await fetch(`${api}/api/cms/home/offerings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(anonymous.status, 401);
    const me = await fetch(`${api}/api/auth/me`, { headers: { authorization: `Bearer ${await login(`${api}/api`)}` } }).then((r) => r.json());
    assert.equal(me.user?.username ?? me.data?.user?.username, DEV_ADMIN.username);
  });

  test('no stored script runs on any public page', async () => {
    const browser = await launchChromium();
    const report = [];
    try {
      for (const route of PUBLIC_ROUTES) report.push(await visit(browser, `${state.site.ports.baseURL}${route}`, route));
    } finally {
      await browser.close();
    }
    for (const r of report)
      console.log(
        `browser: ${r.route} pwned=${r.pwned} dialogs=${r.dialogs} marker shown=${r.markerShown} page errors=${r.errors.length}${r.errors.length ? ` (${r.errors[0].slice(0, 120)})` : ''}`,
      );
    assert.deepEqual(
      report.filter((r) => r.pwned !== null || r.dialogs > 0).map((r) => r.route),
      [],
      'a stored script ran',
    );
    assert.ok(
      report.some((r) => r.markerShown),
      'hostile content reached at least one page (as inert text)',
    );
  });
});

/** Opens a route, scrolls through it (lazy sections, animations), and reports what ran. */
async function visit(browser, url, route) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    // Dialogs are counted, whether a payload calls alert() directly or through a replaced function.
    await context.addInitScript(() => {
      window.__dialogs = 0;
      for (const name of ['alert', 'confirm', 'prompt']) window[name] = () => void window.__dialogs++;
    });
    const page = await context.newPage();
    let dialogs = 0;
    const errors = [];
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'networkidle' });
    for (let y = 0; y < 12; y++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(
      ([flag, marker]) => ({ pwned: window[flag] ?? null, dialogs: window.__dialogs, markerShown: document.body.innerText.includes(marker) }),
      [PWNED_FLAG, MARKER],
    );
    return { route, pwned: seen.pwned, dialogs: dialogs + seen.dialogs, markerShown: seen.markerShown, errors };
  } finally {
    await context.close();
  }
}
