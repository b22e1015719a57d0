import { CURRENT_DRAFT, type FieldDiff, type VersionKind, type VersionSummary } from '../../content/drafts.js';
import { collectionOfPath } from '../../content/collections/collection-rules.js';
import { getPath, optionLabel, optionValue, type FieldSpec } from '../forms/fields.js';

/*
 * What the History dialog shows: the API's versions and field-level diff (top-level stored fields,
 * rich text already as text) named with the editor's own labels. A top-level object edited through
 * dotted fields ('location.address') becomes one line per changed sub-field; a list field is shown
 * as its rows, one line each.
 */

export const VERSION_KIND_LABELS: Record<VersionKind, string> = { seed: 'Initial', publish: 'Published', restore: 'Restored' };

/** One line of the dialog's comparison table. */
export interface LabelledChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** Where the History of a content path `/api/cms/<page>/<name>` is kept: the collection behind it. */
export function historyCollection(path: string): string | null {
  return /^\/api\/cms\/[a-z]+\/[a-z-]+$/.test(path.split('?')[0] ?? '') ? collectionOfPath(path) : null;
}

/** A version's number for people: the oldest is 1 (versions come newest first). */
export function versionNumber(versions: readonly VersionSummary[], snapshotId: string): number {
  const index = versions.findIndex((version) => version.snapshotId === snapshotId);
  return index < 0 ? 0 : versions.length - index;
}

/** How a side of a comparison is named: "version 3", or "the current draft". */
export function sideName(versions: readonly VersionSummary[], side: string): string {
  return side === CURRENT_DRAFT ? 'the current draft' : `version ${versionNumber(versions, side)}`;
}

/** The pair compared first when the document has a draft: the live version against it. */
export function draftPair(versions: readonly VersionSummary[]): { from: string; to: string } | null {
  const live = versions.find((version) => version.live);
  return live ? { from: live.snapshotId, to: CURRENT_DRAFT } : null;
}

/** The pair compared first otherwise: the live version against the one before it (or the two newest). */
export function defaultPair(versions: readonly VersionSummary[]): { from: string; to: string } | null {
  if (versions.length < 2) return null;
  const live = Math.max(
    0,
    versions.findIndex((version) => version.live),
  );
  const to = Math.min(live, versions.length - 2);
  return { from: versions[to + 1]!.snapshotId, to: versions[to]!.snapshotId };
}

/** `backgroundImage` → `Background image`: the name of a stored field no form field declares. */
export function humanize(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Maps the API's diff onto the editor's fields (labels, dotted sub-fields, list rows). */
export function labelChanges(fields: readonly FieldSpec[], diffs: readonly FieldDiff[]): LabelledChange[] {
  return diffs.flatMap((diff): LabelledChange[] => {
    const spec = fields.find((field) => field.name === diff.field);
    if (spec?.kind === 'list') return [{ key: diff.field, label: spec.label, before: listText(spec, diff.before), after: listText(spec, diff.after) }];
    if (spec) return [{ key: diff.field, label: spec.label, before: valueText(spec, diff.before), after: valueText(spec, diff.after) }];
    const nested = fields.filter((field) => field.name.startsWith(`${diff.field}.`));
    if (nested.length) return nestedChanges(diff, nested);
    return [{ key: diff.field, label: humanize(diff.field), before: diff.before, after: diff.after }];
  });
}

function nestedChanges(diff: FieldDiff, nested: readonly FieldSpec[]): LabelledChange[] {
  const [before, after] = [parse(diff.before), parse(diff.after)];
  const root = diff.field.length + 1;
  return nested.flatMap((spec) => {
    const [b, a] = [plain(getPath(before, spec.name.slice(root))), plain(getPath(after, spec.name.slice(root)))];
    if (b === a) return [];
    const label = spec.group ? `${spec.group}: ${spec.label}` : spec.label;
    return [{ key: spec.name, label, before: valueText(spec, b), after: valueText(spec, a) }];
  });
}

/** A select shows its option's label; a checkbox Yes/No; anything else the text as compared. */
function valueText(spec: FieldSpec, value: string): string {
  if (spec.kind === 'checkbox') return value === 'true' ? 'Yes' : value === 'false' ? 'No' : value;
  const option = spec.options?.find((candidate) => optionValue(candidate) === value);
  return option ? optionLabel(option) : value;
}

/** A list's rows, numbered, each as its sub-fields' values. */
function listText(spec: FieldSpec, json: string): string {
  const rows = parse(json);
  if (!Array.isArray(rows)) return json;
  const names = spec.fields?.map((field) => field.name);
  return rows
    .map((row, index) => {
      const values = names && row && typeof row === 'object' ? names.map((name) => plain(getPath(row, name))) : [plain(row)];
      return `${index + 1}. ${values.filter(Boolean).join(' · ')}`;
    })
    .join('\n');
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A value as text, rich text without its tags (as the API compares it). */
function plain(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
