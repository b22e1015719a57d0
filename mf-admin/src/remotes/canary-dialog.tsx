import { ADMIN_BUTTONS, ApiError, CANARY_DEFAULTS, Modal, type RemoteRelease } from '@pharma/shared';
import { useId, useState, type FormEvent } from 'react';
import { startCanary } from './remotes-api';

interface CanaryDialogProps {
  /** The remote's label as the tab shows it ("About Page"). */
  label: string;
  release: RemoteRelease;
  onClose: () => void;
  onStarted: (percent: number) => void;
}

type Field = 'percent' | 'maxErrorRate' | 'minLoads';

const RULES: Record<Field, { min: number; max: number; message: string }> = {
  percent: { min: 1, max: 99, message: 'Enter a share of visitors from 1 to 99 %.' },
  maxErrorRate: { min: 0, max: 100, message: 'Enter an error rate from 0 to 100 %.' },
  minLoads: { min: 1, max: 100_000, message: 'Enter at least 1 load.' },
};

/**
 * Starts a canary of one release: the share of visitors who get it (sticky per visitor, in their
 * browser and in the server HTML), and when the registry rolls it back by itself (a share of failed
 * loads over a minimum of reported loads). The API's refusal is shown as sent.
 */
export function CanaryDialog({ label, release, onClose, onStarted }: CanaryDialogProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    percent: String(CANARY_DEFAULTS.percent),
    maxErrorRate: String(CANARY_DEFAULTS.maxErrorRate * 100),
    minLoads: String(CANARY_DEFAULTS.minLoads),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      (Object.keys(RULES) as Field[]).flatMap((field) => {
        const value = Number(values[field]);
        const rule = RULES[field];
        return values[field].trim() === '' || !Number.isFinite(value) || value < rule.min || value > rule.max ? [[field, rule.message]] : [];
      }),
    );
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure('');
    try {
      const percent = Math.round(Number(values.percent));
      await startCanary(release.remote, {
        version: release.version,
        percent,
        maxErrorRate: Number(values.maxErrorRate) / 100,
        minLoads: Math.round(Number(values.minLoads)),
      });
      onStarted(percent);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The canary could not be started. Please try again.');
      setBusy(false);
    }
  };

  const field = (name: Field, text: string, help: string) => (
    <div className={`form-field admin-field${errors[name] ? ' has-error' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{text}</label>
      <input
        id={`${id}-${name}`}
        type="number"
        inputMode="numeric"
        min={RULES[name].min}
        max={RULES[name].max}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-help${errors[name] ? ` ${id}-${name}-error` : ''}`}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      <p id={`${id}-${name}-help`} className="field-help">
        {help}
      </p>
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <Modal title={`Canary of ${label} ${release.version}`} onClose={onClose} className="admin-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        {failure ? (
          <div className="alert alert-error" role="alert">
            {failure}
          </div>
        ) : null}
        {field('percent', 'Share of visitors (%)', 'Each visitor keeps what they got: the same release in the browser and in the page the server sends.')}
        {field(
          'maxErrorRate',
          'Roll back above this load-error rate (%)',
          'Browsers report every remote load; past this share of failures the registry rolls the canary back by itself.',
        )}
        {field('minLoads', 'Judge after this many loads', 'No verdict before this many loads of the canary were reported.')}
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            {ADMIN_BUTTONS.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Start canary
          </button>
        </div>
      </form>
    </Modal>
  );
}
