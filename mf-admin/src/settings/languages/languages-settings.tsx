import { can, describeFailure, EditorFrame, failureNotice, NoticeBanner, useAdminQuery, useNotice, useSignedInRole } from '@pharma/shared';
import { useState } from 'react';
import { fetchLanguages, saveLanguages, type StoredLanguages } from './languages-api';
import { LanguagesForm } from './languages-form';

export const LANGUAGES_SAVED = 'Languages saved successfully!';
export const LANGUAGES_FAILED = 'Failed to save languages';
export const LANGUAGES_ERROR = 'Error saving languages';

/** Settings › Languages: Administrators change it ('settings.edit'); every other role reads it. */
export function LanguagesSettingsPanel() {
  const query = useAdminQuery(fetchLanguages);
  const [notice, showNotice] = useNotice();
  // Remounts the form from the server's copy after a save or a reload.
  const [round, setRound] = useState(0);
  const role = useSignedInRole();
  const canEdit = role === null || can(role, 'settings.edit');

  const reload = async () => {
    showNotice(null);
    await query.reload();
    setRound((n) => n + 1);
  };

  const save = async (settings: StoredLanguages) => {
    try {
      query.setData(await saveLanguages(settings));
      setRound((n) => n + 1);
      showNotice({ kind: 'success', message: LANGUAGES_SAVED });
    } catch (error) {
      showNotice(failureNotice(describeFailure(error, LANGUAGES_FAILED, LANGUAGES_ERROR)));
    }
  };

  return (
    <div className="admin-own-panel">
      <EditorFrame
        title="Languages"
        intro={
          <p className="admin-muted">
            The languages the site speaks. The default keeps today&apos;s addresses (/about); each other language lives under its tag (/de/about) and either
            shows the text of another language where a field is not translated yet, or shows only the pages translated into it.
          </p>
        }
        failure={query.error && !query.data ? 'Could not load the languages.' : undefined}
        onRetry={() => void reload()}
        loading={query.loading && !query.data}
      >
        {canEdit ? null : (
          <p className="alert alert-info" role="note">
            Only Administrators can change the languages.
          </p>
        )}
        <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} onReload={() => void reload()} />
        {query.data ? <LanguagesForm key={round} source={query.data} canEdit={canEdit} onSave={save} /> : null}
      </EditorFrame>
    </div>
  );
}
