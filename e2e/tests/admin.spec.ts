import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { COMPOSITION, withServiceStopped } from '../support/composition';
import {
  api,
  apiSession,
  openTab,
  removeLeftovers,
  restoreOrders,
  sendEnquiry,
  SESSION_COOKIE,
  sessionCookieOf,
  setSessionCookie,
  signIn,
  signInWithForm,
  topTabName,
  unique,
  USERNAME,
  type Item,
} from '../support/admin';

/*
 * The admin panel against the running composition: sign-in, the dashboard frame, the Home, Contact,
 * Products and Settings editors (create, edit, delete, reorder, uploads, conflicts) and the public
 * pages they change. Every test puts the content back as it found it: other spec files share the data.
 */

const EXPIRED = 'Your session has expired. Please sign in again.';
const CONFLICT = 'This item was changed by someone else. Reload to see the latest version.';

function rowOf(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/* ---------- sign-in and session ---------- */

test.describe('sign-in', () => {
  test('/admin and a dashboard without a session redirect to the sign-in form', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByLabel('Username')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
  });

  test('demo credentials appear only when the API offers them', async ({ page }) => {
    const demo = await fetch(`${COMPOSITION.apiURL}/api/auth/demo-credentials`);
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const box = page.getByRole('complementary', { name: 'Demo credentials' });
    if (demo.ok) {
      const body = (await demo.json()) as { username: string; password: string };
      await expect(box).toContainText(body.username);
      await expect(box).toContainText(body.password);
    } else {
      await expect(box).toHaveCount(0);
    }
  });

  test("wrong credentials show the error; the button reads 'Signing in...' while submitting", async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password').fill('not-the-password');
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) => route.abort());
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please try again.');
  });

  test('signing in keeps no token where scripts can read it; a reload stays signed in; Logout ends the session on the server', async ({ page }) => {
    await signInWithForm(page);
    await expect(page.getByText('Signed in as')).toContainText(USERNAME);
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(storage).not.toContain(cookie.value.split('.')[0]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('admin_auth')!))).toEqual({
      user: { username: USERNAME, role: 'Administrator', name: 'Administrator' },
    });
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await sessionCookieOf(page)).toBe('');
    // The cookie replayed after logout is refused: the session was revoked in the store.
    const replay = await fetch(`${COMPOSITION.apiURL}/api/auth/me`, { headers: { Cookie: `${SESSION_COOKIE}=${cookie.value}` } });
    expect(replay.status).toBe(401);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a corrupted session cookie sends the admin back to sign-in with the message', async ({ page }) => {
    await signIn(page);
    await setSessionCookie(page, `${(await apiSession()).token.slice(0, -6)}broken`);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
  });

  test('a session ended on the server (signed out elsewhere) sends the admin back to sign-in with the message', async ({ page }) => {
    await signInWithForm(page);
    const cookie = await sessionCookieOf(page);
    const logout = await fetch(`${COMPOSITION.apiURL}/api/auth/logout`, { method: 'POST', headers: { Cookie: `${SESSION_COOKIE}=${cookie}` } });
    expect(logout.status).toBe(204);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
  });
});

/* ---------- dashboard frame ---------- */

test('the dashboard lists the top tabs in order, and sub-tabs with count badges', async ({ page }) => {
  await signIn(page);
  const top = page.getByRole('tablist', { name: 'Site sections' }).getByRole('tab');
  await expect(top).toHaveText([
    'Home Page',
    'About Page',
    'Capabilities',
    'Contact Page',
    'Products',
    'Sustainability',
    'Settings',
    'Schedules',
    'Users Management',
    'Activity',
    'Remotes',
    /^Enquiries/,
  ]);
  const slides = await api<Item[]>('GET', '/api/cms/home/slides');
  await expect(page.getByRole('tab', { name: /^Hero Slides/ })).toHaveAccessibleName(`Hero Slides ${slides.length} items`);
  await expect(page.getByRole('tab', { name: /^What We Offer/ })).toHaveAccessibleName(/What We Offer \d+ items/);
  await openTab(page, 'Contact Page');
  await expect(page.getByRole('tab', { name: /^Contact Hero/ })).toHaveAccessibleName('Contact Hero 1 item');
});

