import sharp from 'sharp';
import { expect, test } from '../support/test';
import { api, apiSession, gotoLive, openTab, restoreSection, signIn } from '../support/admin';
import { COMPOSITION } from '../support/composition';

/*
 * Media across the composition: an upload's variants drawn by the server HTML and the
 * browser, its alt text and focal point set in the editor, the media library, and the refusals.
 */

const HERO_PATH = '/api/cms/about/hero';

interface MediaAsset {
  id: string;
  url: string;
  alt: string;
  decorative: boolean;
  focal: { x: number; y: number };
  variants: { format: string; width: number; url: string }[];
}

/** A photo-like JPEG of `width`×`height` (grain over a gradient), different on every call. */
async function photo(width: number, height: number): Promise<Buffer> {
  const seed = Math.round(Math.random() * 255);
  return sharp({ create: { width, height, channels: 3, background: { r: seed, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function upload(bytes: Buffer, name: string): Promise<MediaAsset> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${COMPOSITION.apiURL}/api/upload/image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${(await apiSession()).token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { media: MediaAsset }).media;
}

test.describe('media', () => {
  test.describe.configure({ mode: 'serial' });
  let original: Record<string, unknown>;

  test.beforeAll(async () => {
    original = await api<Record<string, unknown>>('GET', HERO_PATH);
  });

  test.afterAll(async () => {
    await restoreSection(HERO_PATH, original);
  });

  test('an uploaded hero is served from its AVIF/WebP variants, sized for the screen, with its alt text and focal point', async ({ page, browser }) => {
    const media = await upload(await photo(2400, 1600), 'hero.jpg');
    await api('PATCH', `/api/media/${media.id}`, { alt: 'Chemists in the lab', focal: { x: 25, y: 75 } });
    await api('PUT', HERO_PATH, { backgroundImage: media.url });
    await page.waitForTimeout(1100);

    // The server HTML: a <picture> with both formats, the lead image first and at high priority.
    const html = await (await fetch(`${COMPOSITION.baseURL}/about`)).text();
    const picture = /<section class="page-hero about-hero"><picture>(.*?)<\/picture>/.exec(html)?.[1] ?? '';
    expect(picture).toContain(`<source type="image/avif" srcSet="${media.url.replace('.jpg', '-320.avif')} 320w`);
    expect(picture).toContain('sizes="100vw"');
    expect(picture).toMatch(/<img [^>]*alt="Chemists in the lab"[^>]*width="2400" height="1600"[^>]*loading="eager" fetchPriority="high"/);
    expect(picture).toContain('object-position:25% 75%');
    expect(html).not.toContain(`href="${media.url}"`); // the original is never preloaded

    // The browser downloads one variant that fits the screen, never the 2400 px original.
    for (const [width, deviceScaleFactor, expected] of [
      [390, 3, '-1280.avif'],
      [1366, 1, '-1600.avif'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor });
      const visitor = await context.newPage();
      const images: string[] = [];
      visitor.on('request', (request) => {
        if (request.url().includes(media.url.replace('.jpg', ''))) images.push(new URL(request.url()).pathname);
      });
      await gotoLive(visitor, '/about');
      await expect(visitor.getByRole('img', { name: 'Chemists in the lab' })).toBeVisible();
      expect(images).toEqual([media.url.replace('.jpg', expected)]);
      await context.close();
    }
  });

  test('the editor sets an upload\u2019s alt text and focal point, and refuses to save it without alt text', async ({ page }) => {
    const media = await upload(await photo(1200, 800), 'editor.jpg');
    await api('PUT', HERO_PATH, { backgroundImage: media.url });
    await signIn(page);
    await openTab(page, 'About Page', /^About Hero/);
    await page.getByRole('button', { name: 'Edit Hero Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit' });
    const field = dialog.getByRole('group', { name: 'Background Image' });

    // No alt text yet: the save is refused at the field.
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(field.getByText('Add alternative text or mark the image as decorative.').first()).toBeVisible();
    await expect(dialog).toBeVisible();

    const alt = field.getByRole('textbox', { name: 'Alternative text' });
    await alt.fill('Reactor hall at dawn');
    await alt.blur();
    await expect(field.getByText('Image details saved')).toBeVisible();
    const picker = field.getByRole('button', { name: /^Focal point of Background Image/ });
    await picker.scrollIntoViewIfNeeded();
    const picture = (await picker.locator('img').boundingBox())!;
    await page.mouse.click(picture.x + picture.width * 0.8, picture.y + picture.height * 0.2);
    await expect(picker).toHaveAccessibleName(/80% from left, 20% from top/);
    await picker.press('ArrowDown');
    await expect(picker).toHaveAccessibleName(/80% from left, 25% from top/);
    await expect.poll(async () => (await api<MediaAsset>('GET', `/api/media/${media.id}`)).focal).toEqual({ x: 80, y: 25 });

    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('About Hero saved successfully!')).toBeVisible();
    const saved = await api<MediaAsset>('GET', `/api/media/${media.id}`);
    expect(saved).toMatchObject({ alt: 'Reactor hall at dawn', decorative: false, focal: { x: 80, y: 25 } });

    // The visitor's page uses them.
    await gotoLive(page, '/about');
    await expect(page.getByRole('img', { name: 'Reactor hall at dawn' })).toHaveCSS('object-position', '80% 25%');
  });

  test('the media library lists uploads with where they are used, and refuses to delete one in use with the places', async ({ page }) => {
    const media = await upload(await photo(900, 600), 'library-test.jpg');
    await api('PATCH', `/api/media/${media.id}`, { decorative: true });
    await api('PUT', HERO_PATH, { backgroundImage: media.url });
    await signIn(page);
    await page.getByRole('tablist', { name: 'Site sections' }).getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Media library' }).click();
    const row = page.getByRole('row').filter({ hasText: 'library-test.jpg' });
    await expect(row).toContainText('900×600 px');
    await expect(row).toContainText('About › Hero › backgroundImage');
    await expect(row).toContainText('Decorative');

    await row.getByRole('button', { name: 'Delete library-test.jpg' }).click();
    await page.getByRole('dialog', { name: 'Delete image' }).getByRole('button', { name: 'Delete' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'This image is still used and cannot be deleted.' });
    await expect(refusal).toContainText('About › Hero › backgroundImage');

    await restoreSection(HERO_PATH, original);
    await row.getByRole('button', { name: 'Delete library-test.jpg' }).click();
    await page.getByRole('dialog', { name: 'Delete image' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted library-test.jpg')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'library-test.jpg' })).toHaveCount(0);
    expect((await fetch(`${COMPOSITION.baseURL}${media.url}`)).status).toBe(404);
  });

  test('an image field picks an earlier upload from the library instead of uploading again', async ({ page }) => {
    const media = await upload(await photo(800, 500), 'pick-me.jpg');
    await api('PATCH', `/api/media/${media.id}`, { alt: 'Picked from the library' });
    await signIn(page);
    await openTab(page, 'About Page', /^About Hero/);
    await page.getByRole('button', { name: 'Edit Hero Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit' });
    await dialog.getByRole('group', { name: 'Background Image' }).getByRole('button', { name: 'Choose from library' }).click();
    const library = page.getByRole('dialog', { name: 'Choose Background Image from the media library' });
    await library.getByLabel('Search by name or alternative text').fill('Picked from');
    await library.getByRole('button', { name: /Picked from the library/ }).click();
    await expect(library).toBeHidden();
    await expect(dialog.getByLabel('Background Image URL')).toHaveValue(media.url);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('About Hero saved successfully!')).toBeVisible();
    expect((await api<{ backgroundImage: string }>('GET', HERO_PATH)).backgroundImage).toBe(media.url);
  });

  test('a decompression bomb is refused with a clear message in the editor', async ({ page }) => {
    // 9000×9000 pixels of one colour: a PNG of a few hundred KB that would decode to 243 MB.
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await signIn(page);
    await openTab(page, 'About Page', /^About Hero/);
    await page.getByRole('button', { name: 'Edit Hero Section' }).click();
    const field = page.getByRole('dialog', { name: 'Edit' }).getByRole('group', { name: 'Background Image' });
    await field.getByLabel('Upload Background Image').setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: bomb });
    await expect(field.getByRole('alert')).toContainText('too many pixels (at most 40 megapixels)');
  });
});
