// One measured page load in a fresh browser context (empty cache, no cookies), instrumented two ways:
// CDP Network events for bytes and request counts, and an init script that timestamps, in the page,
// when the main heading becomes visible and what the largest contentful paint was.

/**
 * The network/CPU conditions a page load runs under.
 * @typedef {{ label: string, cpu: number, network: { latency: number, downloadThroughput: number, uploadThroughput: number } | null }} Profile
 */

/**
 * What the init script records in the page (window.__bench), times in ms from navigation start.
 * @typedef {{ h1: number | null, lcp: number | null, lcpElement: string | null, fcp: number | null, published: number | null,
 *   staleTexts: string[], shifts: LayoutShift[] }} Bench
 * @typedef {{ value: number, startTime: number, hadRecentInput: boolean }} LayoutShift
 */

/** @type {Record<string, Profile>} The network/CPU conditions each page load runs under. */
export const PROFILES = {
  localhost: { label: 'localhost', cpu: 1, network: null },
  cpu4x: { label: 'localhost, 4x CPU', cpu: 4, network: null },
  'net-cpu4x': {
    label: '60 ms RTT, 9 Mbps, 4x CPU',
    cpu: 4,
    // Bytes per second: 9 Mbit/s down and up.
    network: { latency: 60, downloadThroughput: 9_000_000 / 8, uploadThroughput: 9_000_000 / 8 },
  },
};

/**
 * Runs before any page script. performance.now() counts from navigation start, so the recorded
 * times need no correction.
 * - h1: the first <h1> with a box and text, whatever its text: checked on every DOM mutation (catches
 *   the render that inserts it) and every animation frame (catches a style change that reveals it).
 * - published: with a marker (the heading just published through the API), when the first frame in
 *   which a visible <h1> contains it has been painted. requestAnimationFrame callbacks run in the
 *   rendering step right before a frame's style, layout and paint (and not at all while render-blocking
 *   styles are pending), so what is visible in a callback is what that frame paints; a message posted
 *   from that callback runs right after the frame's main-thread work, and its time is the one recorded
 *   (on the static snapshot it lands within ~40 ms of first-contentful-paint at 4x CPU, either side:
 *   the paint entry is the compositor's presentation time, this the main thread's end of the frame).
 *   Every other visible <h1> text seen in an earlier frame is kept in staleTexts: a heading painted
 *   before the published one (the built-in default, say).
 * - shifts: every layout-shift entry, for CLS (worked out in Node, see cumulativeLayoutShift).
 * @param {string | undefined} marker
 */
