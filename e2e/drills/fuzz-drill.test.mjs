// Drill: hostile input. A fresh composition (embedded store) gets well over 1,000 malformed or hostile
// requests across EVERY write endpoint the API documents (wrong types, huge strings, NoSQL operators,
// prototype-pollution keys, scripts, deep nesting, invalid JSON, wrong content types, bad ids, bad
// tokens, lying uploads). Then: no 5xx, the API is healthy and still guards writes, and no stored
// script runs on any public page.
//
//   node --test drills/fuzz-drill.test.mjs        (SKIP_BUILD=1 to serve the existing dist folders)
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchChromium } from '../bench/lib/chromium.mjs';
import { startComposition } from '../bench/lib/site-servers.mjs';
import { solveAltcha } from './lib/altcha.mjs';
import { DEV_ADMIN, login } from './lib/api-process.mjs';
import { runCases, statusClass, tally } from './lib/fuzz-runner.mjs';
import { MARKER, PWNED_FLAG, SCRIPT_STRINGS } from './lib/hostile-values.mjs';
import { journeyUploadCases, uploadImageCases } from './lib/multipart-cases.mjs';
import { jsonCases, leafPaths, loadWriteOperations, sample, withValue } from './lib/openapi-cases.mjs';
import { checkServerHtml, patternText, schemaAt } from './lib/server-html.mjs';
import { started } from './lib/started.mjs';
import { PUBLIC_ROUTES } from '../support/public-routes.mjs';
/** @import { FuzzAnswer, FuzzCase } from './lib/fuzz-runner.mjs' */
/** @import { PathKey, WriteOperation } from './lib/openapi-cases.mjs' */

/** @typedef {FuzzCase & FuzzAnswer} FuzzResult */
/** @typedef {{ op: string, attempt: number, status: number, excerpt: string }} PatternSave */

/** The 21000 range of the benchmark/drill engineer: gateway 29080, API 24000, remotes 25101–25107. */
const OFFSET = 21000;
const MIN_CASES = 1000;
const CONTACT_FORM = '/api/contact-form';
/** The longest text stored by the server-HTML pass (a field's own maxLength when lower). */
const LONG_TEXT = 50_000;

/**
 * @type {{ results: FuzzResult[], baseline: (FuzzResult & { path: string })[], poison: FuzzResult[],
 *   site: Awaited<ReturnType<typeof startComposition>> | null, auth: string, logoutAuth: string }}
 */
const state = { results: [], baseline: [], poison: [], site: null, auth: '', logoutAuth: '' };

/** The composition the before hook started. */
const site = () => started(state.site, 'the composition');

/** The value at `path` inside a JSON value (a path leafPaths found in it). */
const valueAt = (/** @type {unknown} */ body, /** @type {PathKey[]} */ path) =>
  path.reduce((node, key) => /** @type {Record<PathKey, unknown>} */ (node)[key], body);

/**
 * The {id} of a write path: an item created by this drill (never the site's seeded content).
 * @param {string} path
 */
function collectionOf(path) {
  return path.replace(/\/\{id\}$/, '');
}

/**
 * Phase 1: one valid request per create/update, so later cases hit real ids and real validation.
 * @param {string} api  the API's origin
 * @param {WriteOperation[]} operations
 */
