import { can, describeFailure, EditorFrame, failureNotice, NoticeBanner, useAdminQuery, useNotice, useSignedInRole } from '@pharma/shared';
import { useState, type ReactNode } from 'react';

interface SavedTexts {
  saved: string;
  failed: string;
  error: string;
}

/**
 * One settings document that Administrators change ('settings.edit') and every other role reads:
 * its read, its save with the outcome as a notice, and a round that remounts the form from the
 * server's copy after a save or a reload.
 */
export function useSettingsDocument<T>(read: () => Promise<T>, write: (value: T) => Promise<T>, texts: SavedTexts, onSaved?: () => void) {
  const query = useAdminQuery(read);
  const [notice, showNotice] = useNotice();
  const [round, setRound] = useState(0);
  const role = useSignedInRole();
  const canEdit = role === null || can(role, 'settings.edit');

  const reload = async () => {
    showNotice(null);
    await query.reload();
    setRound((n) => n + 1);
  };

  const save = async (value: T) => {
    try {
      query.setData(await write(value));
      setRound((n) => n + 1);
      showNotice({ kind: 'success', message: texts.saved });
      onSaved?.();
    } catch (error) {
      showNotice(failureNotice(describeFailure(error, texts.failed, texts.error)));
    }
  };

  return { query, notice, showNotice, round, canEdit, reload, save };
}

interface FrameProps<T> {
  title: string;
  intro: ReactNode;
  /** 'the languages': what the failure and read-only texts name. */
  what: string;
  doc: ReturnType<typeof useSettingsDocument<T>>;
  children: ReactNode;
}

/** The document's frame: title and intro, a load failure with Retry, who may change it, the save's notice. */
export function SettingsDocumentFrame<T>({ title, intro, what, doc, children }: FrameProps<T>) {
  return (
    <div className="admin-own-panel">
      <EditorFrame
        title={title}
        intro={intro}
        failure={doc.query.error && !doc.query.data ? `Could not load ${what}.` : undefined}
        onRetry={() => void doc.reload()}
        loading={doc.query.loading && !doc.query.data}
      >
        {doc.canEdit ? null : (
          <p className="alert alert-info" role="note">
            Only Administrators can change {what}.
          </p>
        )}
        <NoticeBanner notice={doc.notice} onDismiss={() => doc.showNotice(null)} onReload={() => void doc.reload()} />
        {children}
      </EditorFrame>
    </div>
  );
}
