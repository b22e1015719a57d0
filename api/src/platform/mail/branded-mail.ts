import escapeHtml from 'escape-html';
import type { MailMessage } from './mail-outbox.schema.js';

export const COMPANY_NAME = 'Auralis Life Sciences';
const BRAND_BLUE = '#2879b6';

export interface BrandedMailInput {
  to: string;
  kind: MailMessage['kind'];
  subject: string;
  /** The greeting's name ("Hello Maya,"). */
  name: string;
  /** The message, one paragraph each (plain text: escaped in the HTML part). */
  lead: string[];
  /** The one thing to do: a button in HTML, the URL on its own line in text. */
  action: { label: string; url: string; before?: string };
  /** Small print under the action (why this mail came, how to stop it). */
  after: string[];
}

/** Every mail the site sends: a plain-text part and the same in simple HTML in the site's style. */
export function brandedMail(input: BrandedMailInput): MailMessage {
  const { action } = input;
  const text = [
    `Hello ${input.name},`,
    '',
    ...input.lead.flatMap((p) => [p, '']),
    ...(action.before ? [action.before, ''] : []),
    action.url,
    '',
    ...input.after.flatMap((p) => [p, '']),
    COMPANY_NAME,
    '',
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html: html(input), kind: input.kind };
}

function html(input: BrandedMailInput): string {
  const e = escapeHtml;
  const { action } = input;
  const small = (p: string) => `<p style="font-size:13px;color:#52606d;">${e(p)}</p>`;
  return `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-top:4px solid ${BRAND_BLUE};padding:24px;">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:${BRAND_BLUE};">${COMPANY_NAME}</p>
<p>Hello ${e(input.name)},</p>
${input.lead.map((p) => `<p>${e(p)}</p>`).join('\n')}
${action.before ? `<p>${e(action.before)}</p>` : ''}
<p style="margin:24px 0;"><a href="${e(action.url)}" style="background:${BRAND_BLUE};color:#ffffff;padding:12px 20px;text-decoration:none;border-radius:4px;display:inline-block;">${e(action.label)}</a></p>
<p style="font-size:13px;color:#52606d;word-break:break-all;">${e(action.url)}</p>
${input.after.map(small).join('\n')}
</div></body></html>
`;
}