async function baseline(api, operations) {
  /** @type {Map<string, string>} */
  const ids = new Map();
  /** @type {(FuzzCase & { path: string })[]} */
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

/**
 * Contact-form cases that should pass validation need a fresh proof-of-work token each.
 * @param {string} api
 */
function withAltcha(api) {
  /**
   * @template {FuzzCase} C
   * @param {C} c
   * @returns {Promise<C>}
   */
  return async (c) => {
    if (!c.op?.endsWith(CONTACT_FORM) || !(c.label === 'valid' || c.label.includes('hostile string'))) return c;
    const body = JSON.parse(String(c.body)); // the contact form's cases are JSON text
    body.recaptchaToken = await solveAltcha(`${api}/api`);
    return { ...c, body: JSON.stringify(body) };
  };
}

/**
 * @param {string} api
 * @param {WriteOperation[]} operations
 * @param {Map<string, string>} ids  per collection path, an item the baseline created
 */
function allCases(api, operations, ids) {
  /** @type {FuzzCase[]} */
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
 * The cases above include valid review writes: a sampled Settings › Review may have turned
 * "Require review before publishing" on, and a submission may have frozen a page. The browser pass
 * needs saves that publish, so review goes off and every open submission is withdrawn first.
 * @param {string} api
 */
async function reviewOff(api) {
  const headers = { 'content-type': 'application/json', authorization: state.auth };
  /**
   * @param {string} method
   * @param {string} path
   * @param {object} [body]
   * @returns {Promise<any>}  the answer's `data`, as the API sends it (settings, review requests)
   */
  const call = async (method, path, body) => {
    const response = await fetch(`${api}${path}`, { method, headers, body: body && JSON.stringify(body) });
    assert.ok(response.ok, `${method} ${path} → ${response.status}`);
    return (await response.json()).data;
  };
  const { version } = await call('GET', '/api/review/settings');
  await call('PUT', '/api/review/settings', { required: false, meanings: ['Approved for publication'], unpublishOnExpiry: false, version });
  for (const request of await call('GET', '/api/review')) {
    if (request.state === 'in_review' || request.state === 'approved') await call('POST', `/api/review/${request.id}/withdraw`);
  }
}

/**
 * Phase 3: leave hostile text in every free-text field the API accepts, so the browser pass renders it.
 * Only the sampler's generic texts ('Drill …') are replaced: enums, addresses, colours, e-mails and
 * ids keep their valid values. Items are created afresh (earlier cases may have deleted the drill's
 * items), sections are overwritten; short payloads fit fields limited to 50 characters.
 * @param {string} api
 * @param {WriteOperation[]} operations
 */
async function poison(api, operations) {
  const payloads = SCRIPT_STRINGS.filter((value) => value.length <= 50);
  /** @type {FuzzCase[]} */
  const cases = [];
  for (const op of operations) {
    if (op.contentType !== 'application/json' || op.method === 'DELETE' || op.path.includes('{id}')) continue;
    if (!op.path.startsWith('/api/cms/')) continue; // only content is rendered for visitors
    let body = sample(op.schema, op.doc);
    leafPaths(body).forEach((path, i) => {
      const value = valueAt(body, path);
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

/**
 * Phase 4: every free-text field of every content write gets replacement patterns and closing tags
 * (lib/server-html.mjs), as long as the field allows, up to 50 KB. The OpenAPI document gives few
 * maxLengths, so a write refused for lengths is tried again with the limits its 400 named per field.
 * @param {string} api
 * @param {WriteOperation[]} operations
 */
async function patternSaves(api, operations) {
  /** @type {PatternSave[]} */
  const results = [];
  for (const op of operations) {
    if (op.contentType !== 'application/json' || op.method === 'DELETE' || op.path.includes('{id}') || !op.path.startsWith('/api/cms/')) continue;
    /** @type {Map<string, number>} */
    const limits = new Map();
    for (let attempt = 0; attempt < 4; attempt++) {
      let body = sample(op.schema, op.doc);
      for (const path of leafPaths(body)) {
        const value = valueAt(body, path);
        if (typeof value !== 'string' || !value.startsWith('Drill ')) continue;
        // A limit named for an array of strings ('each value in achievements …') holds for each of its items.
        const longest = limits.get(path.join('.')) ?? limits.get(path.slice(0, -1).join('.')) ?? schemaAt(op.schema, op.doc, path).maxLength ?? LONG_TEXT;
        body = withValue(body, path, patternText(Math.min(longest, LONG_TEXT)));
      }
      const headers = { 'content-type': 'application/json', authorization: state.auth };
      const response = await fetch(`${api}${op.path}`, { method: op.method, headers, body: JSON.stringify(body) });
      const answer = await response.text();
      results.push({ op: `${op.method} ${op.path}`, attempt, status: response.status, excerpt: answer.slice(0, 160) });
      if (response.status !== 400 || !learnLimits(answer, limits)) break;
    }
  }
  return results;
}

/**
 * The per-field length limits a validation answer names ({"errors":{"stats.0.label":["… shorter than or equal to 200 characters"]}}).
 * @param {string} answer  the 400's body
 * @param {Map<string, number>} limits  learned so far; gets what this answer adds
 */
function learnLimits(answer, limits) {
  /** @type {Record<string, unknown>} */
  let errors;
  try {
    errors = JSON.parse(answer).errors ?? {};
  } catch {
    return false;
  }
  let learned = false;
  for (const [field, messages] of Object.entries(errors)) {
    const max = /shorter than or equal to (\d+) characters/.exec(String(messages))?.[1];
    if (max && limits.get(field) !== Number(max)) {
      limits.set(field, Number(max));
      learned = true;
    }
  }
  return learned;
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
  /** @type {Record<string, number>} */
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
    const composition = await startComposition({
      offset: OFFSET,
      dataDir: `${tmp}/data`,
      runDir: `${tmp}/run`,
      logFile: `${tmp}/compose.log`,
      // Every log line, not only warnings: the log scan below reads what an operator's collector gets.
      env: { LOGIN_RATE_LIMIT: '100000', CONTACT_RATE_LIMIT: '100000', LOGIN_LOCKOUT_THRESHOLD: '100000', LOG_LEVEL: 'log' },
    });
    state.site = composition;
    const api = composition.ports.apiURL;
    state.auth = `Bearer ${await login(`${api}/api`)}`;
    state.logoutAuth = `Bearer ${await login(`${api}/api`)}`;
    const operations = await loadWriteOperations(api);
    const { ids, results } = await baseline(api, operations);
    state.baseline = results;
    state.results = await runCases(allCases(api, operations, ids), { prepare: withAltcha(api) });
    await reviewOff(api);
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
    const api = site().ports.apiURL;
    assert.equal((await fetch(`${api}/api/health`)).status, 200);
    const anonymous = await fetch(`${api}/api/cms/home/offerings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(anonymous.status, 401);
    const me = await fetch(`${api}/api/auth/me`, { headers: { authorization: `Bearer ${await login(`${api}/api`)}` } }).then((r) => r.json());
    assert.equal(me.user?.username ?? me.data?.user?.username, DEV_ADMIN.username);
  });

  test('no log line of any process carries a session token, a password or an unmasked e-mail address', () => {
    const { runDir, logFile } = site();
    const files = [logFile, ...readdirSync(path.join(runDir, 'logs')).map((name) => path.join(runDir, 'logs', name))];
    const secrets = [state.auth, state.logoutAuth].map((auth) => auth.slice('Bearer '.length)).concat(DEV_ADMIN.password);
    /** @type {string[]} */
    const leaks = [];
    let lines = 0;
    for (const file of files) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        lines++;
        for (const secret of secrets) if (line.includes(secret)) leaks.push(`${path.basename(file)}: a secret: ${line.slice(0, 200)}`);
        // Masked addresses keep the first letter: a***@example.com.
        for (const [address, local] of line.matchAll(/([A-Za-z0-9._%+-]+)@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g)) {
          if (!/^[^*]\*\*\*$/.test(local)) leaks.push(`${path.basename(file)}: ${address}: ${line.slice(0, 200)}`);
        }
      }
    }
    console.log(`log scan: ${lines} lines in ${files.length} files, ${leaks.length} leaks`);
    assert.ok(lines > 100, 'the processes did log');
    assert.deepEqual(leaks.slice(0, 20), []);
  });

  test('no stored script runs on any public page', async () => {
    const browser = await launchChromium();
    /** @type {Awaited<ReturnType<typeof visit>>[]} */
    const report = [];
    try {
      for (const route of PUBLIC_ROUTES) report.push(await visit(browser, `${site().ports.baseURL}${route}`, route));
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

  test('every public route’s server HTML holds $-patterns, closing tags and 50 KB texts as text (plain GET)', async () => {
    const { apiURL, baseURL } = site().ports;
    const saves = await patternSaves(apiURL, await loadWriteOperations(apiURL));
    const stored = saves.filter((r) => r.status < 300);
    console.log(`server HTML: pattern texts stored by ${stored.length} writes of ${new Set(saves.map((r) => r.op)).size}`);
    const refused = saves.filter((r) => r.status >= 300 && !stored.some((x) => x.op === r.op));
    for (const r of refused) console.log(`server HTML: write refused ${r.status} ${r.op} (try ${r.attempt + 1}) ${r.excerpt}`);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the content revision reaches the gateway within ~0.5 s
    const report = [];
    for (const route of PUBLIC_ROUTES) {
      const response = await fetch(`${baseURL}${route}`);
      report.push({ route, ...checkServerHtml(response.status, await response.text()) });
    }
    console.table(report);
    assert.ok(stored.length > 0, 'no content write stored the pattern texts');
    for (const r of report) {
      assert.deepEqual(
        { status: r.status, doctypes: r.doctypes, heads: r.heads, pageData: r.pageData, parses: r.parses, raw: r.raw },
        { status: 200, doctypes: 1, heads: 1, pageData: 1, parses: true, raw: 0 },
        r.route,
      );
    }
    // Where the saved text reached the page's data, the page shows it, escaped (three routes show built-in text only).
    const reached = report.filter((r) => r.textInData);
    assert.ok(reached.length >= 5, `the saved text reached only ${reached.length} routes`);
    assert.deepEqual(
      reached.filter((r) => !r.shownEscaped).map((r) => r.route),
      [],
      'saved text in the data but not shown as text',
    );
  });
});

/**
 * Opens a route, scrolls through it (lazy sections, animations), and reports what ran.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} route
 */
async function visit(browser, url, route) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    // Dialogs are counted, whether a payload calls alert() directly or through a replaced function.
    await context.addInitScript(() => {
      window.__dialogs = 0;
      // The three functions by name; each replacement counts and returns nothing.
      const scope = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
      for (const name of ['alert', 'confirm', 'prompt']) scope[name] = () => void window.__dialogs++;
    });
    const page = await context.newPage();
    let dialogs = 0;
    /** @type {string[]} */
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
      ([flag, marker]) => ({
        pwned: /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))[flag] ?? null,
        dialogs: window.__dialogs,
        markerShown: document.body.innerText.includes(marker),
      }),
      [PWNED_FLAG, MARKER],
    );
    return { route, pwned: seen.pwned, dialogs: dialogs + seen.dialogs, markerShown: seen.markerShown, errors };
  } finally {
    await context.close();
  }
}
