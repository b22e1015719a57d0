import { apiGet, apiSend, Modal, NOTICE_TEXTS, type NoticeKind, type NoticeSetting } from '@pharma/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';

export const NOTICES_PATH = '/api/auth/notifications';

interface Props {
  /** The signed-in account's name: its e-mail address, or the built-in Administrator's name (no address). */
  account: string;
  onClose: () => void;
  /** Called once the API stored the choices (the dashboard shows the success notice). */
  onSaved: () => void;
}

/** "E-mail notifications": each kind of mail the signed-in person's role is sent, on or off. */
export function NoticesDialog({ account, onClose, onSaved }: Props) {
  const id = useId().replace(/:/g, '');
  const [settings, setSettings] = useState<NoticeSetting[] | null>(null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let open = true;
    apiGet<NoticeSetting[]>(NOTICES_PATH).then(
      (loaded) => open && setSettings(loaded),
      (failure: unknown) => open && setError(`Your notifications could not be loaded: ${failure instanceof Error ? failure.message : 'no answer'}`),
    );
    return () => {
      open = false;
    };
  }, []);

  const toggle = (kind: NoticeKind, on: boolean) => setSettings((current) => current?.map((s) => (s.kind === kind ? { ...s, on } : s)) ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!settings || saving) return;
    setSaving(true);
    setError('');
    try {
      await apiSend('PUT', NOTICES_PATH, { off: settings.filter((s) => !s.on).map((s) => s.kind) });
      onSaved();
    } catch (failure) {
      setError(`Your notifications were not saved: ${failure instanceof Error ? failure.message : 'no answer'}`);
      setSaving(false);
    }
  };

  return (
    <Modal title={NOTICE_TEXTS.title} onClose={onClose} className="admin-dialog">
      <form onSubmit={(event) => void submit(event)} aria-busy={saving || !settings}>
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        {account.includes('@') ? null : (
          <p className="alert alert-info" role="note">
            {NOTICE_TEXTS.noAddress}
          </p>
        )}
        {settings === null ? (
          error ? null : (
            <p role="status">Loading…</p>
          )
        ) : settings.length === 0 ? (
          <p>{NOTICE_TEXTS.none}</p>
        ) : (
          <fieldset className="admin-notices">
            <legend>E-mail me when</legend>
            {settings.map((setting) => (
              <div className="form-field admin-field admin-field-checkbox" key={setting.kind}>
                <label htmlFor={`${id}-${setting.kind}`}>
                  <input id={`${id}-${setting.kind}`} type="checkbox" checked={setting.on} onChange={(event) => toggle(setting.kind, event.target.checked)} />
                  {setting.label}
                </label>
              </div>
            ))}
          </fieldset>
        )}
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving || !settings?.length}>
            {saving ? 'Saving...' : 'Save notifications'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
