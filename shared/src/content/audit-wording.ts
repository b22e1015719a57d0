import type { AuditAction, AuditEntry, FieldChange } from './accounts.js';
import { collectionLabel, declarationOf } from './collections/collection-rules.js';
import type { CollectionDeclaration } from './collections/kit.js';
import { languageNameIn, splitLocalePage } from './languages.js';
import { REVIEW_STATE_LABELS, type ReviewState } from './review.js';

/*
 * An audit entry in the words of the person reading the Activity tab or its CSV: who (their name),
 * what they did (a verb), to what (the section or item and its page, by the labels the editors use),
 * and each changed field by its editor label with short values. The stored entry stays as it is:
 * these words are made on reading, so better words never touch the hash-chained trail.
 */

/** The store's collections that are not content the editors declare, by their stored names. */
const RELEASES = 'content_releases';
const TRASH = 'content_trash';
const REVIEW_REQUESTS = 'review_requests';
const REVIEW_SIGNATURES = 'review_signatures';

/** Pages and areas of the dashboard by their key, as the trail stores them. */
const AREA_LABELS: Readonly<Record<string, string>> = {
  home: 'Home page',
  about: 'About page',
  products: 'Products page',
  capabilities: 'Capabilities page',
  sustainability: 'Sustainability page',
  contact: 'Contact page',
  site: 'site settings',
  users: 'users',
  settings: 'settings',
  media: 'media library',
  auth: 'sign-in',
  review: 'review',
  remotes: 'remotes',
  schedules: 'schedules',
  drafts: 'drafts',
  trash: 'trash',
  history: 'history',
  system: 'system',
};

/** The pages whose content the editors change (the other keys are areas of the dashboard). */
const CONTENT_PAGES: ReadonlySet<string> = new Set(['home', 'about', 'products', 'capabilities', 'sustainability', 'contact', 'site']);

/** 'about' → 'About page'; an unknown key is shown as it is stored. */
export function auditPageLabel(page: string): string {
  const { page: base, locale } = splitLocalePage(page);
  return locale ? `${AREA_LABELS[base] ?? base} in ${languageNameIn(locale, 'en')}` : (AREA_LABELS[page] ?? page);
}

