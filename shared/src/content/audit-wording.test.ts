import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from './accounts';
import { auditActionChoice, auditPageChoice, changesLine, describeAuditEntry, readableValue } from './audit-wording';

function entry(extra: Partial<AuditEntry>): AuditEntry {
  return {
    id: 'e1',
    seq: 1,
    at: '2026-11-20T10:00:00.000Z',
    actor: 'maya@example.com',
    role: 'Editor',
    ip: '127.0.0.1',
    userAgent: 'test',
    action: 'update',
    page: 'about',
    collection: 'about_hero',
    documentId: 'main',
    changes: [],
    outcome: 'success',
    detail: 'PUT /api/cms/about/hero',
    hash: 'h',
    status: 'committed',
    ...extra,
  };
}

const names = new Map([['maya@example.com', 'Maya Editor']]);

describe('describeAuditEntry', () => {
  it("names the person, the action as a verb, the section and page by their labels, and each field by the editor's label", () => {
    const words = describeAuditEntry(
      entry({
        changes: [
          { field: 'title', before: '"A"', after: '"B"' },
          { field: 'backgroundImage', before: '', after: '"/uploads/x.jpg"' },
        ],
      }),
      names,
    );
    expect(words.sentence).toBe('Maya Editor changed About Hero on the About page');
    expect(words.changes).toEqual([
      { label: 'Title', before: "'A'", after: "'B'" },
      { label: 'Background Image', before: '—', after: "'/uploads/x.jpg'" },
    ]);
  });

  it('falls back to the username for an account without a name, and names a list item by its title', () => {
    const words = describeAuditEntry(
      entry({
        actor: 'ed@example.com',
        action: 'create',
        page: 'home',
        collection: 'home_slides',
        documentId: 's1',
        changes: [{ field: 'title', before: '', after: '"Spring"' }],
      }),
      names,
    );
    expect(words.sentence).toBe("ed@example.com added Hero Slide 'Spring' on the Home page");
  });

  it('says a publish, a signature, a sign-in and a refusal in words', () => {
    const release = entry({
      action: 'publish',
      collection: 'content_releases',
      documentId: 'about',
      changes: [{ field: 'about_hero/main', before: 'v1', after: 'v2' }],
    });
    expect(describeAuditEntry(release, names).sentence).toBe('Maya Editor published the About page');
    expect(changesLine(release)).toBe('About Hero: earlier version → new version');
    const sign = entry({
      action: 'sign',
      collection: 'review_signatures',
      changes: [
        { field: 'meaning', before: '', after: '"Medical"' },
        { field: 'verdict', before: '', after: '"approved"' },
      ],
    });
    expect(describeAuditEntry(sign, names).sentence).toBe('Maya Editor approved the About page (Medical)');
    const signed = {
      ...sign,
      changes: [...sign.changes, { field: 'comment', before: '', after: '"Accurate"' }, { field: 'contentHash', before: '', after: '"sha256:ab"' }],
    };
    expect(changesLine(signed)).toBe("Comment: — → 'Accurate'");
    const seeded = entry({
      action: 'publish',
      collection: 'content_releases',
      changes: ['a', 'b', 'c'].map((id) => ({ field: `about_leadership/${id}`, before: '', after: 'v1' })),
    });
    expect(changesLine(seeded)).toBe('Leadership (3 items): not published → new version');
    expect(describeAuditEntry(entry({ action: 'sign-in', page: 'auth', collection: '', documentId: '' }), names).sentence).toBe('Maya Editor signed in');
    expect(describeAuditEntry(entry({ action: 'sign-in-failed', actor: 'mallory', page: 'auth', collection: '', outcome: 'failure' })).sentence).toBe(
      'mallory failed to sign in',
    );
    expect(describeAuditEntry(entry({ action: 'permission-denied', page: 'users', collection: '', outcome: 'denied' }), names).sentence).toBe(
      'Maya Editor was refused access to the users',
    );
  });

  it("tells a review request's step by its status and note, leaving the publish's bookkeeping to the technical details", () => {
    const published = entry({
      action: 'publish',
      collection: 'review_requests',
      documentId: '6b0a73db',
      changes: [
        { field: 'publishedAt', before: '', after: '"2026-11-28T06:25:37.442Z"' },
        { field: 'publishedBy', before: '', after: '"maya@example.com"' },
        { field: 'released', before: '{}', after: '{"about_hero/main":"about_hero.main.v2"}' },
        { field: 'state', before: '"publishing"', after: '"published"' },
      ],
    });
    expect(describeAuditEntry(published, names).sentence).toBe('Maya Editor published the About page');
    expect(changesLine(published)).toBe('Status: Publishing → Published');
    const submitted = entry({
      action: 'submit',
      collection: 'review_requests',
      changes: [
        { field: 'state', before: '', after: '"in_review"' },
        { field: 'note', before: '', after: '"New claim"' },
        { field: 'contentHash', before: '', after: '"sha256:abc"' },
      ],
    });
    expect(changesLine(submitted)).toBe("Status: — → In review; Note to reviewers: — → 'New claim'");
  });

  it("says a write that was not applied, and names an account's change by the account", () => {
    expect(describeAuditEntry(entry({ action: 'sign', collection: 'review_requests', outcome: 'failure' }), names).sentence).toBe(
      'Maya Editor signed the About page (failed)',
    );
    expect(describeAuditEntry(entry({ status: 'aborted' }), names).sentence).toBe('Maya Editor changed About Hero on the About page (not applied)');
    const user = entry({
      actor: 'admin',
      action: 'create',
      page: 'users',
      collection: 'users',
      changes: [
        { field: 'name', before: '', after: '"Ravi Reviewer"' },
        { field: 'passwordHash', before: '', after: '[redacted]' },
      ],
    });
    const words = describeAuditEntry(user, names);
    expect(words.sentence).toBe('admin added the account of Ravi Reviewer');
    expect(words.changes).toContainEqual({ label: 'Password hash', before: '—', after: '(hidden)' });
    expect(describeAuditEntry(entry({ action: 'password-set', page: 'users', collection: 'users' }), names).sentence).toBe(
      'Maya Editor set a password for their account',
    );
    expect(describeAuditEntry(entry({ action: 'submit', collection: 'review_requests' }), names).sentence).toBe(
      'Maya Editor submitted the About page for review',
    );
    expect(describeAuditEntry(entry({ page: 'review', collection: 'review_settings' }), names).sentence).toBe('Maya Editor changed the review settings');
  });
});

