import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveRegistry, ReleaseDescriptor, RemoteRelease, RemoteStatus } from '@pharma/shared';
import { expect, test } from '../support/test';
import { api, openTab, signIn } from '../support/admin';
import { expectNoViolations } from '../support/axe';
import { COMPOSITION } from '../support/composition';

/*
 * Remote releases in the dashboard and in browsers, against the running composition (which
 * deployed every remote's build at start): the Administrator's Remotes tab shows each remote's live
 * release; a canary of a release whose code fails to load in browsers goes to the visitors of its
 * share, their browsers report the failures, and the registry rolls it back by itself; the tab says
 * why and those visitors get the live release again.
 */

const SHOTS = '/tmp/h24-shots';
/** A release's content hash that no build makes: the broken copy of the live release. */
const BROKEN = 'badc0ffee000';
const ABOUT_DIR = fileURLToPath(new URL('../../mf-about', import.meta.url));

const liveRegistry = async (): Promise<LiveRegistry> => (await fetch(`${COMPOSITION.apiURL}/api/remotes/live`)).json() as Promise<LiveRegistry>;
const aboutEntry = async () => (await liveRegistry()).remotes.find((entry) => entry.live?.remote === 'mf_about');

/**
 * A copy of mf-about's live release under another version; `breakIt` then removes its page code from its
 * server (after the registry checked every file and let it go to a canary), so `./routes`' chunks answer
 * 404 and every browser that gets it fails to load the page.
 */
function brokenCopy(live: RemoteRelease): { release: ReleaseDescriptor; breakIt: () => void } {
  const source = path.join(ABOUT_DIR, 'releases', live.version);
  const target = path.join(ABOUT_DIR, 'releases', BROKEN);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(source, target, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(target, 'mf-manifest.json'), 'utf8')) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const chunks = manifest.exposes.find((expose) => expose.name === 'routes')?.assets.js.sync ?? [];
  expect(chunks.length).toBeGreaterThan(0);
  const breakIt = () => {
    for (const chunk of chunks) for (const suffix of ['', '.br', '.gz']) rmSync(path.join(target, chunk + suffix), { force: true });
  };
  const { publishedAt: _at, publishedBy: _by, ...build } = live;
  return { release: { ...build, version: BROKEN, entry: live.entry.replace(`/releases/${live.version}/`, `/releases/${BROKEN}/`) }, breakIt };
}

test.describe('Remotes', () => {
  test.afterAll(async () => {
    rmSync(path.join(ABOUT_DIR, 'releases', BROKEN), { recursive: true, force: true });
    const about = await aboutEntry();
    if (about?.canary) await api('POST', '/api/remotes/mf_about/canary/stop');
  });

  test("the Administrator's Remotes tab lists each remote's live release, its entry and its health", async ({ page }) => {
    await signIn(page);
    await openTab(page, 'Remotes');
    const about = page.getByRole('article', { name: /About Page/ });
    const live = (await aboutEntry())?.live;
    expect(live, 'npm start deployed mf-about to the registry').toBeTruthy();
    await expect(about.getByText(new RegExp(`^${live!.version}, live since`))).toBeVisible();
    await expect(about.getByText('Reachable')).toBeVisible();
    await expect(about.getByRole('table', { name: 'Health of About Page' })).toBeVisible();
    await expect(about.getByRole('table', { name: 'Releases of About Page' }).getByRole('row')).not.toHaveCount(1);
    await expectNoViolations(page, test.info());
  });

  test('a canary whose code fails in browsers is rolled back by the registry itself; the tab says why', async ({ browser, page }) => {
    test.setTimeout(120_000);
    const live = (await aboutEntry())!.live!;
    const broken = brokenCopy(live);
    await api('POST', '/api/remotes/releases', broken.release);
    await api('POST', '/api/remotes/mf_about/canary', { version: BROKEN, percent: 50, maxErrorRate: 0.5, minLoads: 3 });
    broken.breakIt();

    // A visitor in the canary's share (their bucket is below 50) gets the broken release, in the
    // server HTML and in the list their browser registers; a visitor above it, the live release.
    const canaryVisitor = await browser.newContext();
    await canaryVisitor.addCookies([{ name: 'site_bucket', value: '10', url: COMPOSITION.baseURL }]);
    const visitor = await canaryVisitor.newPage();
    const loaded: string[] = [];
    visitor.on('request', (request) => request.url().includes('remoteEntry.js') && loaded.push(request.url()));
    await visitor.goto('/about');
    await expect(visitor.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toBeVisible({ timeout: 20_000 });
    await visitor.goto('about:blank'); // leaving the page sends its reports (sendBeacon on pagehide)
    // More visits until the registry has enough reports (it may roll the canary back between two).
    for (let visit = 0; visit < 5 && (await aboutEntry())?.canary; visit++) {
      await visitor.goto('/about');
      await visitor.getByRole('alert').filter({ hasText: 'temporarily unavailable' }).or(visitor.locator('main h1')).first().waitFor();
      await visitor.goto('about:blank');
    }
    expect(loaded.some((url) => url.includes(`/releases/${BROKEN}/`))).toBe(true);

    await expect.poll(async () => (await aboutEntry())?.canary ?? null, { timeout: 30_000 }).toBeNull();
    const status = (await api<RemoteStatus[]>('GET', '/api/remotes')).find((remote) => remote.remote === 'mf_about')!;
    expect(status.live?.version).toBe(live.version);
    expect(status.autoRollback).toMatchObject({
      version: BROKEN,
      reason: expect.stringMatching(/^browsers failed to load mf_about@badc0ffee000 in \d+ of \d+ reported loads/),
    });

    // The same visitor now gets the live release again.
    await visitor.goto('/about');
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(visitor.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0);
    await canaryVisitor.close();

    await signIn(page);
    await openTab(page, 'Remotes');
    const card = page.getByRole('article', { name: /About Page/ });
    await expect(card.getByRole('alert')).toContainText(`Canary ${BROKEN} was rolled back automatically at`);
    await expect(card.getByRole('alert')).toContainText('browsers failed to load mf_about@badc0ffee000');
    mkdirSync(SHOTS, { recursive: true });
    await card.screenshot({ path: `${SHOTS}/remotes-auto-rollback.png` });
    await expectNoViolations(page, test.info());
  });
});
