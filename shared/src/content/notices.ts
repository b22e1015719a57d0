import { can, type Permission, type Role } from './accounts.js';

/**
 * The e-mails the site sends people about its work (besides their own set-password links). Each person
 * is sent the kinds their role is concerned with, and can turn any of them off (Account › E-mail
 * notifications, `PUT /api/auth/notifications`).
 */
export const NOTICE_KINDS = [
  'review-submitted',
  'review-decided',
  'review-published',
  'review-due',
  'enquiry-received',
  'schedule-failed',
  'schedule-late',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What each kind is about, as the person turning it on or off reads it, and who is concerned with it. */
export const NOTICES: Record<NoticeKind, { label: string; permission: Permission }> = {
  'review-submitted': { label: 'A page I can sign is submitted for review', permission: 'content.review' },
  'review-decided': { label: 'My submission is signed, rejected or approved', permission: 'content.edit' },
  'review-published': { label: 'My approved submission is published', permission: 'content.edit' },
  'review-due': { label: 'Published content comes up for its review-by date (30 days before, and on the day)', permission: 'content.edit' },
  'enquiry-received': { label: 'A visitor sends an enquiry', permission: 'enquiries.read' },
  'schedule-failed': { label: 'A scheduled publish or unpublish fails', permission: 'settings.edit' },
  'schedule-late': { label: 'A scheduled publish or unpublish runs late', permission: 'settings.edit' },
};

/** The kinds a role is concerned with, in the order above. */
export function noticeKindsFor(role: Role): NoticeKind[] {
  return NOTICE_KINDS.filter((kind) => can(role, NOTICES[kind].permission));
}

/** A person's notifications (`GET /api/auth/notifications`): each kind their role is sent, on or off. */
export interface NoticeSetting {
  kind: NoticeKind;
  label: string;
  on: boolean;
}

export const NOTICE_TEXTS = {
  title: 'E-mail notifications',
  saved: 'Your e-mail notifications are saved.',
  noAddress: 'Your account has no e-mail address, so the site cannot e-mail you.',
  none: 'Your role is sent no notifications.',
} as const;
