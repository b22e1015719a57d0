import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@pharma/shared/content';
import { namesOf, withReviewPages } from '../../src/platform/audit/audit-reading.js';

function entry(seq: number, extra: Partial<AuditEntry>): AuditEntry {
  return {
    id: `e${seq}`,
    seq,
    at: '2026-11-20T10:00:00.000Z',
    actor: 'admin',
    role: 'Administrator',
    ip: '',
    userAgent: '',
    action: 'update',
    page: 'review',
    collection: '',
    documentId: '',
    changes: [],
    outcome: 'success',
    detail: '',
    hash: 'h',
    ...extra,
  };
}

describe('withReviewPages', () => {
  it("files review entries stored under 'review' under the page their request approves, on reading only", () => {
    const stored = [
      entry(1, { action: 'submit', collection: 'review_requests', documentId: 'r1', changes: [{ field: 'page', before: '', after: 'about' }] }),
      entry(2, { action: 'sign', collection: 'review_signatures', documentId: 'r1.r1.m0', changes: [{ field: 'requestId', before: '', after: 'r1' }] }),
      entry(3, { action: 'sign', collection: 'review_signatures', documentId: 'r1.r2.m1', changes: [] }),
      entry(4, { action: 'withdraw', collection: 'review_requests', documentId: 'r1', changes: [{ field: 'state', before: 'in_review', after: 'withdrawn' }] }),
      entry(5, { action: 'update', collection: 'review_settings', documentId: 'review' }),
      entry(6, { action: 'sign', collection: 'review_signatures', documentId: 'unknown.r1.m0' }),
    ];
    const frozen = JSON.stringify(stored);
    expect(withReviewPages(stored).map((e) => e.page)).toEqual(['about', 'about', 'about', 'about', 'review', 'review']);
    expect(JSON.stringify(stored)).toBe(frozen); // the stored entries themselves are not touched
  });
});

describe('namesOf', () => {
  it("reads accounts' display names from their creation and renames; an unnamed or aborted one is left out", () => {
    const names = namesOf([
      entry(1, {
        collection: 'users',
        documentId: 'u1',
        action: 'create',
        changes: [
          { field: 'email', before: '', after: 'maya@example.com' },
          { field: 'name', before: '', after: 'Maya' },
        ],
      }),
      entry(2, { collection: 'users', documentId: 'u1', changes: [{ field: 'name', before: 'Maya', after: 'Maya Editor' }] }),
      entry(3, { collection: 'users', documentId: 'u1', status: 'aborted', changes: [{ field: 'name', before: 'Maya Editor', after: 'Never' }] }),
      entry(4, {
        collection: 'users',
        documentId: 'u2',
        action: 'create',
        changes: [
          { field: 'email', before: '', after: 'admin' },
          { field: 'name', before: '', after: 'Administrator' },
        ],
      }),
    ]);
    expect(names).toEqual({ 'maya@example.com': 'Maya Editor' });
  });
});
