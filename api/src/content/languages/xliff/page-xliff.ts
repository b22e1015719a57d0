import { declarationOf, isLocalized, type FieldDecl, type TranslationFieldStatus, type XliffReport } from '@pharma/shared/content';
import { js2xliff, xliff2js } from 'xliff';
import { htmlToInline, inlineText, inlineToHtml, type InlineValue } from './rich-text-inline.js';

/*
 * A page's text in one language as an XLIFF 2.0 file for a translation vendor, and the vendor's file
 * read back. One unit per translatable leaf: `collection:document:field[:item or index…]`, its source
 * the default language's text today, its target the language's translation if there is one.
 */

type Path = Array<string | number>;

interface Leaf {
  unit: string;
  collection: string;
  id: string;
  path: Path;
  rich: boolean;
  source: string;
  target: string | undefined;
}

const at = (value: unknown, path: Path): unknown => path.reduce<unknown>((node, key) => findChild(node, key), value);

function findChild(node: unknown, key: string | number): unknown {
  if (Array.isArray(node)) return typeof key === 'number' ? node[key] : node.find((item) => (item as { id?: unknown })?.id === key);
  return node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
}

/** The text leaves of one localized field's source value, with their paths. */
function leavesOf(decl: FieldDecl, value: unknown, path: Path): Array<{ path: Path; text: string; rich: boolean }> {
  if (decl.kind === 'textList' || decl.kind === 'addressList') {
    return (Array.isArray(value) ? value : []).flatMap((text, index) =>
      typeof text === 'string' && text.trim() ? [{ path: [...path, index], text, rich: false }] : [],
    );
  }
  if (decl.kind === 'object' || decl.kind === 'items') {
    const nested = decl.fields;
    const docs = decl.kind === 'items' ? (Array.isArray(value) ? value : []) : [value];
    return docs.flatMap((doc) => {
      if (!doc || typeof doc !== 'object') return [];
      // Items are named by their id (a list of points), by their place when they have none (logo cards).
      const id = (doc as { id?: unknown }).id;
      const base = decl.kind === 'items' ? [...path, typeof id === 'string' ? id : docs.indexOf(doc)] : path;
      return Object.entries(nested)
        .filter(([, sub]) => isLocalized(sub))
        .flatMap(([name, sub]) => leavesOf(sub, (doc as Record<string, unknown>)[name], [...base, name]));
    });
  }
  return typeof value === 'string' && value.trim() ? [{ path, text: value, rich: decl.kind === 'richText' }] : [];
}

/** Every translatable leaf of the page's fields (from the Translations status: source and translation). */
export function pageLeaves(fields: readonly TranslationFieldStatus[]): Leaf[] {
  return fields.flatMap((entry) => {
    const decl = declarationOf(entry.collection)?.fields[entry.field];
    if (!decl) return [];
    return leavesOf(decl, entry.source, [entry.field]).map(({ path, text, rich }) => {
      const target = at(entry.translation, path.slice(1));
      return {
        unit: [entry.collection, entry.id, ...path].join(':'),
        collection: entry.collection,
        id: entry.id,
        path,
        rich,
        source: text,
        target: typeof target === 'string' && target.trim() ? target : undefined,
      };
    });
  });
}

const asInline = (leaf: Leaf, text: string): InlineValue => (leaf.rich ? htmlToInline(text).parts : text);

/** The XLIFF 2.0 document of a page's leaves. */
export function exportXliff(page: string, sourceLanguage: string, targetLanguage: string, leaves: readonly Leaf[]): Promise<string> {
  const units = Object.fromEntries(
    leaves.map((leaf) => [leaf.unit, { source: asInline(leaf, leaf.source), target: leaf.target === undefined ? '' : asInline(leaf, leaf.target) }]),
  );
  // No indentation: whitespace inside a segment is text.
  return js2xliff({ resources: { [page]: units }, sourceLanguage, targetLanguage }, { indent: '' });
}

