import { createContext, useContext, useSyncExternalStore, type Context, type ReactNode } from 'react';
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
 * Whether the signed-in role may use the write controls here. With nobody signed in (null) nothing
 * is hidden: the dashboard never renders an editor without a session (it sends the visitor to
 * sign-in first), so null only happens outside it (unit tests, a remote's own dev page), where the
 * API still refuses what the visitor may not do.
 */
export function useCanEdit(): boolean {
  const role = useSignedInRole();
  const permission = useContext(EditPermissionContext);
  return role === null || can(role, permission);
}

/**
 * Wraps form controls that a read-only role must not change: a disabled fieldset disables every
 * input, select, textarea and button inside it at once (uploads and pickers included), and needs no
 * change in the fields themselves. Editors get their children as they are.
 */
export function EditGuard({ children }: { children: ReactNode }) {
  const canEdit = useCanEdit();
  if (canEdit) return <>{children}</>;
  return (
    <fieldset className="admin-edit-guard" disabled>
      {children}
    </fieldset>
  );
}

/** The dashboard's notice for a role that may read but not change content. */
export function readOnlyNotice(role: Role): string {
  return `Read-only: your role (${role}) can view but not change content.`;
}
