import type { Role, SetPasswordLink } from '@pharma/shared/content';
import { brandedMail, COMPANY_NAME } from '../mail/branded-mail.js';
import type { MailMessage } from '../mail/mail-outbox.schema.js';

export interface SetPasswordMailInput {
  reason: 'account-created' | 'password-reset' | 'password-forgotten';
  name: string;
  email: string;
  role: Role;
  link: SetPasswordLink;
  /** The site's public origin (PUBLIC_SITE_URL): the link's path is on it. */
  origin: string;
}

/** The mail that carries a one-time set-password link to its person. */
export function setPasswordMail(input: SetPasswordMailInput): MailMessage {
  const until = `${new Date(input.link.expiresAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const created = input.reason === 'account-created';
  const subject = created ? `Your ${COMPANY_NAME} dashboard account` : `Set a new password for the ${COMPANY_NAME} dashboard`;
  const lead = created
    ? `An Administrator added you to the ${COMPANY_NAME} website dashboard as ${article(input.role)} ${input.role}.`
    : input.reason === 'password-forgotten'
      ? `Someone, hopefully you, asked for a new password for your ${COMPANY_NAME} website dashboard account. Your current password keeps working until you choose a new one.`
      : `An Administrator reset your password for the ${COMPANY_NAME} website dashboard. Your old password no longer works.`;
  return brandedMail({
    to: input.email,
    kind: input.reason,
    subject,
    name: input.name,
    lead: [lead],
    action: {
      label: 'Choose your password',
      url: `${input.origin}${input.link.path}`,
      before: `Choose your password with this link. It works once, until ${until}:`,
    },
    after: ['If you did not expect this e-mail, you can ignore it.'],
  });
}

function article(word: string): string {
  return /^[AEIOU]/.test(word) ? 'an' : 'a';
}
