// bench:media — what a camera-sized upload costs the visitor.
//
// The administrator's case: a 4000×3000 JPEG of about 4 MB, straight from a camera, uploaded through
// the real API and saved as the first home hero slide and as the About hero. The bench measures LCP
// on / and /about at 4x CPU with 60 ms RTT / 9 Mbps (the net-cpu4x profile of bench:web), first with
// the built-in images, then with the upload, and prints both with their ratio (target ≤ 1.2). It also
// prints the bytes of each page's lead image as downloaded at three viewport widths: 390 (a phone, at
// its 3x pixel density), 1366 and 1920 (1x). Everything it changes is put back afterwards.
//
//   npm run bench:media [-- --runs 5]      (BENCH_BASE_URL=http://localhost:8080 measures a running site)
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { apiClient } from './lib/admin-api.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { measurePage, PROFILES } from './lib/page-metrics.mjs';
import { siteForBench } from './lib/site-servers.mjs';
import { fmt, median, ratio, table, writeResult } from './lib/stats.mjs';

/** @typedef {ReturnType<typeof apiClient>} ApiClient */
/** @typedef {{ path: string, field: string, value: string }} StoredImage  where a lead image is stored, and which */
/** @typedef {Awaited<ReturnType<typeof measureRoute>>} RouteMeasure */

const TARGET_RATIO = 1.2;
const PROFILE = 'net-cpu4x';
const VIEWPORTS = [
  { width: 390, height: 844, deviceScaleFactor: 3 },
  { width: 1366, height: 768, deviceScaleFactor: 1 },
  { width: 1920, height: 1080, deviceScaleFactor: 1 },
];

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(options.runs);

/** @type {Record<string, { label: string, read: (api: ApiClient) => Promise<StoredImage> }>} Where each measured page's lead image is stored, and how to put an image there. */
const LEAD_IMAGES = {
  '/': {
    label: 'first home hero slide',
    async read(api) {
      /** @type {{ id: string, image: string, isActive?: boolean, order?: number }[]} */
      const all = await api.call('GET', '/api/cms/home/slides');
      const slides = all.filter((s) => s.isActive !== false);
      const first = slides.sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
      return { path: `/api/cms/home/slides/${first.id}`, field: 'image', value: first.image };
    },
  },
  '/about': {
    label: 'About hero background',
    read: async (api) => ({ path: '/api/cms/about/hero', field: 'backgroundImage', value: (await api.call('GET', '/api/cms/about/hero')).backgroundImage }),
  },
};

/**
 * A small deterministic random generator, so every run uploads the same picture.
 * @param {number} seed
 */