/** How many lines the text directly in `element` takes (a visually hidden part, in its own span, is not counted). */
function linesOf(element: Element): number {
  const tops = new Set<number>();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
  }
  return tops.size;
}

/** The buttons in `scope` whose label is cut or broken over lines ("Rest/ore"). */
async function brokenButtons(scope: Locator): Promise<string[]> {
  const broken: string[] = [];
  for (const button of await scope.getByRole('button').all()) {
    // Cut by its own width, or by the table's scrolling region ("Restore an|").
    const cut = await button.evaluate((element) => {
      // The nearest of the two: a row's dialog itself sits in the page table's region.
      const region = element.closest('.admin-table-wrap, [role="dialog"]')!.getBoundingClientRect();
      return element.scrollWidth > element.clientWidth || element.getBoundingClientRect().right > region.right + 0.5;
    });
    if (cut || (await button.evaluate(linesOf)) > 1) broken.push((await button.textContent()) ?? '');
  }
  return broken;
}

test.describe('layout at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top tabs stay on one row, described by the keyboard hint that the arrow keys make true', async ({ page }) => {
    await signIn(page);
    const list = page.getByRole('tablist', { name: 'Site sections' });
    await expect(list).toHaveAccessibleDescription('Use the Left and Right arrow keys to move between tabs, Home and End for the first and last.');
    const rows = await list.getByRole('tab').evaluateAll((tabs) => new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().y))).size);
    expect(rows).toBe(1);
    // The page itself never scrolls sideways: the row scrolls inside its own strip.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await list.getByRole('tab', { name: topTabName('Home Page') }).focus();
    await page.keyboard.press('ArrowRight');
    const about = list.getByRole('tab', { name: 'About Page' });
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    const last = list.getByRole('tab').last();
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport({ ratio: 1 });
  });

  test('with the live preview open, the row actions and the History dialog show every button whole', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'Home Page', /^Hero Slides/);
    await page.getByRole('button', { name: 'Preview', exact: true }).first().click();
    const dock = page.getByRole('complementary', { name: 'Page preview' });
    await expect(dock).toBeVisible();
    const history = page.getByRole('button', { name: 'History of Hero Slide 1' });
    const [button, pane] = [await history.boundingBox(), await dock.boundingBox()];
    expect(button!.x + button!.width).toBeLessThanOrEqual(pane!.x);
    await history.click();
    const dialog = page.getByRole('dialog', { name: 'History of Hero Slide 1' });
    await expect(dialog.getByRole('button', { name: /^Restore/ }).first()).toBeVisible();
    expect(await brokenButtons(dialog)).toEqual([]);
    // "Published", "Initial": the kind of a version is never broken inside the word.
    for (const kind of await dialog.locator('.admin-history-kind').all()) expect(await kind.evaluate(linesOf)).toBe(1);
  });
});

test('a page remote that is down shows the unavailable panel in its tab only, to a browser without its release', async ({ page, browser }) => {
  await signIn(page);
  await expect(page.getByRole('tab', { name: /^Hero Slides/ })).toBeVisible();
  await withServiceStopped('mf_home', async () => {
    // A release's files are immutable (cached for a year): a browser that has them keeps working. The
    // same browser (context, so the same cache) opens the dashboard in another tab: twice in CI a
    // reload of the first tab never sent its request once the remote was down.
    const again = await page.context().newPage();
    await signIn(again);
    await expect(again.getByRole('tab', { name: /^Hero Slides/ })).toBeVisible();
    await again.close();
    // A browser that has not loaded them yet gets the panel, in that tab only.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await signIn(fresh);
    await expect(fresh.getByRole('heading', { name: 'The Home Page editor is temporarily unavailable' })).toBeVisible();
    await openTab(fresh, 'Contact Page');
    await expect(fresh.getByRole('tab', { name: /^Contact Hero/ })).toBeVisible();
    await expect(fresh.getByRole('button', { name: 'Edit Hero Section' })).toBeVisible();
    await openTab(fresh, 'Settings');
    await expect(fresh.getByRole('button', { name: 'Save Settings' })).toBeVisible();
    await context.close();
  });
  await openTab(page, 'Home Page');
  await expect(page.getByRole('tab', { name: /^Hero Slides/ })).toBeVisible({ timeout: 15_000 });
});

/* ---------- Home Page ---------- */

