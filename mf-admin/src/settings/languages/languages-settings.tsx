import { SettingsDocumentFrame, useSettingsDocument } from '../settings-document';
import { fetchLanguages, saveLanguages } from './languages-api';
import { LanguagesForm } from './languages-form';

export const LANGUAGES_SAVED = 'Languages saved successfully!';
export const LANGUAGES_FAILED = 'Failed to save languages';
export const LANGUAGES_ERROR = 'Error saving languages';

/** Settings › Languages: Administrators change it ('settings.edit'); every other role reads it. */
export function LanguagesSettingsPanel() {
  const doc = useSettingsDocument(fetchLanguages, saveLanguages, { saved: LANGUAGES_SAVED, failed: LANGUAGES_FAILED, error: LANGUAGES_ERROR });
  const intro = (
    <p className="admin-muted">
      The languages the site speaks, in the order a language switcher lists them. Pages are written in the default language first and translated in Settings ›
      Translations; where a field is not translated yet, a language shows the text of another one, or shows only the pages translated into it.
    </p>
  );
  return (
    <SettingsDocumentFrame title="Languages" intro={intro} what="the languages" doc={doc}>
      {doc.query.data ? <LanguagesForm key={doc.round} source={doc.query.data} canEdit={doc.canEdit} onSave={doc.save} /> : null}
    </SettingsDocumentFrame>
  );
}
