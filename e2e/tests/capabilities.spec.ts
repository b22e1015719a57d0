import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withApiStopped } from '../support/composition';
import { api } from '../support/admin';
import { trackPageErrors } from '../support/page-errors';

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Capabilities sections' });

test.describe('/capabilities', () => {
  test('shows the hero, the claims, three groups of facility cards and the R&D section', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/capabilities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Capabilities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Customers served in 80+ countries')).toBeVisible();
    await expect(page.getByText('Over 200 scientists across three R&D centres')).toBeVisible();
    await expect(page.getByText('Foundation stone of a new manufacturing block laid in 2023')).toBeVisible();
    for (const group of ['API Manufacturing', 'Oncology & Specialty Intermediates', 'Formulations, Complex Generics & Packaging']) {
      await expect(page.getByRole('heading', { level: 3, name: group, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('facility-card')).toHaveCount(7);

    const apiCard = page.getByTestId('facility-card').filter({ hasText: 'API Manufacturing Unit I' }).first();
    await expect(apiCard.getByRole('listitem')).toHaveCount(6);
    await expect(apiCard.getByText(/more capabilities/)).toHaveCount(0);
    const formulations = page.getByTestId('facility-card').filter({ hasText: 'Formulations Plant' });
    await expect(formulations.getByRole('listitem')).toHaveCount(2);
    await expect(formulations.getByText('+1 more capabilities')).toBeVisible();

    await expect(page.getByTestId('research-api-card').getByRole('heading', { name: 'API R&D' })).toBeVisible();
    await expect(page.getByTestId('research-fdf-card').getByRole('heading', { name: 'FDF R&D' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our R&D Promise' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a facility card opens a detail dialog, closed by Close, the backdrop and Escape', async ({ page }) => {
    await page.goto('/capabilities');
    await page.getByTestId('facility-card').filter({ hasText: 'Formulations Plant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Formulations Plant' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('High-shear and fluid-bed granulation')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'View details of Complex Generics Centre' }).click();
    await expect(page.getByRole('dialog', { name: 'Complex Generics Centre' })).toBeVisible();
    await page.locator('.modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'View details of Complex Generics Centre' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Complex Generics Centre' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the sticky tabs scroll to their section and follow the scroll, also from the keyboard', async ({ page }) => {
    await page.goto('/capabilities');
    const manufacturing = tabs(page).getByRole('tab', { name: 'Manufacturing Excellence' });
    const research = tabs(page).getByRole('tab', { name: 'Research & Development Excellence' });
    await expect(manufacturing).toHaveAttribute('aria-selected', 'true');

    await research.click();
    await expect(research).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Research & Development Excellence' })).toBeInViewport();
    await expect(tabs(page)).toBeInViewport();
    const top = await page.locator('#research').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThanOrEqual(150);

    await research.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(manufacturing).toBeFocused();
    await expect(manufacturing).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(research).toBeFocused();
    await expect(research).toHaveAttribute('aria-selected', 'true');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(manufacturing).toHaveAttribute('aria-selected', 'true');
  });

  test('falls back to the built-in content, without page errors, while the API is down', async ({ page }) => {
    test.setTimeout(150_000); // includes waiting for the API to restart
    const errors = trackPageErrors(page);
    await withApiStopped(async () => {
      await page.goto('/capabilities');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Capabilities');
      await expect(page.getByTestId('facility-card')).toHaveCount(7);
      await expect(page.getByTestId('research-api-card')).toBeVisible();
      await page.getByRole('button', { name: 'View details of Packaging & Customisation Hub' }).click();
      await expect(page.getByRole('dialog', { name: 'Packaging & Customisation Hub' })).toBeVisible();
    });
    expect(errors).toEqual([]);
  });

  test('a facility added through the API shows after adminDataChanged, without a reload', async ({ page }) => {
    const name = `E2E Packaging Site ${Date.now()}`;
    await page.goto('/capabilities');
    await expect(page.getByTestId('facility-card')).toHaveCount(7);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    // No colour: the API only stores brand colours, and the page draws a missing one blue.
    const created = await api<{ id: string }>('POST', '/api/cms/capabilities/facilities', {
      name,
      type: 'Packaging & Customization',
      location: 'Pune, India',
      capacity: '10 million packs/year',
      established: '2024',
      image: null,
      description: 'Added by the end-to-end suite.',
      capabilities: ['Cartoning', 'Labelling', 'Serialisation', 'Cold chain'],
      approvals: [],
      color: null,
      order: 50,
      isActive: true,
    });
    try {
      await expect(page.getByRole('heading', { name })).toHaveCount(0);
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('adminDataChanged')));
      const card = page.getByTestId('facility-card').filter({ hasText: name });
      await expect(card).toBeVisible();
      await expect(card.getByText('+2 more capabilities')).toBeVisible();
      await expect(card).toHaveCSS('border-top-color', 'rgb(40, 121, 182)');
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    } finally {
      await api('DELETE', `/api/cms/capabilities/facilities/${created.id}`);
    }
  });
});

test('/research-capabilities opens the R&D section of /capabilities', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/research-capabilities');
  await expect(page).toHaveURL(/\/capabilities#research$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Research & Development Excellence' })).toBeInViewport();
  await expect(tabs(page).getByRole('tab', { name: 'Research & Development Excellence' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test('/contract-manufacturing shows every figure of the spec', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/contract-manufacturing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contract Manufacturing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const services = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Our Manufacturing Services' }) });
  await expect(services.getByRole('heading', { level: 3 })).toHaveCount(4);
  for (const [site, area, capacity] of [
    ['Karnataka Facility', '150,000 sq ft', '500 MT/year'],
    ['Andhra Pradesh Facility', '200,000 sq ft', '750 MT/year'],
    ['Switzerland Facility', '80,000 sq ft', '200 MT/year'],
  ]) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: site }) });
    await expect(card.getByText(area)).toBeVisible();
    await expect(card.getByText(capacity)).toBeVisible();
  }
  const steps = page.locator('ol.cmo-process > li');
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    /Project Assessment/,
    /Process Development/,
    /Technology Transfer/,
    /Commercial Production/,
  ]);
  await expect(page.getByRole('list', { name: 'Manufacturing capabilities' }).getByRole('listitem')).toHaveText([
    '500+ Reactions',
    '1500 MT/year Capacity',
    '24/7 Monitoring',
    '30-45 Days Lead Time',
  ]);
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await page.getByRole('link', { name: 'Explore Our Capabilities' }).click();
  await expect(page).toHaveURL(/\/capabilities$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Capabilities');
  expect(errors).toEqual([]);
});

test('/research-development shows every figure of the spec and links to the R&D capabilities', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/research-development');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research & Development');
  await expect(page.getByRole('list', { name: 'Research in numbers' }).getByRole('listitem')).toHaveText([
    '50+ Patents',
    '200+ Scientists',
    '100+ Projects',
    '150+ Publications',
  ]);
  const bars = page.getByRole('progressbar');
  await expect(bars).toHaveCount(4);
  for (const [index, value] of ['85', '78', '65', '92'].entries()) await expect(bars.nth(index)).toHaveAttribute('aria-valuenow', value);
  const facilities = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Research Facilities' }) });
  await expect(facilities.getByRole('article')).toHaveCount(2);
  await expect(page.locator('ol.rnd-pipeline > li')).toHaveText([/25\s*Discovery/, /18\s*Development/, /12\s*Preclinical/, /8\s*Clinical/]);
  const platforms = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Technology Platforms' }) });
  await expect(platforms.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Contact Our R&D Team' })).toHaveAttribute('href', '/contact');
  await page.getByRole('link', { name: 'Explore Research Capabilities' }).click();
  await expect(page).toHaveURL(/\/capabilities#research$/);
  await expect(tabs(page).getByRole('tab', { name: 'Research & Development Excellence' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test('the capabilities pages fit a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/capabilities', '/contract-manufacturing', '/research-development']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Measure once the scroll animations have put their elements in their start positions.
    await page.waitForFunction(() => document.querySelector('[data-aos].aos-init') !== null);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});