test.describe('Home Page editors', () => {
  test('the pop-up names missing required fields and refuses bad formats', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'Home Page', /^Regulatory/);
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New' });
    await dialog.getByLabel(/^Order/).fill('');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expect(dialog.getByText('Order is required')).toBeVisible();
    await dialog.getByLabel('Link URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText(/Please enter a valid URL/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an offering is created, edited and deleted, and the home page follows', async ({ page, context }) => {
    const title = unique('E2E Offering');
    try {
      await signIn(page);
      await openTab(page, 'Home Page', /^What We Offer/);
      const before = await api<Item[]>('GET', '/api/cms/home/offerings');
      // The new item's order follows the list the table shows: wait for it (once in CI the click came first).
      await expect(rowOf(page, before.at(-1)!.title as string).first()).toBeVisible();
      await page.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New' });
      await expect(dialog.getByLabel(/^Order/)).toHaveValue(String(before.length + 1));
      await expect(dialog.getByLabel('Active')).toBeChecked();
      await dialog.getByLabel(/^Title/).fill(title);
      await dialog.getByLabel(/^Description/).fill('Created by the admin journey.');
      await dialog.getByLabel(/^Metric/).fill('42+');
      await dialog.getByLabel(/^Unit/).fill('Tests');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status')).toHaveText('Offering added successfully!');
      await expect(rowOf(page, title)).toBeVisible();
      await expect(page.getByRole('tab', { name: /^What We Offer/ })).toHaveAccessibleName(`What We Offer ${before.length + 1} items`);

      const home = await context.newPage();
      await home.goto('/');
      await expect(home.getByText(title)).toBeVisible();

      const row = rowOf(page, title);
      await row.getByRole('button', { name: /^Edit Offering/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit' });
      await edit.getByLabel(/^Title/).fill(`${title} renamed`);
      await edit.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByRole('status')).toHaveText('Offering updated successfully!');
      // The open home page follows without a reload (adminDataChanged).
      await expect(home.getByText(`${title} renamed`)).toBeVisible();

      await rowOf(page, `${title} renamed`)
        .getByRole('button', { name: /^Delete Offering/ })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
      await expect(confirm).toContainText('Are you sure you want to delete this item?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Offering deleted successfully!');
      await expect(rowOf(page, title)).toHaveCount(0);
      await expect(home.getByText(`${title} renamed`)).toHaveCount(0);
    } finally {
      await removeLeftovers('/api/cms/home/offerings', 'E2E Offering');
    }
  });

  test('hero slides reorder with the move buttons and by drag and drop', async ({ page }) => {
    const original = await api<Item[]>('GET', '/api/cms/home/slides');
    const sorted = [...original].sort((a, b) => a.order - b.order);
    try {
      await signIn(page);
      await openTab(page, 'Home Page', /^Hero Slides/);
      await page.getByRole('button', { name: 'Move Hero Slide 1 down' }).click();
      await expect(page.getByRole('status')).toHaveText('Order updated');
      let now = (await api<Item[]>('GET', '/api/cms/home/slides')).sort((a, b) => a.order - b.order);
      expect(now.map((s) => s.id).slice(0, 2)).toEqual([sorted[1].id, sorted[0].id]);

      const rows = page.getByTestId('admin-row');
      await rows.nth(2).dragTo(rows.nth(0));
      await expect(rows.nth(0)).toContainText(sorted[2].title!);
      now = (await api<Item[]>('GET', '/api/cms/home/slides')).sort((a, b) => a.order - b.order);
      expect(now[0].id).toBe(sorted[2].id);
    } finally {
      await restoreOrders('/api/cms/home/slides', original);
    }
  });

  test('a concurrent change answers a conflict with Reload, never a silent overwrite', async ({ page }) => {
    const [slide] = (await api<Item[]>('GET', '/api/cms/home/slides')).sort((a, b) => a.order - b.order);
    try {
      await signIn(page);
      await openTab(page, 'Home Page', /^Hero Slides/);
      await page.getByRole('button', { name: 'Edit Hero Slide 1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit' });
      await dialog.getByLabel(/^Title/).fill('Edited in the dashboard');
      await api('PUT', `/api/cms/home/slides/${slide.id}`, { title: 'Changed elsewhere', version: slide.version });
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: CONFLICT })).toBeVisible();
      expect((await api<Item>('GET', `/api/cms/home/slides/${slide.id}`)).title).toBe('Changed elsewhere');
      await dialog.getByRole('button', { name: 'Reload' }).click();
      await expect(rowOf(page, 'Changed elsewhere')).toBeVisible();
    } finally {
      await api('PUT', `/api/cms/home/slides/${slide.id}`, { title: slide.title });
    }
  });

  test('uploads refuse a non-image and an oversized image with the exact texts, and accept an image', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'Home Page', /^Hero Slides/);
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New' });
    const picker = dialog.getByLabel('Upload Slide Image');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(dialog.getByText('Please select an image file')).toBeVisible();
    await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(dialog.getByText('Image size should be less than 5MB')).toBeVisible();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await picker.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
    await expect(dialog.getByText('Image uploaded successfully!')).toBeVisible();
    await expect(dialog.getByLabel('Slide Image URL')).toHaveValue(/^\/uploads\//);
    // A file the server refuses by its bytes shows the server's error.
    await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a png') });
    await expect(dialog.getByText(/^Upload failed: /)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test("Global Impact: 'Edit Section' updates the preview; statistics ask the statistic question before deleting", async ({ page }) => {
    const section = await api<{ title: string; description: string; isActive: boolean }>('GET', '/api/cms/home/global-impact');
    const title = unique('E2E Impact');
    try {
      await signIn(page);
      await openTab(page, 'Home Page', /^Global Impact/);
      await page.getByRole('button', { name: 'Edit Section' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit' });
      await dialog.getByLabel(/^Section Title/).fill('');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(dialog.getByText('Section Title is required')).toBeVisible();
      await dialog.getByLabel(/^Section Title/).fill(title);
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: 'Preview' }).first()).toContainText(title);
      await page.getByRole('button', { name: 'Delete Statistic 1' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm deletion' })).toContainText('Are you sure you want to delete this statistic?');
      await page.getByRole('dialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await api('PUT', '/api/cms/home/global-impact', { title: section.title, description: section.description, isActive: section.isActive });
    }
  });
});

/* ---------- Contact Page ---------- */

test.describe('Contact Page editors', () => {
  // The public contact page does not list contact users (public spec); the offline cache does.
  test('a contact user is added, edited and deleted, and mirrored into the browser store', async ({ page }) => {
    const name = unique('E2E Person');
    try {
      await signIn(page);
      await openTab(page, 'Contact Page', /^Contact Users/);
      const before = await api<Item[]>('GET', '/api/cms/contact/users');
      // The new user's order follows the list the table shows: wait for it (once the click came first and the order read 0).
      await expect(rowOf(page, before.at(-1)!.name as string).first()).toBeVisible();
      await page.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New' });
      await expect(dialog.getByLabel(/^Order/)).toHaveValue(String(before.length));
      await dialog.getByRole('button', { name: 'Add' }).click();
      for (const field of ['Name', 'Position', 'Email', 'Phone', 'Department']) await expect(dialog.getByText(`${field} is required`)).toBeVisible();
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByLabel(/^Position/).fill('Journey Tester');
      await dialog.getByLabel(/^Email/).fill('not-an-email');
      await dialog.getByLabel(/^Phone/).fill('+41 41 500 2020');
      await dialog.getByLabel(/^Department/).fill('Quality');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
      await dialog.getByLabel(/^Email/).fill('tester@auralis-lifesciences.example');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByRole('status')).toHaveText('Contact User added successfully!');
      await expect(page.getByRole('region', { name: 'Contact users preview' })).toContainText(name);

      const cachedNames = () =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('admin_data') ?? '{}').contactUsers ?? []).map((u: { name: string }) => u.name));
      expect(await cachedNames()).toContain(name);

      await rowOf(page, name)
        .getByRole('button', { name: /^Edit Contact User/ })
        .click();
      await page
        .getByRole('dialog', { name: 'Edit' })
        .getByLabel(/^Position/)
        .fill('Lead Journey Tester');
      await page.getByRole('dialog', { name: 'Edit' }).getByRole('button', { name: 'Update' }).click();
      await expect(rowOf(page, name)).toContainText('Lead Journey Tester');

      await rowOf(page, name)
        .getByRole('button', { name: /^Delete Contact User/ })
        .click();
      await page.getByRole('dialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
      await expect(rowOf(page, name)).toHaveCount(0);
      expect(await cachedNames()).not.toContain(name);
    } finally {
      await removeLeftovers('/api/cms/contact/users', 'E2E Person');
    }
  });

  test("'Edit Hero Section' changes the contact page's title", async ({ page, context }) => {
    const hero = await api<{ title: string }>('GET', '/api/cms/contact/hero');
    const title = unique('E2E Contact');
    try {
      await signIn(page);
      await openTab(page, 'Contact Page', /^Contact Hero/);
      await page.getByRole('button', { name: 'Edit Hero Section' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit' });
      await dialog.getByLabel(/^Title/).fill(title);
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByRole('status')).toHaveText('Contact Hero saved successfully!');
      await expect(page.getByRole('region', { name: 'Preview' })).toContainText(title);
      const contact = await context.newPage();
      await contact.goto('/contact');
      await expect(contact.getByRole('heading', { level: 1 })).toContainText(title);
    } finally {
      await api('PUT', '/api/cms/contact/hero', { title: hero.title });
    }
  });

  test('Get in Touch is edited in a pop-up with every field required, the address in a rich-text editor', async ({ page }) => {
    const original = await api<{ phone: { title: string }; location: { address: string } }>('GET', '/api/cms/contact/get-in-touch');
    const phoneTitle = unique('E2E Phone');
    try {
      await signIn(page);
      await openTab(page, 'Contact Page', /^Get in Touch/);
      await page.getByRole('button', { name: 'Edit Get in Touch' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit' });
      const icon = await dialog.getByLabel(/^Phone Icon/).inputValue();
      const email = await dialog.getByLabel(/^Email Address/).inputValue();
      await dialog.getByLabel(/^Phone Icon/).fill('');
      await dialog.getByLabel(/^Email Address/).fill('nope');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(dialog.getByText('Phone Icon is required')).toBeVisible();
      await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
      await expect(dialog.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
      await dialog.getByLabel(/^Phone Icon/).fill(icon);
      await dialog.getByLabel(/^Email Address/).fill(email);
      await dialog.getByLabel(/^Phone Title/).fill(phoneTitle);
      const address = dialog.getByRole('textbox', { name: /^Address/ });
      await address.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' (Reception)');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByRole('status')).toHaveText('Get in Touch saved successfully!');
      const saved = await api<{ phone: { title: string }; location: { address: string } }>('GET', '/api/cms/contact/get-in-touch');
      expect(saved.phone.title).toBe(phoneTitle);
      expect(saved.location.address).toContain('(Reception)');
      expect(saved.location.address).toContain('<strong>');
      await expect(page.getByRole('region', { name: 'Preview' })).toContainText(phoneTitle);
    } finally {
      const current = await api<{ phone: object; location: object }>('GET', '/api/cms/contact/get-in-touch');
      await api('PUT', '/api/cms/contact/get-in-touch', {
        phone: { ...current.phone, title: original.phone.title },
        location: { ...current.location, address: original.location.address },
      });
    }
  });
});

/* ---------- Products ---------- */

test("Products: 'Save Hero' updates an open products page in another tab without a reload", async ({ page, context }) => {
  const hero = await api<{ titleLine1: string }>('GET', '/api/cms/products/hero');
  const line = unique('E2E Portfolio');
  try {
    const products = await context.newPage();
    await products.goto('/products');
    await expect(products.getByRole('heading', { level: 1 })).toBeVisible();
    await signIn(page);
    await openTab(page, 'Products');
    await page.getByLabel('Title Line 1').fill(line);
    await expect(page.getByRole('region', { name: 'Live preview' })).toContainText(line);
    await page.getByRole('button', { name: 'Save Hero' }).click();
    await expect(page.getByRole('status')).toHaveText('Product Hero saved');
    await expect(products.getByRole('heading', { level: 1 })).toContainText(line);
  } finally {
    await api('PUT', '/api/cms/products/hero', { titleLine1: hero.titleLine1 });
  }
});

/* ---------- Settings, users, enquiries ---------- */

test('Settings are saved through the API', async ({ page }) => {
  const settings = await api<{ siteName: string; currency: string }>('GET', '/api/cms/settings');
  const siteName = unique('E2E Site');
  try {
    await signIn(page);
    await openTab(page, 'Settings');
    await page.getByLabel(/^Site Name/).fill(siteName);
    await page.getByLabel(/^Currency/).selectOption('EUR');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Settings saved successfully!');
    const saved = await api<{ siteName: string; currency: string }>('GET', '/api/cms/settings');
    expect(saved).toMatchObject({ siteName, currency: 'EUR' });
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('admin_data') ?? '{}').settings);
    expect(cached).toMatchObject({ siteName, currency: 'EUR' });
    await page.reload();
    await openTab(page, 'Settings');
    await expect(page.getByLabel(/^Site Name/)).toHaveValue(siteName);
  } finally {
    await api('PUT', '/api/cms/settings', { siteName: settings.siteName, currency: settings.currency });
  }
});

