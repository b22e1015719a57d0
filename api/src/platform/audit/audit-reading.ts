import { ROLES, storedText, type AuditEntry } from '@pharma/shared/content';

/*
 * What the trail says once read as a whole, derived on every read and never written back: stored
 * entries are hash-chained and must stay exactly as they were appended.
 */

const REVIEW_REQUESTS = 'review_requests';
const REVIEW_SIGNATURES = 'review_signatures';

function changed(entry: AuditEntry, field: string): string {
  const change = entry.changes.find((c) => c.field === field);
  return storedText(change?.after) || storedText(change?.before);
}

/** A signature's id is `<request>.r<round>.m<meaning>`: its request, when its changes do not say. */
function requestOfSignature(entry: AuditEntry): string {
  return changed(entry, 'requestId') || entry.documentId.replace(/\.r\d+\.m\d+$/, '');
}

/**
 * Review writes stored before they named their page carry the area 'review': a request's entry and
 * its signatures belong to the page the request approves, which the request's creation recorded.
 */
export function withReviewPages(entries: readonly AuditEntry[]): AuditEntry[] {
  const pageOfRequest = new Map<string, string>();
  for (const entry of entries) {
    if (entry.collection !== REVIEW_REQUESTS) continue;
    const page = changed(entry, 'page') || (entry.page !== 'review' ? entry.page : '');
    if (page) pageOfRequest.set(entry.documentId, page);
  }
  return entries.map((entry) => {
    if (entry.page !== 'review') return entry;
    const request = entry.collection === REVIEW_REQUESTS ? entry.documentId : entry.collection === REVIEW_SIGNATURES ? requestOfSignature(entry) : '';
    const page = request ? pageOfRequest.get(request) : undefined;
    return page ? { ...entry, page } : entry;
  });
}

/**
 * Display names by username, from the trail's account writes (an account's creation records its
 * name and email; a rename, its new name). An account whose name is its username is left out.
 */
export function namesOf(entries: readonly AuditEntry[]): Record<string, string> {
  const accounts = new Map<string, { email: string; name: string }>();
  for (const entry of entries) {
    if (entry.collection !== 'users' || entry.status === 'aborted' || entry.outcome !== 'success') continue;
    const known = accounts.get(entry.documentId) ?? { email: '', name: '' };
    const email = storedText(entry.changes.find((c) => c.field === 'email')?.after);
    const name = storedText(entry.changes.find((c) => c.field === 'name')?.after);
    accounts.set(entry.documentId, { email: email || known.email, name: name || known.name });
  }
  const names: Record<string, string> = {};
  // A name that is only a role ('Administrator', the built-in account's) would read as the role: the username says more.
  for (const { email, name } of accounts.values()) if (email && name && name !== email && !(ROLES as readonly string[]).includes(name)) names[email] = name;
  return names;
}