/** The vendor's targets that can be applied, as values by leaf, and the report; refuses a file of another page or language. */
export async function readXliff(xml: string, page: string, sourceLanguage: string, targetLanguage: string, leaves: readonly Leaf[]) {
  const file = (await xliff2js(xml)) as {
    sourceLanguage?: string;
    targetLanguage?: string;
    resources?: Record<string, Record<string, { source?: InlineValue; target?: InlineValue }>>;
  };
  if (file.sourceLanguage !== sourceLanguage || file.targetLanguage !== targetLanguage) {
    throw new Error(`The file translates ${file.sourceLanguage ?? '?'} into ${file.targetLanguage ?? '?'}, not ${sourceLanguage} into ${targetLanguage}.`);
  }
  const units = file.resources?.[page];
  if (!units) throw new Error(`The file has no text of the ${page} page.`);
  const byUnit = new Map(leaves.map((leaf) => [leaf.unit, leaf]));
  const report: XliffReport = { applied: [], missing: [], extra: Object.keys(units).filter((unit) => !byUnit.has(unit)), changedSource: [], invalidMarkup: [] };
  const values: Array<{ leaf: Leaf; value: string }> = [];
  for (const leaf of leaves) {
    const unit = units[leaf.unit];
    const target = unit?.target;
    if (!unit || inlineText(target).trim() === '') report.missing.push(leaf.unit);
    else if (inlineText(unit.source).replace(/\s+/g, ' ').trim() !== inlineText(asInline(leaf, leaf.source)).replace(/\s+/g, ' ').trim())
      report.changedSource.push(leaf.unit);
    else {
      const value = leaf.rich ? inlineToHtml(target!, htmlToInline(leaf.source).tags) : inlineText(target);
      if (value === null) report.invalidMarkup.push(leaf.unit);
      else values.push({ leaf, value });
    }
  }
  report.applied = values.map(({ leaf }) => leaf.unit);
  return { values, report };
}

/**
 * The writes that put the applied values in place, one per document: each localized field rebuilt from
 * its current translation with the new leaves set. Lists of lines are written only when every line has
 * a translation (a partial list would show blank lines); their units are reported missing otherwise.
 */
export function translationWrites(values: ReadonlyArray<{ leaf: Leaf; value: string }>, fields: readonly TranslationFieldStatus[], report: XliffReport) {
  const writes = new Map<string, { collection: string; id: string; patch: Record<string, unknown> }>();
  for (const { leaf, value } of values) {
    const key = `${leaf.collection}:${leaf.id}`;
    const write = writes.get(key) ?? { collection: leaf.collection, id: leaf.id, patch: {} };
    writes.set(key, write);
    const [field, ...rest] = leaf.path as [string, ...Path];
    if (!rest.length) {
      write.patch[field] = value;
      continue;
    }
    const entry = fields.find((candidate) => candidate.collection === leaf.collection && candidate.id === leaf.id && candidate.field === field);
    write.patch[field] ??= structuredClone(entry?.translation ?? (Array.isArray(entry?.source) ? [] : {}));
    setAt(write.patch[field], rest, value, entry?.source);
  }
  for (const write of writes.values()) dropPartialLists(write, fields, report);
  return [...writes.values()].filter((write) => Object.keys(write.patch).length);
}

/** Sets a leaf, making the items on its way (by id, in the source's order) where the translation has none yet. */
function setAt(root: unknown, path: Path, value: string, source: unknown): void {
  let node = root;
  let from = source;
  for (const [index, key] of path.entries()) {
    const last = index === path.length - 1;
    from = findChild(from, key);
    if (Array.isArray(node) && typeof key === 'string') {
      let item = node.find((candidate) => (candidate as { id?: unknown })?.id === key) as Record<string, unknown> | undefined;
      if (!item) node.push((item = { id: key }));
      node = item;
    } else if (last) {
      (node as Record<string | number, unknown>)[key] = value;
    } else {
      const container = node as Record<string | number, unknown>;
      container[key] ??= Array.isArray(from) ? [] : {};
      node = container[key];
    }
  }
}

function dropPartialLists(
  write: { collection: string; id: string; patch: Record<string, unknown> },
  fields: readonly TranslationFieldStatus[],
  report: XliffReport,
): void {
  for (const [field, value] of Object.entries(write.patch)) {
    const decl = declarationOf(write.collection)?.fields[field];
    if (decl?.kind !== 'textList' && decl?.kind !== 'addressList') continue;
    const source = fields.find((entry) => entry.collection === write.collection && entry.id === write.id && entry.field === field)?.source;
    const lines = Array.isArray(value) ? value : [];
    const complete = Array.isArray(source) && source.every((text, index) => !String(text).trim() || (typeof lines[index] === 'string' && lines[index].trim()));
    if (complete) continue;
    delete write.patch[field];
    const prefix = `${write.collection}:${write.id}:${field}:`;
    report.applied = report.applied.filter((unit) => !unit.startsWith(prefix));
    report.missing.push(...(Array.isArray(source) ? source.map((_, index) => `${prefix}${index}`) : []).filter((unit) => !report.missing.includes(unit)));
  }
}