/** The filter's words for a page: the label with a capital ('Home page', 'Users'). */
export function auditPageChoice(page: string): string {
  const label = auditPageLabel(page);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const ACTION_VERBS: Readonly<Record<AuditAction, string>> = {
  'sign-in': 'signed in',
  'sign-in-failed': 'failed to sign in',
  'sign-out': 'signed out',
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  reorder: 'reordered',
  upload: 'uploaded',
  draft: 'saved a draft of',
  publish: 'published',
  discard: 'discarded the draft of',
  restore: 'restored an earlier version of',
  trash: 'used the trash on',
  submit: 'submitted % for review',
  withdraw: 'withdrew % from review',
  sign: 'signed',
  schedule: 'scheduled a change of',
  unpublish: 'unpublished',
  expire: 'saw the review-by date pass for',
  'lock-take-over': 'took over editing of',
  release: 'released a build of',
  promote: 'promoted a release of',
  rollback: 'rolled back',
  canary: 'changed the canary of',
  pin: 'pinned a release of',
  'password-set': 'set a password for %',
  'password-change': 'changed the password of %',
  'password-reset': 'reset the password of',
  'password-forgotten': 'asked for a new password link',
  'permission-denied': 'was refused access to',
};

/** The filter's words for an action: 'update' → 'Changed'. */
export function auditActionChoice(action: AuditAction): string {
  const words: Partial<Record<AuditAction, string>> = {
    'sign-in-failed': 'Failed sign-in',
    'permission-denied': 'Refused',
    sign: 'Signed (approve or reject)',
  };
  const verb = words[action] ?? ACTION_VERBS[action].replace(/ %.*$/, '').replace(/ (of|on|for|from)$/, '');
  return verb.charAt(0).toUpperCase() + verb.slice(1);
}

/** Longest value shown in a change before it is cut (the CSV takes a longer one). */
export const SHORT_VALUE_CHARS = 60;

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A stored value ('' when absent; a string as it is, other values as JSON) in a few words: 'Title', yes, 3 items; markup left out. */
export function readableValue(json: string, max = SHORT_VALUE_CHARS): string {
  if (json === '') return '—';
  if (json === '[redacted]') return '(hidden)';
  let value: unknown = json;
  try {
    value = JSON.parse(json);
  } catch {
    // Stored as plain text (a release's snapshot id, an older entry): shown as it is.
  }
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (typeof value === 'object') return '(details)';
  return `'${cut(String(value).replace(/<[^>]*>/g, ' '), max)}'`;
}

/** 'backgroundImage' → 'Background image', for fields no declaration labels. */
function wordsOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A release's change names `collection/docId`: the section or list it published, by its editor's title. */
function releasedThing(field: string): string {
  const collection = field.split('/')[0] ?? '';
  return declarationOf(collection)?.title ?? collectionLabel(collection);
}

/** One changed field in words. */
export interface ReadableChange {
  /** The editor's label of the field ('Title'), or the section or item a publish released. */
  label: string;
  before: string;
  after: string;
}

type Worded = { label: string; word: (stored: string, max: number) => string };

const reviewState: Worded['word'] = (stored) => {
  const state = storedText(stored) as ReviewState;
  return state ? (REVIEW_STATE_LABELS[state] ?? state) : '—';
};

/**
 * What a person reads of a review request's or a signature's change: where the request stands, what
 * its submitter or signer said. The sentence already names the meaning and verdict; the rest (hashes,
 * ids, the publish's bookkeeping) stays in the technical details.
 */
const READ_FIELDS: Record<string, Record<string, Worded>> = {
  [REVIEW_REQUESTS]: {
    state: { label: 'Status', word: reviewState },
    note: { label: 'Note to reviewers', word: readableValue },
    reviewBy: { label: 'Review by', word: (stored) => storedText(stored) || '—' },
  },
  [REVIEW_SIGNATURES]: { comment: { label: 'Comment', word: readableValue } },
};

function readFields(entry: Pick<AuditEntry, 'changes'>, fields: Record<string, Worded>, max: number): ReadableChange[] {
  return entry.changes.flatMap((change) => {
    const field = fields[change.field];
    return field ? [{ label: field.label, before: field.word(change.before, max), after: field.word(change.after, max) }] : [];
  });
}

/** A release's documents, one line per section or list: "Leadership (13 items): not published → new version". */
function releaseChanges(entry: Pick<AuditEntry, 'changes'>): ReadableChange[] {
  const lines = new Map<string, ReadableChange & { count: number }>();
  for (const change of entry.changes) {
    const line = {
      label: releasedThing(change.field),
      before: change.before ? 'earlier version' : 'not published',
      after: change.after ? 'new version' : 'removed',
    };
    const key = `${line.label}\n${line.before}\n${line.after}`;
    const seen = lines.get(key);
    if (seen) seen.count += 1;
    else lines.set(key, { ...line, count: 1 });
  }
  return [...lines.values()].map(({ count, ...line }) => (count > 1 ? { ...line, label: `${line.label} (${count} items)` } : line));
}

/** The changes of an entry with labels and short values. */
export function readableChanges(entry: Pick<AuditEntry, 'collection' | 'changes'>, max = SHORT_VALUE_CHARS): ReadableChange[] {
  const fields = READ_FIELDS[entry.collection];
  if (fields) return readFields(entry, fields, max);
  if (entry.collection === RELEASES) return releaseChanges(entry);
  const declaration = declarationOf(entry.collection);
  return entry.changes.map((change: FieldChange) => ({
    label: declaration?.fields[change.field]?.label ?? wordsOf(change.field),
    before: readableValue(change.before, max),
    after: readableValue(change.after, max),
  }));
}

/** The changes in one line: `Title: 'A' → 'B'; Subtitle: — → 'C'` (the CSV's Changes column). */
export function changesLine(entry: Pick<AuditEntry, 'collection' | 'changes'>, max = SHORT_VALUE_CHARS): string {
  return readableChanges(entry, max)
    .map((change) => `${change.label}: ${change.before} → ${change.after}`)
    .join('; ');
}

/** A change's stored value as text ('' when absent): strings are stored as they are, other values as JSON. */
export function storedText(stored: string | undefined): string {
  if (!stored) return '';
  try {
    const value: unknown = JSON.parse(stored);
    return typeof value === 'string' ? value : stored;
  } catch {
    return stored;
  }
}

/** A changed value of the entry as text ('' when absent). */
function valueOf(entry: Pick<AuditEntry, 'changes'>, field: string): string {
  const change = entry.changes.find((c) => c.field === field);
  return storedText(change?.after || change?.before || '');
}

/** A list item's own name, if its changes carry one. */
function itemName(entry: Pick<AuditEntry, 'changes'>): string {
  for (const field of ['title', 'name', 'cardTitle', 'titleLine1', 'label', 'heading']) {
    const value = valueOf(entry, field).replace(/<[^>]*>/g, ' ');
    if (value.trim()) return cut(value, 40);
  }
  return '';
}

function contentTarget(declaration: CollectionDeclaration, entry: Pick<AuditEntry, 'changes'>, page: string): string {
  const where = `on the ${auditPageLabel(declaration.page || page)}`;
  if (declaration.shape === 'section') return `${declaration.title} ${where}`;
  const name = itemName(entry);
  return `${declaration.itemName}${name ? ` '${name}'` : ''} ${where}`;
}

/** What the entry is about, in words: "About Hero on the About page", "the Home page". */
function targetOf(entry: AuditEntry, names: ReadonlyMap<string, string>): string {
  const pageWords = `the ${auditPageLabel(entry.page)}`;
  if (entry.collection === RELEASES || entry.collection === REVIEW_REQUESTS || entry.collection === REVIEW_SIGNATURES) return pageWords;
  const declaration = declarationOf(entry.collection);
  if (declaration) return contentTarget(declaration, entry, entry.page);
  // Setting or changing one's password is always done to one's own account.
  if (entry.action === 'password-set' || entry.action === 'password-change') return 'their account';
  if (entry.collection === 'users') {
    const email = valueOf(entry, 'email');
    return `the account of ${valueOf(entry, 'name') || names.get(email) || email || 'a user'}`;
  }
  if (entry.collection === TRASH) {
    const collection = valueOf(entry, 'collection');
    const trashed = collection ? declarationOf(collection) : undefined;
    return trashed ? contentTarget(trashed, entry, entry.page) : `an item on ${pageWords}`;
  }
  // A collection of an area (review settings, SEO entries): its own words say where it is.
  if (entry.collection)
    return CONTENT_PAGES.has(entry.page) ? `${collectionLabel(entry.collection)} on ${pageWords}` : `the ${collectionLabel(entry.collection)}`;
  if (entry.action.startsWith('sign-') || entry.page === 'auth' || entry.page === 'system') return '';
  return pageWords;
}

/** A signature's meaning and verdict, in the sentence: "approved the Home page (Medical)". */
function signatureWords(entry: AuditEntry): { verb: string; suffix: string } {
  const verdict = valueOf(entry, 'verdict');
  const meaning = valueOf(entry, 'meaning');
  const verb = verdict === 'approved' ? 'approved' : verdict === 'rejected' ? 'rejected' : 'signed';
  return { verb, suffix: meaning ? ` (${meaning})` : '' };
}

/** An entry in words: who, what, to what; the changes are listed under it. */
export interface EntryWords {
  /** The person's name, else their username ('system' for the API's own work). */
  who: string;
  /** "published the About page". */
  what: string;
  /** `who` and `what` together: "Maya Editor published the About page". */
  sentence: string;
  changes: ReadableChange[];
}

/**
 * An entry in plain words. `names` maps usernames to display names (accounts that have one); an
 * account without one is named by its username.
 */
export function describeAuditEntry(entry: AuditEntry, names: ReadonlyMap<string, string> = new Map(), max = SHORT_VALUE_CHARS): EntryWords {
  const who = names.get(entry.actor) || entry.actor;
  const signature = entry.action === 'sign' && entry.collection === REVIEW_SIGNATURES ? signatureWords(entry) : null;
  const verb = signature?.verb ?? ACTION_VERBS[entry.action] ?? entry.action;
  const target = targetOf(entry, names);
  // A failed sign-in and a refusal say so in their verb already.
  const saysOutcome = entry.outcome === 'success' || entry.action === 'sign-in-failed' || entry.action === 'permission-denied';
  const outcome = saysOutcome ? '' : entry.outcome === 'denied' ? ' (refused)' : ' (failed)';
  const notApplied = entry.status === 'aborted' ? ' (not applied)' : '';
  const done = verb.includes('%') ? verb.replace('%', target || 'it') : `${verb}${target ? ` ${target}` : ''}`;
  const what = `${done}${signature?.suffix ?? ''}${outcome}${notApplied}`;
  return { who, what, sentence: `${who} ${what}`, changes: readableChanges(entry, max) };
}
