import { useState } from 'react';
import { ApiError } from '../../http/api-client.js';
import { ConfirmDialog } from '../forms/confirm-dialog.js';

/** The API's refusal of a publish of a page in another language whose translations are outdated (it names them). */
export function isOutdatedRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && / outdated \(the .+ text changed since\)/.test(error.message);
}

/**
 * A publish that may be refused for outdated translations: the refusal becomes a question ("Publish
 * anyway?" with the fields it names), and only an explicit yes publishes, confirmed (the API records it).
 * `run(publish, report)` calls `publish(false)`; any other failure, then or after the yes, goes to `report`.
 */
export function useOutdatedConfirmation() {
  const [asking, setAsking] = useState<{ message: string; publish: () => Promise<void> } | null>(null);
  const run = async (publish: (confirmOutdated: boolean) => Promise<void>, report: (error: unknown) => void) => {
    try {
      await publish(false);
    } catch (error) {
      if (!isOutdatedRefusal(error)) return report(error);
      setAsking({ message: error.message, publish: () => publish(true).catch(report) });
    }
  };
  const dialog = asking ? (
    <ConfirmDialog
      title="Publish with outdated translations?"
      confirmLabel="Publish anyway"
      message={asking.message}
      onCancel={() => setAsking(null)}
      onConfirm={async () => {
        setAsking(null);
        await asking.publish();
      }}
    />
  ) : null;
  return { run, dialog };
}
