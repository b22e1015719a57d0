import { expect, test } from '../support/test';
import { withApiStopped } from '../support/composition';
import { api } from '../support/admin';
import { trackPageErrors } from '../support/page-errors';

const HEART_TITLE = 'Sustainability — The Heart of Our Progress';

const putHeart = (body: Record<string, unknown>) => api('PUT', '/api/cms/sustainability/heart', body);

test('/sustainability shows the seven sections in order with their rules', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/sustainability');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1.locator('.esg-hero-line')).toHaveText(['Transforming Health,', 'Empowering Sustainability']);

  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Our Sustainability Vision & Mission',
    HEART_TITLE,
    'Alignment with UN Sustainable Development Goals',
    'Innovation and Digital Transformation',
    'Social Responsibility and Community Engagement',
    'Together for a Healthier, Greener Future',
  ]);
  await expect(page.getByRole('list', { name: 'Mission points' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('heart-row')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Our Sustainability Commitments' })).toBeVisible();
  await expect(page.getByTestId('commitment')).toHaveCount(4);
  await expect(page.getByTestId('commitment').first().locator('.esg-commitment-icon')).toHaveCSS('background-color', 'rgb(125, 194, 68)');
  await expect(page.getByTestId('commitment').nth(1).locator('.esg-commitment-icon')).toHaveCSS('background-color', 'rgb(40, 121, 182)');
  await expect(page.getByTestId('commitment').nth(2).locator('.esg-commitment-icon')).toHaveCSS('background-color', 'rgb(238, 106, 49)');

  const sdg = page.getByTestId('sdg-card');
  await expect(sdg).toHaveCount(7);
  for (const [index, goal] of [3, 6, 7, 9, 12, 13, 17].entries()) {
    const image = sdg.nth(index).getByRole('img', { name: `UN Sustainable Development Goal ${goal}` });
    await expect(image).toHaveAttribute('src', `/images/sdg/goal-${goal}.svg`);
    // Lazy images load near the viewport: bring each one there, then check it really decoded.
    await expect
      .poll(() =>
        image.evaluate((img: HTMLImageElement) => {
          img.scrollIntoView({ block: 'center' });
          return img.naturalWidth;
        }),
      )
      .toBeGreaterThan(0);
    await expect(sdg.nth(index).getByText('Our Contribution')).toBeVisible();
  }

  await expect(page.getByTestId('csr-gradient').first()).toHaveCSS('background-image', 'linear-gradient(135deg, rgb(40, 121, 182), rgb(125, 194, 68))');
  await expect(page.getByRole('heading', { name: 'Our CSR Impact' })).toBeVisible();
  await expect(page.getByTestId('footer-banner').getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/contact');
  expect(errors).toEqual([]);
});

test('the innovation tabs switch by click and arrow keys, Digital Solutions first', async ({ page }) => {
  await page.goto('/sustainability');
  const list = page.getByRole('tablist', { name: 'Innovation and Digital Transformation' });
  const digital = list.getByRole('tab', { name: 'Digital Solutions' });
  const research = list.getByRole('tab', { name: 'Research & Innovation' });
  await expect(digital).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText([
    'Smart Manufacturing',
    'Electronic Quality Systems',
    'Energy Analytics',
  ]);
  await research.click();
  await expect(research).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Research & Innovation' }).getByRole('heading', { level: 3 })).toHaveText([
    'Green Chemistry',
    'Continuous-Flow Processing',
    'Biocatalysis',
  ]);
  await page.keyboard.press('ArrowLeft');
  await expect(digital).toBeFocused();
  await expect(digital).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(research).toBeFocused();
  await expect(research).toHaveAttribute('aria-selected', 'true');
});

test('falls back to the built-in content, without page errors, while the API is down', async ({ page }) => {
  test.setTimeout(150_000); // includes waiting for the API to restart
  const errors = trackPageErrors(page);
  await withApiStopped(async () => {
    await page.goto('/sustainability');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Transforming Health,\s*Empowering Sustainability/);
    await expect(page.getByRole('heading', { level: 2, name: HEART_TITLE })).toBeVisible();
    await expect(page.getByTestId('sdg-card')).toHaveCount(7);
    await expect(page.getByRole('list', { name: 'Mission points' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
  expect(errors).toEqual([]);
});

test('a heart edit made through the API shows after sustainabilityHeartChanged, without a reload', async ({ page }) => {
  const edited = `Our Heart, Edited ${Date.now()}`;
  await page.goto('/sustainability');
  await expect(page.getByRole('heading', { level: 2, name: HEART_TITLE })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  try {
    await putHeart({ mainTitle: edited });
    await expect(page.getByRole('heading', { level: 2, name: HEART_TITLE })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('sustainabilityHeartChanged')));
    await expect(page.getByRole('heading', { level: 2, name: edited })).toBeVisible();

    await putHeart({ isActive: false });
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('sustainabilityHeartChanged')));
    await expect(page.getByTestId('heart-section')).toHaveCount(0);
    await expect(page.getByTestId('sdg-card')).toHaveCount(7);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  } finally {
    await putHeart({ mainTitle: HEART_TITLE, isActive: true });
  }
});

test('the sustainability page fits 360 px and 1440 px screens', async ({ page }) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sustainability');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Measure once the scroll animations have put their elements in their start positions.
    await page.waitForFunction(() => document.querySelector('[data-aos].aos-init') !== null);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});