function initScript(marker) {
  return `(() => {
  const marker = ${JSON.stringify(marker ?? null)};
  const bench = (window.__bench = { h1: null, lcp: null, lcpElement: null, fcp: null, published: null, staleTexts: [], shifts: [] });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('largest-contentful-paint', (entry) => {
    bench.lcp = entry.startTime;
    // Which element it was (kept in the JSON): tells text from image, first paint from a later render.
    const el = entry.element;
    bench.lcpElement = (el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : '(removed)') + (entry.url ? ' ' + entry.url : '') + ' ' + entry.size + 'px²';
  });
  observe('layout-shift', (entry) => bench.shifts.push({ value: entry.value, startTime: entry.startTime, hadRecentInput: entry.hadRecentInput }));
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime; });
  const shown = (el) => {
    for (let node = el; node instanceof Element; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || Number(style.opacity) === 0) return false;
    }
    return getComputedStyle(el).visibility !== 'hidden';
  };
  const isVisible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.textContent.trim() !== '' && shown(el);
  };
  const check = () => {
    if (bench.h1 !== null) return true;
    const h1 = document.querySelector('h1');
    if (h1 && isVisible(h1)) bench.h1 = performance.now();
    return bench.h1 !== null;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  let seen = false;
  const afterThisFrame = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { bench.published = performance.now(); };
    channel.port2.postMessage(null);
  };
  const checkPublished = () => {
    for (const h1 of document.querySelectorAll('h1')) {
      if (!isVisible(h1)) continue;
      const text = h1.textContent.replace(/\\s+/g, ' ').trim();
      if (text.includes(marker)) seen = true;
      else if (!bench.staleTexts.includes(text)) bench.staleTexts.push(text);
    }
    if (seen) afterThisFrame();
  };
  const frame = () => {
    if (marker !== null && !seen) checkPublished();
    check();
    if (bench.h1 === null || (marker !== null && !seen)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;
}

/**
 * CLS as Chromium and Lighthouse define it: shifts without recent input, grouped in session windows
 * (a new window after a 1 s gap or 5 s in all), the largest window's sum.
 * @param {LayoutShift[]} shifts
 */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts.filter((s) => !s.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/**
 * One request of a page load, as the CDP Network events told it.
 * @typedef {{ url: string, type?: string, mimeType?: string, status?: number, bytes: number, done: boolean }} RecordedRequest
 */

/** @param {RecordedRequest} entry */
const isScript = (entry) => entry.type === 'Script' || /javascript|ecmascript/.test(entry.mimeType ?? '');

/**
 * Records every non-data: request of the page with its type and encoded (on the wire) size.
 * @param {import('playwright-core').CDPSession} cdp
 */
function recordNetwork(cdp) {
  /** @type {Map<string, RecordedRequest>} */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    requests.set(event.requestId, { url: event.request.url, type: event.type, bytes: 0, done: false });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) Object.assign(entry, { type: event.type ?? entry.type, mimeType: event.response.mimeType, status: event.response.status });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) Object.assign(entry, { bytes: event.encodedDataLength, done: true });
  });
  return requests;
}

/**
 * @param {import('playwright-core').CDPSession} cdp
 * @param {Profile} profile
 */
async function applyProfile(cdp, profile) {
  await cdp.send('Network.enable');
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
}

/** How long a load may take to show the published heading before the run records that it never did. */
const PUBLISHED_TIMEOUT_MS = 20_000;

/**
 * Loads `url` once (by default in a 1366×768 window at 1x) and returns { jsBytes, jsRequests, requests, images, h1Ms, lcpMs, lcpElement, fcpMs, cls,
 * publishedMs, staleTexts, errors }. With `marker` (the heading just published on this route) it also
 * waits for that text; publishedMs stays null if it never became visible. LCP and CLS are read after
 * the load has settled (network idle, then a short pause), as Lighthouse does.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {Profile} profile
 * @param {{ marker?: string, viewport?: { width: number, height: number }, deviceScaleFactor?: number }} [options]
 */
export async function measurePage(browser, url, profile, { marker, viewport = { width: 1366, height: 768 }, deviceScaleFactor = 1 } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  try {
    await context.addInitScript(initScript(marker));
    const page = await context.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    const requests = recordNetwork(cdp);
    await applyProfile(cdp, profile);
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForFunction(() => window.__bench.h1 !== null, null, { timeout: 45_000, polling: 100 });
    if (marker) {
      await page
        .waitForFunction(() => window.__bench.published !== null, null, { timeout: PUBLISHED_TIMEOUT_MS, polling: 100 })
        .catch(() => errors.push(`the published heading "${marker}" never became visible`));
    }
    await page.waitForLoadState('networkidle', { timeout: 45_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const bench = await page.evaluate(() => window.__bench);
    const all = [...requests.values()];
    const scripts = all.filter(isScript);
    return {
      jsBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
      jsRequests: scripts.length,
      requests: all.length,
      // Every image the load downloaded, with its bytes on the wire (bench:media reads the lead image's).
      images: all.filter((r) => r.type === 'Image' && r.done).map(({ url, bytes }) => ({ url, bytes })),
      h1Ms: bench.h1,
      lcpMs: bench.lcp,
      lcpElement: bench.lcpElement,
      fcpMs: bench.fcp,
      cls: cumulativeLayoutShift(bench.shifts),
      marker: marker ?? null,
      publishedMs: marker ? bench.published : null,
      // Only headings painted BEFORE the published one count as stale (the home slider moves on later).
      staleTexts: marker ? bench.staleTexts : [],
      errors,
    };
  } finally {
    await context.close();
  }
}
