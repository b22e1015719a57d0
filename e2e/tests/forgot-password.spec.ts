import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { accountOf, gotoLive } from '../support/admin';
import { COMPOSITION } from '../support/composition';

/*
 * "Forgot password?" as a person uses it, against the real composition: from the sign-in page, the
 * address of their account; the mail (an .eml file in the data folder, as `npm start` writes it without
 * SMTP) carries a one-time link; with it they choose a new password and sign in with it.
 */

const OUTBOX = path.join(COMPOSITION.dataDir, 'outbox');

/** A mail's text as written (RFC 2045 quoted-printable: soft line breaks and =XX escapes undone). */
const quotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The set-password link of the newest mail to `email` about a forgotten password, once it is written. */
async function linkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(OUTBOX)) return undefined; // the first mail creates it
        const mails = readdirSync(OUTBOX)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => quotedPrintable(readFileSync(path.join(OUTBOX, name), 'utf8')))
          .filter((text) => text.includes(`To: ${email}`) && text.includes('Someone, hopefully you'));
        link = mails.map((text) => /\/admin\/set-password#token=[\w-]+/.exec(text)?.[0]).find(Boolean);
        return link;
      },
      { message: `a forgotten-password mail to ${email} in ${OUTBOX}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

test('forgot password: asked on the sign-in page, the mailed link sets a new password, which signs in', async ({ page }) => {
  const person = await accountOf('Editor');
  await gotoLive(page, '/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account with this e-mail address exists');

  const link = await linkMailedTo(person.email);
  await page.goto(link);
  const fresh = 'a brand new password, long enough';
  await page.getByLabel('New password').fill(fresh);
  await page.getByLabel('Confirm password').fill(fresh);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Username').fill(person.email);
  await page.getByLabel('Password').fill(fresh);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
