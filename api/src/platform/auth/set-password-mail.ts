import type { Role, SetPasswordLink } from '@pharma/shared/content';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../mail/mail-outbox.schema.js';

export const COMPANY_NAME = 'Auralis Life Sciences';
const BRAND_BLUE = '#2879b6';

export interface SetPasswordMailInput {
  reason: 'account-created' | 'password-reset' | 'password-forgotten';
  name: string;
  email: string;
  role: Role;
  link: SetPasswordLink;
  /** The site's public origin (PUBLIC_SITE_URL): the link's path is on it. */
  origin: string;
}

/** The mail that carries a one-time set-password link to its person: plain text and the same in simple HTML. */
export function setPasswordMail(input: SetPasswordMailInput): MailMessage {
  const url = `${input.origin}${input.link.path}`;
  const until = `${new Date(input.link.expiresAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const created = input.reason === 'account-created';
  const subject = created ? `Your ${COMPANY_NAME} dashboard account` : `Set a new password for the ${COMPANY_NAME} dashboard`;
  const lead = created
    ? `An Administrator added you to the ${COMPANY_NAME} website dashboard as ${article(input.role)} ${input.role}.`
    : input.reason === 'password-forgotten'
      ? `Someone, hopefully you, asked for a new password for your ${COMPANY_NAME} website dashboard account. Your current password keeps working until you choose a new one.`
      : `An Administrator reset your password for the ${COMPANY_NAME} website dashboard. Your old password no longer works.`;
  const action = 'Choose your password with this link. It works once, until';
  const ignore = 'If you did not expect this e-mail, you can ignore it.';
  const text = [`Hello ${input.name},`, '', lead, '', `${action} ${until}:`, '', url, '', ignore, '', COMPANY_NAME, ''].join('\n');
  return { to: input.email, subject, text, html: html({ name: input.name, lead, action, until, url, ignore }), kind: input.reason };
}

function html(parts: { name: string; lead: string; action: string; until: string; url: string; ignore: string }): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-top:4px solid ${BRAND_BLUE};padding:24px;">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:${BRAND_BLUE};">${COMPANY_NAME}</p>
<p>Hello ${e(parts.name)},</p>
<p>${e(parts.lead)}</p>
<p>${e(parts.action)} ${e(parts.until)}:</p>
<p style="margin:24px 0;"><a href="${e(parts.url)}" style="background:${BRAND_BLUE};color:#ffffff;padding:12px 20px;text-decoration:none;border-radius:4px;display:inline-block;">Choose your password</a></p>
<p style="font-size:13px;color:#52606d;word-break:break-all;">${e(parts.url)}</p>
<p style="font-size:13px;color:#52606d;">${e(parts.ignore)}</p>
</div></body></html>
`;
}

function article(word: string): string {
  return /^[AEIOU]/.test(word) ? 'an' : 'a';
}
