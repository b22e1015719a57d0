import { createContext, useContext, useState, useSyncExternalStore, type Context, type ReactNode } from 'react';
import { AUTH_STORAGE_KEY, currentRole } from '../../auth/auth-store.js';
import { can, type Permission, type Role } from '../../content/accounts.js';

/*
 * What the signed-in role may change, for the kit's editors to hide or disable their write controls.
 * This is UX only: the API checks every write and answers 403 anyway.
 */

/**
 * The permission the editors below need: 'content.edit' unless a panel says otherwise (the
 * General settings form needs 'settings.edit'). Kept on globalThis because this package is bundled
 * into every app: a page remote's copy of the kit must read the context mf-admin provides.
 */
const scope = globalThis as typeof globalThis & { __pharmaEditPermission?: Context<Permission> };
const EditPermissionContext = (scope.__pharmaEditPermission ??= createContext<Permission>('content.edit'));

/** Makes the kit's editors below check `permission` instead of 'content.edit'. */
export function EditPermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  return <EditPermissionContext.Provider value={permission}>{children}</EditPermissionContext.Provider>;
}

function subscribe(onChange: () => void): () => void {
  // Another tab signing in as someone else changes the role; this tab's own saves re-render anyway.
  const onStorage = (event: StorageEvent) => (event.key === AUTH_STORAGE_KEY || event.key === null) && onChange();
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The role the dashboard last heard for the signed-in user (null: nobody signed in). */
export function useSignedInRole(): Role | null {
  return useSyncExternalStore(
    subscribe,
    () => currentRole(),
    () => null,
  );
}

/**
 * Whether the signed-in role may change content here, whatever state the page is in. With nobody
 * signed in (null) nothing is hidden: the dashboard never renders an editor without a session (it
 * sends the visitor to sign-in first), so null only happens outside it (unit tests, a remote's own
 * dev page), where the API still refuses what the visitor may not do.
 */
export function useRoleMayEdit(): boolean {
  const role = useSignedInRole();
  const permission = useContext(EditPermissionContext);
  return role === null || can(role, permission);
}

/**
 * Why the content below cannot be changed by anyone right now (its page is in review), and the way
 * out for someone who may take it (withdraw the submission). Set by the page tab (DraftsProvider).
 */
export interface ReadOnlyReason {
  message: string;
  action?: { label: string; run: () => Promise<void> };
}

const reasonScope = globalThis as typeof globalThis & { __pharmaReadOnlyReason?: Context<ReadOnlyReason | null> };
const ReadOnlyReasonContext = (reasonScope.__pharmaReadOnlyReason ??= createContext<ReadOnlyReason | null>(null));

/** Makes every editor below read-only for `reason` (none: as the role allows). */
export function ReadOnlyFor({ reason, children }: { reason: ReadOnlyReason | null; children: ReactNode }) {
  return <ReadOnlyReasonContext.Provider value={reason}>{children}</ReadOnlyReasonContext.Provider>;
}

export function useReadOnlyReason(): ReadOnlyReason | null {
  return useContext(ReadOnlyReasonContext);
}

/** Whether the write controls here may be used: the role may edit and nothing holds the content (see ReadOnlyFor). */
export function useCanEdit(): boolean {
  const mayEdit = useRoleMayEdit();
  const reason = useReadOnlyReason();
  return mayEdit && reason === null;
}

/** The reason the form is read-only, in words, with its way out (e.g. "Withdraw to edit"); nothing otherwise. */
export function ReadOnlyNotice() {
  const reason = useReadOnlyReason();
  const [busy, setBusy] = useState(false);
  if (!reason) return null;
  const { action } = reason;
  const run = async () => {
    setBusy(true);
    try {
      await action?.run();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-read-only-reason" role="note">
      <p>{reason.message}</p>
      {action ? (
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => void run()}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Wraps form controls that may not be changed now (a read-only role, a page in review): a disabled
 * fieldset disables every input, select, textarea and button inside it at once (uploads and pickers
 * included), and needs no change in the fields themselves; the reason, when there is one, above it.
 * Editors get their children as they are.
 */
export function EditGuard({ children }: { children: ReactNode }) {
  const canEdit = useCanEdit();
  if (canEdit) return <>{children}</>;
  return (
    <>
      <ReadOnlyNotice />
      <fieldset className="admin-edit-guard" disabled>
        {children}
      </fieldset>
    </>
  );
}

/** The dashboard's notice for a role that may read but not change content. */
export function readOnlyNotice(role: Role): string {
  return `Read-only: your role (${role}) can view but not change content.`;
}