function random(seed) {
  let state = seed;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * A camera-like JPEG: 4000×3000, a scene of a few hundred overlapping shapes (edges and smooth
 * gradients, as in a photo, so the variants have real detail to encode) under sensor grain, saved at
 * the highest JPEG quality that stays near 4 MB, under the 5 MB upload limit.
 */
async function cameraJpeg() {
  const width = 4000;
  const height = 3000;
  const next = random(13);
  const colour = () => `hsl(${Math.round(next() * 360)}, ${40 + Math.round(next() * 40)}%, ${30 + Math.round(next() * 45)}%)`;
  const shapes = Array.from({ length: 400 }, () => {
    const [x, y, size] = [next() * width, next() * height, 40 + next() * 500];
    return next() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour()}" opacity="${0.4 + next() * 0.6}"/>`
      : `<rect x="${x}" y="${y}" width="${size}" height="${size * (0.3 + next())}" fill="${colour()}" opacity="${0.4 + next() * 0.6}" transform="rotate(${next() * 90} ${x} ${y})"/>`;
  }).join('');
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      '<stop offset="0" stop-color="#2879b6"/><stop offset="0.5" stop-color="#7dc244"/><stop offset="1" stop-color="#ee6a31"/></linearGradient></defs>' +
      `<rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`,
  );
  // @ts-expect-error sharp's types require create.background, which sharp ignores when create.noise is given (lib/input.js)
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .png()
    .toBuffer();
  const base = await sharp(scene)
    .blur(1.2)
    .composite([{ input: grain, blend: 'overlay' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let quality = 95; quality >= 50; quality -= 3) {
    const jpeg = await sharp(base.data, { raw: base.info }).jpeg({ quality, mozjpeg: false }).toBuffer();
    if (jpeg.length <= 4.6 * 1024 * 1024) return { jpeg, quality };
  }
  throw new Error('could not make a camera-like JPEG under 4.6 MB');
}

/**
 * Resolves once a visitor's read of the page's content carries `url` (then 1.1 s: the freshness promise).
 * @param {string} apiURL
 * @param {string} route
 * @param {string} url
 */
async function waitUntilPublished(apiURL, route, url) {
  const path = route === '/' ? '/api/cms/home/slides' : '/api/cms/about/hero';
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const body = await fetch(`${apiURL}${path}`, { headers: { 'Cache-Control': 'no-cache' } }).then((r) => r.text());
    if (body.includes(url)) return new Promise((resolve) => setTimeout(resolve, 1100));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not published on ${route} within 15 s`);
}

/**
 * The lead image's bytes in one load: every response for that image (its original or any variant of it).
 * @param {{ url: string, bytes: number }[]} images
 * @param {string} leadUrl
 */
function leadBytes(images, leadUrl) {
  const stem = leadUrl.replace(/\.[a-z0-9]+$/i, '');
  const hits = images.filter((image) => new URL(image.url).pathname.startsWith(stem));
  return hits.length ? { bytes: hits.reduce((sum, image) => sum + image.bytes, 0), files: hits.map((image) => new URL(image.url).pathname) } : null;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {string} route
 * @param {string} leadUrl
 */
async function measureRoute(browser, baseURL, route, leadUrl) {
  /** @type {(number | null)[]} */
  const lcps = [];
  for (let run = 0; run <= RUNS; run++) {
    const sample = await measurePage(browser, `${baseURL}${route}`, PROFILES[PROFILE]);
    if (run > 0) lcps.push(sample.lcpMs); // the first load only warms the servers' caches
  }
  /** @type {{ viewport: string, bytes: number | null, files: string[] }[]} */
  const bytes = [];
  for (const viewport of VIEWPORTS) {
    const { width, height, deviceScaleFactor } = viewport;
    const sample = await measurePage(browser, `${baseURL}${route}`, PROFILES.localhost, { viewport: { width, height }, deviceScaleFactor });
    bytes.push({ viewport: `${width}@${deviceScaleFactor}x`, ...(leadBytes(sample.images, leadUrl) ?? { bytes: null, files: [] }) });
  }
  return { lcpMs: median(lcps), lcps, bytes };
}

/** @param {Record<string, { builtIn: RouteMeasure, upload: RouteMeasure }>} results */
function report(results) {
  /** @param {number | null} bytes */
  const kb = (bytes) => (bytes === null ? '—' : `${fmt(bytes / 1024, 0)} KB`);
  console.log(`\nLCP at ${PROFILES[PROFILE].label}, median of ${RUNS}; lead-image bytes on the wire per viewport (390 at 3x, others 1x):\n`);
  const rows = Object.entries(results).map(([route, { builtIn, upload }]) => {
    const r = ratio(upload.lcpMs, builtIn.lcpMs);
    return [
      route,
      fmt(builtIn.lcpMs),
      fmt(upload.lcpMs),
      `${fmt(r, 2)} ${r !== null && r <= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
      ...VIEWPORTS.map((_, i) => `${kb(builtIn.bytes[i].bytes)} / ${kb(upload.bytes[i].bytes)}`),
    ];
  });
  console.log(
    table(
      [
        'route',
        'LCP ms built-in',
        'LCP ms 4 MB upload',
        `upload / built-in (≤${TARGET_RATIO})`,
        ...VIEWPORTS.map((v) => `lead image ${v.width}: built-in / upload`),
      ],
      rows,
    ),
  );
  for (const [route, { upload }] of Object.entries(results)) {
    for (const entry of upload.bytes) console.log(`${route} ${entry.viewport}: ${entry.files.join(', ') || '(lead image not downloaded)'}`);
  }
}

async function main() {
  const startedAt = new Date();
  const site = await siteForBench(process.env.BENCH_BASE_URL, 'media');
  const api = apiClient(site.apiURL);
  /** @type {StoredImage[]} */
  const changed = [];
  /** @type {Record<string, { builtIn: RouteMeasure, upload: RouteMeasure }>} */
  const results = {};
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    browser = await launchChromium();
    const { jpeg, quality } = await cameraJpeg();
    console.log(`camera JPEG: 4000×3000, quality ${quality}, ${(jpeg.length / 1024 / 1024).toFixed(2)} MB`);
    /** @type {Record<string, StoredImage>} */
    const originals = {};
    for (const [route, lead] of Object.entries(LEAD_IMAGES)) originals[route] = await lead.read(api);
    /** @type {Record<string, RouteMeasure>} */
    const builtIn = {};
    for (const route of Object.keys(LEAD_IMAGES)) {
      console.log(`measuring ${route} with its built-in image (${originals[route].value})…`);
      builtIn[route] = await measureRoute(browser, site.baseURL, route, originals[route].value);
    }
    const started = performance.now();
    // sharp's toBuffer gives a Buffer over a plain ArrayBuffer, as a Blob part needs.
    const uploaded = await api.upload(/** @type {Uint8Array<ArrayBuffer>} */ (jpeg), 'camera-4000x3000.jpg');
    console.log(`upload answered in ${fmt(performance.now() - started)} ms: ${uploaded.imageUrl}`);
    for (const [route, original] of Object.entries(originals)) {
      await api.call('PUT', original.path, { [original.field]: uploaded.imageUrl });
      changed.push(original);
      await waitUntilPublished(site.apiURL, route, uploaded.imageUrl);
    }
    for (const route of Object.keys(LEAD_IMAGES)) {
      console.log(`measuring ${route} with the upload…`);
      results[route] = { builtIn: builtIn[route], upload: await measureRoute(browser, site.baseURL, route, uploaded.imageUrl) };
    }
    report(results);
    console.log(
      `\nJSON: ${writeResult('media', startedAt, { meta: { startedAt, runs: RUNS, profile: PROFILE, viewports: VIEWPORTS, jpegBytes: jpeg.length, quality }, results })}`,
    );
  } finally {
    for (const { path, field, value } of changed.reverse()) {
      await api.call('PUT', path, { [field]: value }).catch((/** @type {Error} */ error) => console.error(`! could not restore ${path}: ${error.message}`));
    }
    await browser?.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
