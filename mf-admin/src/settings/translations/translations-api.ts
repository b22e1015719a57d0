import { adminGet, apiPathOf, apiSend, declarationOf, SECTION_ID } from '@pharma/shared';

/** One localized field of one document in a language (GET /api/languages/status). */
export interface FieldTranslation {
  collection: string;
  id: string;
  field: string;
  label: string;
  state: 'missing' | 'outdated' | 'current';
  source: unknown;
  translation: unknown;
}

export function fetchTranslationStatus(page: string, locale: string): Promise<FieldTranslation[]> {
  return adminGet<FieldTranslation[]>(`/api/languages/status?page=${encodeURIComponent(page)}&locale=${encodeURIComponent(locale)}`);
}

/** Saves one field's translation (a draft of the page in that language when review is required). */
export function saveTranslation(entry: FieldTranslation, locale: string, value: unknown): Promise<unknown> {
  const declaration = declarationOf(entry.collection)!;
  const path = declaration.shape === 'list' && entry.id !== SECTION_ID ? `${apiPathOf(declaration)}/${encodeURIComponent(entry.id)}` : apiPathOf(declaration);
  return apiSend('PUT', `${path}?locale=${encodeURIComponent(locale)}`, { [entry.field]: value });
}

/** Where the page's XLIFF file is exported (a download) and imported. */
export const xliffPath = (page: string, locale: string) => `/api/languages/xliff?page=${encodeURIComponent(page)}&locale=${encodeURIComponent(locale)}`;

export interface XliffReport {
  applied: string[];
  missing: string[];
  extra: string[];
  changedSource: string[];
  invalidMarkup: string[];
}

export function importXliff(page: string, locale: string, xliff: string): Promise<XliffReport> {
  return apiSend<XliffReport>('POST', xliffPath(page, locale), { xliff });
}
