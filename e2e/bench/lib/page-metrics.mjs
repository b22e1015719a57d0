// One measured page load in a fresh browser context (empty cache, no cookies), instrumented two ways:
// CDP Network events for bytes and request counts, and an init script that timestamps, in the page,
// when the main heading becomes visible and what the largest contentful paint was.

/** The network/CPU conditions each page load runs under. */
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
 * times need no correction. The heading check runs on every DOM mutation (catches the render that
 * inserts it) and on every animation frame (catches a style change that reveals it).
 */
const INIT_SCRIPT = `(() => {
  const bench = (window.__bench = { h1: null, lcp: null, lcpElement: null });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.lcp = entry.startTime;
        // Which element it was (kept in the JSON): tells text from image, first paint from a later render.
        const el = entry.element;
        bench.lcpElement = (el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : '(removed)') + (entry.url ? ' ' + entry.url : '') + ' ' + entry.size + 'px²';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  const isVisible = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !el.textContent.trim()) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const check = () => {
    if (bench.h1 !== null) return true;
    const h1 = document.querySelector('h1');
    if (h1 && isVisible(h1)) bench.h1 = performance.now();
    return bench.h1 !== null;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  const poll = () => { if (!check()) requestAnimationFrame(poll); };
  requestAnimationFrame(poll);
})();`;

const isScript = (entry) => entry.type === 'Script' || /javascript|ecmascript/.test(entry.mimeType ?? '');

/** Records every non-data: request of the page with its type and encoded (on the wire) size. */
function recordNetwork(cdp) {
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

async function applyProfile(cdp, profile) {
  await cdp.send('Network.enable');
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
}

/**
 * Loads `url` once and returns { jsBytes, jsRequests, requests, h1Ms, lcpMs, lcpElement, errors }.
 * LCP is read after the load has settled (network idle, then a short pause), as Lighthouse does.
 */
export async function measurePage(browser, url, profile) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    await context.addInitScript(INIT_SCRIPT);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    const requests = recordNetwork(cdp);
    await applyProfile(cdp, profile);
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForFunction(() => window.__bench.h1 !== null, null, { timeout: 45_000, polling: 100 });
    await page.waitForLoadState('networkidle', { timeout: 45_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const { h1, lcp, lcpElement } = await page.evaluate(() => window.__bench);
    const all = [...requests.values()];
    const scripts = all.filter(isScript);
    return {
      jsBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
      jsRequests: scripts.length,
      requests: all.length,
      h1Ms: h1,
      lcpMs: lcp,
      lcpElement,
      errors,
    };
  } finally {
    await context.close();
  }
}
