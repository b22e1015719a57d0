import { adminGet, apiSend, type LanguageSettings } from '@pharma/shared';

export const LANGUAGES_PATH = '/api/languages';

export type StoredLanguages = LanguageSettings & { version: number };

export function fetchLanguages(): Promise<StoredLanguages> {
  return adminGet<StoredLanguages>(LANGUAGES_PATH);
}

/** With the version read: a stale one answers 409, a wrong tag or fallback 400 with the problem in words. */
export function saveLanguages(settings: StoredLanguages): Promise<StoredLanguages> {
  return apiSend<StoredLanguages>('PUT', LANGUAGES_PATH, settings);
}