test('Users Management adds a user whose one-time link sets a password; the new Editor signs in without admin tabs; deactivating ends it', async ({
  page,
  browser,
}) => {
  const name = unique('E2E User');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@auralis-lifesciences.example`;
  const password = 'e2e correct horse battery';
  await signIn(page);
  await openTab(page, 'Users Management');
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Actions']);
  await expect(rowOf(page, 'Built-in')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Role/).selectOption('Editor');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const linkDialog = page.getByRole('dialog', { name: `Set-password link for ${name}` });
  const link = await linkDialog.getByLabel('Set-password link').inputValue();
  expect(link).toMatch(/\/admin\/set-password#token=/);
  await linkDialog.getByRole('button', { name: 'Done' }).click();
  await expect(rowOf(page, name)).toContainText('active');

  // The new person, in a browser of their own: sets the password from the link, then signs in.
  const other = await browser.newContext();
  try {
    const person = await other.newPage();
    await person.goto(link);
    await expect(person).toHaveURL(/\/admin\/set-password$/);
    await person.getByLabel('New password').fill(password);
    await person.getByLabel('Confirm password').fill(password);
    await person.getByRole('button', { name: 'Set password' }).click();
    await expect(person.getByRole('status')).toContainText('Your password is set');
    await person.getByRole('link', { name: 'Go to sign in' }).click();
    await person.getByLabel('Username').fill(email);
    await person.getByLabel('Password').fill(password);
    await person.getByRole('button', { name: 'Sign In' }).click();
    await expect(person.locator('.admin-user')).toContainText(`${email} (${name}, Editor)`);
    await expect(person.getByRole('tab', { name: 'Users Management' })).toHaveCount(0);
    await expect(person.getByRole('tab', { name: 'Activity' })).toHaveCount(0);

    await rowOf(page, name)
      .getByRole('button', { name: `Deactivate ${name}` })
      .click();
    await page.getByRole('dialog', { name: 'Deactivate user' }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(rowOf(page, name)).toContainText('inactive');
    await person.reload();
    await expect(person).toHaveURL(/\/admin\/login$/);
  } finally {
    await other.close();
  }
});

test('the Enquiries inbox opens', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Enquiries');
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
  await expect(page.getByLabel('Show')).toHaveValue('all');
});

test('marking an enquiry read lowers the count of new enquiries on the Enquiries tab', async ({ page }) => {
  const name = await sendEnquiry('Badge Check', { email: 'badge.check@example.com', message: 'Counting new enquiries.' });
  const countNew = async () => (await api<{ status: string }[]>('GET', '/api/enquiries')).filter((e) => e.status === 'new').length;
  const before = await countNew();
  try {
    await signIn(page);
    const tab = page.getByRole('tab', { name: /^Enquiries/ });
    await expect(tab).toHaveAccessibleName(`Enquiries ${before} new`);
    await tab.click();
    await page.getByRole('button', { name: `Mark read (enquiry from ${name})` }).click();
    await expect(page.getByRole('status')).toHaveText('Enquiry marked as read');
    await expect(tab).toHaveAccessibleName(before > 1 ? `Enquiries ${before - 1} new` : 'Enquiries');
  } finally {
    for (const enquiry of await api<{ id: string; name: string }[]>('GET', '/api/enquiries')) {
      if (enquiry.name === name) await api('DELETE', `/api/enquiries/${enquiry.id}`);
    }
  }
});
