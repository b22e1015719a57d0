import type { DraftChange } from '../../content/drafts.js';
import { draftAt } from '../drafts/drafts-api.js';
import { DraftStateControls, useDrafts } from '../drafts/drafts-state.js';

/**
 * The "Publishing" column of an items table: present only inside a page tab and while at least one
 * row has unpublished changes; answers the lookup of a row's draft by its key (the document id).
 */
export function useDraftColumn(path: string | undefined, keys: readonly string[]): ((key: string) => DraftChange | undefined) | null {
  const changes = useDrafts()?.changes;
  if (!path || !changes?.length) return null;
  const lookup = (key: string) => draftAt(changes, path, key);
  return keys.some((key) => lookup(key)) ? lookup : null;
}

export function DraftColumnHeader() {
  return (
    <th role="columnheader" scope="col" className="admin-col-draft">
      Publishing
    </th>
  );
}

/** The row's badge ("Draft", "New") and "Discard draft <row>"; an empty cell when it is published. */
export function DraftRowCell({ change, label }: { change: DraftChange | undefined; label: string }) {
  return (
    <td role="cell" className="admin-col-draft" data-label="Publishing">
      <DraftStateControls change={change} label={label} />
    </td>
  );
}
