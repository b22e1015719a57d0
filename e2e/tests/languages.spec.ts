import { mkdirSync } from 'node:fs';
import { expect, test } from '../support/test';
import { accountOf, api, type RoleAccount } from '../support/admin';
import { expectNoViolations, scrollThrough } from '../support/axe';
import { COMPOSITION } from '../support/composition';
import { nuErrors } from '../support/nu-validator';

/*
 * The site in a second language, against the real composition: an Administrator adds German; an
 * Editor translates the About hero, which waits for review (the German page meanwhile shows the
 * English text and says it is English); a Reviewer assigned to German signs; the Editor publishes.
 * A visitor whose browser prefers German is offered the German page, switches, and reads it; its
 * server HTML is German, with hreflang alternates; the English page is untouched.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/languages';
const HERO = '/api/cms/about/hero';
const MEANING = 'Approved for publication';

type Languages = { defaultLocale: string; locales: Array<{ tag: string; fallback: string | null }>; version: number };
type ReviewSettings = { required: boolean; meanings: string[]; unpublishOnExpiry: boolean; version: number };
type Submitted = { id: string; contentHash: string };

/** A call to the API as this person (token mode). */
async function as<T>(who: RoleAccount, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${COMPOSITION.apiURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${who.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The server's HTML of a public path, as a crawler gets it. */
async function served(path: string): Promise<{ status: number; html: string; language: string | null }> {
  const response = await fetch(`${COMPOSITION.baseURL}${path}`);
  return { status: response.status, html: await response.text(), language: response.headers.get('content-language') };
}

/** The reviewer approves the request with the one meaning required; its submitter publishes it. */
async function signAndPublish(editor: RoleAccount, reviewer: RoleAccount, submitted: Submitted): Promise<void> {
  const signature = { meaning: MEANING, verdict: 'approved', password: reviewer.password, username: reviewer.email, contentHash: submitted.contentHash };
  await as(reviewer, 'POST', `/api/review/${submitted.id}/sign`, signature);
  await as(editor, 'POST', `/api/review/${submitted.id}/publish`, {});
}

const h1Of = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

test.use({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });

test('German: translated, held for review, signed by a German reviewer, published; a German visitor is offered it and reads it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const languages = await api<Languages>('GET', '/api/languages');
  const review = await api<ReviewSettings>('GET', '/api/review/settings');
  const english = await api<{ title: string }>('GET', HERO);
  const german = `Über uns ${Date.now().toString(36)}`;
  try {
    // An Administrator adds German and Arabic (falling back to English) and requires review.
    await api('PUT', '/api/languages', {
      defaultLocale: 'en',
      locales: [
        { tag: 'en', fallback: null },
        { tag: 'de', fallback: 'en' },
        { tag: 'ar', fallback: 'en' },
      ],
      version: languages.version,
    });
    await api('PUT', '/api/review/settings', { required: true, meanings: [MEANING], unpublishOnExpiry: false, version: review.version });
    const [editor, reviewer] = [await accountOf('Editor'), await accountOf('Reviewer')];
    const users = await api<Array<{ id: string; email: string }>>('GET', '/api/users');
    const reviewerId = users.find((user) => user.email === reviewer.email)!.id;
    await api('PATCH', `/api/users/${reviewerId}`, { signs: [{ locale: 'de', meaning: MEANING }] });

    // The Editor's German title is a draft: /de/about shows the English text, in English, claiming no German.
    await as(editor, 'PUT', `${HERO}?locale=de`, { title: german });
    const waiting = await served('/de/about');
    expect(waiting.status).toBe(200);
    expect(h1Of(waiting.html)).toBe(english.title);
    expect(waiting.html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/i);
    expect(waiting.language).toBe('en');
    expect(waiting.html).not.toContain('hreflang="de"');

    // Submitted, signed by the German reviewer, published by the Editor.
    const submitted = await as<Submitted>(editor, 'POST', '/api/review/submit', { page: 'about@de' });
    await signAndPublish(editor, reviewer, submitted);

    // The server HTML of /de/about is German, with its alternates; the English page is untouched.
    await expect.poll(async () => h1Of((await served('/de/about')).html), { timeout: 10_000 }).toBe(german);
    const published = await served('/de/about');
    expect(published.html).toMatch(/^<!doctype html>\s*<html lang="de" dir="ltr">/i);
    expect(published.language).toBe('de');
    expect(published.html).toContain(`<link rel="alternate" hreflang="de" href="${COMPOSITION.baseURL}/de/about">`);
    expect(published.html).toContain(`<link rel="alternate" hreflang="x-default" href="${COMPOSITION.baseURL}/about">`);
    expect(h1Of((await served('/about')).html)).toBe(english.title);

    // Arabic goes the same way, and is read right to left.
    await api('PATCH', `/api/users/${reviewerId}`, { signs: ['de', 'ar'].map((locale) => ({ locale, meaning: MEANING })) });
    await as(editor, 'PUT', `${HERO}?locale=ar`, { title: 'من نحن' });
    await signAndPublish(editor, reviewer, await as<Submitted>(editor, 'POST', '/api/review/submit', { page: 'about@ar' }));
    await expect.poll(async () => (await served('/ar/about')).html.slice(0, 200), { timeout: 10_000 }).toMatch(/<html lang="ar" dir="rtl">/);

    // Valid HTML (W3C Nu) and axe's WCAG 2.2 AA rules in German and in Arabic, right to left.
    const documents = { '/de/about': (await served('/de/about')).html, '/ar/about': (await served('/ar/about')).html };
    const nu = Object.entries(nuErrors(documents)).flatMap(([route, messages]) => messages.map((m) => `${route}:${m.lastLine ?? '?'} ${m.message}`));
    expect(nu).toEqual([]);
    for (const path of ['/de/about', '/ar/about']) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready.then(() => true));
      await scrollThrough(page);
      await expectNoViolations(page, testInfo);
    }
    await page.goto('/ar/about');
    await page.screenshot({ path: `${SHOTS}/ar-about.png` });

    // A visitor whose browser prefers German is offered the German page, never sent there.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);
    const offer = page.getByRole('region', { name: 'Language suggestion' });
    await expect(offer).toContainText('This page is also in Deutsch.');
    await page.screenshot({ path: `${SHOTS}/about-offered-german.png` });
    await offer.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(german);
    await expect(offer).toHaveCount(0);
    const switcher = page.getByRole('navigation', { name: 'Language' });
    await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: `${SHOTS}/de-about.png` });

    // Inside German, the site's links stay German, and the pages read their German text.
    const reads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/cms/') && reads.push(new URL(request.url()).search));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Capabilities', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/capabilities$/);
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    expect(reads.every((search) => search.includes('locale=de'))).toBe(true);

    // The switcher leads back to English, on the same page.
    await page.goto('/de/about');
    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);
  } finally {
    const now = await api<ReviewSettings>('GET', '/api/review/settings');
    const { required, meanings, unpublishOnExpiry } = review;
    await api('PUT', '/api/review/settings', { required, meanings, unpublishOnExpiry, version: now.version });
    const current = await api<Languages>('GET', '/api/languages');
    await api('PUT', '/api/languages', { defaultLocale: languages.defaultLocale, locales: languages.locales, version: current.version });
  }
});
