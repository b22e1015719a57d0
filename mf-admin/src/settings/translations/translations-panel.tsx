import {
  auditPageChoice,
  auditPageLabel,
  DECLARED_COLLECTIONS,
  describeFailure,
  DraftsBar,
  DraftsProvider,
  EditorFrame,
  failureNotice,
  fetchReviewSettings,
  languageNameIn,
  localePage,
  NoticeBanner,
  useAdminQuery,
  useCanEdit,
  useDrafts,
  useNotice,
  type TranslationFieldStatus,
} from '@pharma/shared';
import { useCallback, useId, useState } from 'react';
import { fetchLanguages } from '../languages/languages-api';
import { TranslationRow } from './translation-row';
import { fetchTranslationStatus, saveTranslation } from './translations-api';
import { XliffTools } from './xliff-tools';

const PAGES = [...new Set(DECLARED_COLLECTIONS.map((declaration) => declaration.page))];

/** Settings › Translations: a page's text in one language, field by field, beside the default language's. */
export function TranslationsPanel() {
  const languages = useAdminQuery(fetchLanguages);
  const others = (languages.data?.locales ?? []).filter((locale) => locale.tag !== languages.data?.defaultLocale);
  return (
    <div className="admin-own-panel">
      <EditorFrame
        title="Translations"
        intro={<p className="admin-muted">Each field of a page in another language: missing, outdated (the English text changed since) or current.</p>}
        failure={languages.error && !languages.data ? 'Could not load the languages.' : undefined}
        onRetry={() => void languages.reload()}
        loading={languages.loading && !languages.data}
      >
        {languages.data && others.length === 0 ? <p className="admin-empty">The site has one language. Add another in Settings › Languages.</p> : null}
        {languages.data && others.length ? <TranslationsOf sourceLanguage={languages.data.defaultLocale} locales={others.map((locale) => locale.tag)} /> : null}
      </EditorFrame>
    </div>
  );
}

/** The page and language chosen; below them, that language's page as a page of its own: its drafts bar (publish, review) and its fields. */
function TranslationsOf({ sourceLanguage, locales }: { sourceLanguage: string; locales: string[] }) {
  const id = useId();
  const [page, setPage] = useState(PAGES.includes('about') ? 'about' : PAGES[0]!);
  const [locale, setLocale] = useState(locales[0]!);
  const choose = (
    <div className="admin-inline-fields">
      <div className="form-field admin-inline-field">
        <label htmlFor={`${id}-page`}>Page</label>
        <select id={`${id}-page`} value={page} onChange={(event) => setPage(event.target.value)}>
          {PAGES.map((key) => (
            <option key={key} value={key}>
              {auditPageChoice(key)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field admin-inline-field">
        <label htmlFor={`${id}-locale`}>Language</label>
        <select id={`${id}-locale`} value={locale} onChange={(event) => setLocale(event.target.value)}>
          {locales.map((tag) => (
            <option key={tag} value={tag}>{`${languageNameIn(tag, 'en')} (${tag})`}</option>
          ))}
        </select>
      </div>
    </div>
  );
  return (
    <>
      {choose}
      <DraftsProvider key={localePage(page, locale)} page={localePage(page, locale)}>
        <DraftsBar />
        <TranslationFields page={page} locale={locale} sourceLanguage={sourceLanguage} />
      </DraftsProvider>
    </>
  );
}

function TranslationFields({ page, locale, sourceLanguage }: { page: string; locale: string; sourceLanguage: string }) {
  const drafts = useDrafts();
  const [onlyWork, setOnlyWork] = useState(false);
  const [notice, showNotice] = useNotice();
  // The role's right, and not while this language's page is frozen in review (the drafts bar says why).
  const canEdit = useCanEdit();
  const status = useAdminQuery(useCallback(() => fetchTranslationStatus(page, locale), [page, locale]));
  const review = useAdminQuery(fetchReviewSettings);
  const language = languageNameIn(locale, 'en');
  // With review off a save publishes, as every editor's does; with review on it waits for that language's own sign-off.
  const savedWords = (label: string) =>
    review.data?.required
      ? `${language} translation of ${label} saved as a draft: visitors see it once the ${language} ${auditPageLabel(page)} is reviewed and published.`
      : `${language} translation of ${label} saved and published.`;

  const save = async (entry: TranslationFieldStatus, value: string) => {
    try {
      await saveTranslation(entry, locale, value);
      showNotice({ kind: 'success', message: savedWords(entry.label) });
      drafts?.refresh();
      await status.reload();
    } catch (error) {
      showNotice(failureNotice(describeFailure(error, 'Failed to save the translation')));
    }
  };

  const entries = (status.data ?? []).filter((entry) => !onlyWork || entry.state !== 'current');
  const count = (state: TranslationFieldStatus['state']) => (status.data ?? []).filter((entry) => entry.state === state).length;
  return (
    <>
      <div className="admin-inline-fields">
        <label className="admin-field-checkbox">
          <input type="checkbox" checked={onlyWork} onChange={(event) => setOnlyWork(event.target.checked)} /> Only fields that need work
        </label>
      </div>
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} />
      {status.data ? (
        <p role="status" className="admin-muted">
          {count('missing')} missing, {count('outdated')} outdated, {count('current')} current.
        </p>
      ) : null}
      <XliffTools page={page} locale={locale} canEdit={canEdit} onImported={() => void status.reload()} />
      {status.error && !status.data ? <p className="alert alert-error">Could not load the translations.</p> : null}
      {entries.length ? (
        <div className="admin-table-wrap">
          <table className="admin-table admin-translations">
            <caption className="visually-hidden">{`${auditPageChoice(page)} in ${language}, field by field`}</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Status</th>
                <th scope="col">{languageNameIn(sourceLanguage, 'en')}</th>
                <th scope="col">{language}</th>
                <th scope="col" className="admin-col-actions">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <TranslationRow
                  key={`${page}:${locale}:${entry.collection}:${entry.id}:${entry.field}:${status.data === undefined ? 0 : 1}:${String(entry.translation)}`}
                  entry={entry}
                  sourceLanguage={sourceLanguage}
                  targetLanguage={locale}
                  canEdit={canEdit}
                  onSave={save}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
