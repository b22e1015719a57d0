import { adminGet, apiPathOf, apiSend, declarationOf, SECTION_ID, type TranslationFieldStatus, type XliffReport } from '@pharma/shared';

export function fetchTranslationStatus(page: string, locale: string): Promise<TranslationFieldStatus[]> {
  return adminGet<TranslationFieldStatus[]>(`/api/languages/status?page=${encodeURIComponent(page)}&locale=${encodeURIComponent(locale)}`);
}

/** Saves one field's translation (a draft of the page in that language when review is required). */
export function saveTranslation(entry: TranslationFieldStatus, locale: string, value: unknown): Promise<unknown> {
  const declaration = declarationOf(entry.collection)!;
  const path = declaration.shape === 'list' && entry.id !== SECTION_ID ? `${apiPathOf(declaration)}/${encodeURIComponent(entry.id)}` : apiPathOf(declaration);
  return apiSend('PUT', `${path}?locale=${encodeURIComponent(locale)}`, { [entry.field]: value });
}

/** Where the page's XLIFF file is exported (a download) and imported. */
export const xliffPath = (page: string, locale: string) => `/api/languages/xliff?page=${encodeURIComponent(page)}&locale=${encodeURIComponent(locale)}`;

export function importXliff(page: string, locale: string, xliff: string): Promise<XliffReport> {
  return apiSend<XliffReport>('POST', xliffPath(page, locale), { xliff });
}