describe('values and the CSV line', () => {
  it('shortens values: quotes, markup and long text cut, lists counted, flags as yes/no', () => {
    expect(readableValue('"<p>Hello <b>world</b></p>"')).toBe("'Hello world'");
    expect(readableValue(JSON.stringify('x'.repeat(100)), 10)).toBe(`'${'x'.repeat(9)}…'`);
    expect(readableValue('[1,2,3]')).toBe('3 items');
    expect(readableValue('true')).toBe('yes');
    expect(readableValue('')).toBe('—');
    expect(readableValue('plain text')).toBe("'plain text'");
  });

  it("joins an event's changes into one readable line", () => {
    const line = changesLine(
      entry({
        changes: [
          { field: 'title', before: '"A"', after: '"B"' },
          { field: 'subtitle', before: '', after: '"C"' },
        ],
      }),
    );
    expect(line).toBe("Title: 'A' → 'B'; Subtitle: — → 'C'");
  });

  it('names a page in another language by the page and the language', () => {
    expect(describeAuditEntry(entry({ action: 'publish', page: 'about@de', collection: 'content_releases', changes: [] }), names).sentence).toBe(
      'Maya Editor published the About page in German',
    );
  });

  it('gives the filters words: pages and actions', () => {
    expect(auditPageChoice('about')).toBe('About page');
    expect(auditPageChoice('users')).toBe('Users');
    expect(auditActionChoice('update')).toBe('Changed');
    expect(auditActionChoice('draft')).toBe('Saved a draft');
    expect(auditActionChoice('sign-in-failed')).toBe('Failed sign-in');
    expect(auditActionChoice('submit')).toBe('Submitted');
  });
});
