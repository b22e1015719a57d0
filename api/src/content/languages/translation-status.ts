/** One localized field of one document in a locale (collections/translations.ts). */
export interface TranslationFieldStatus {
  collection: string;
  id: string;
  field: string;
  label: string;
  state: 'missing' | 'outdated' | 'current';
  source: unknown;
  translation: unknown;
}
