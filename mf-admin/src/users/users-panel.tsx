import {
  ACCOUNT_STATUSES,
  ADMIN_BUTTONS,
  ConfirmDialog,
  describeFailure,
  failureNotice,
  ItemDialog,
  ItemsTable,
  LoadFailure,
  NoticeBanner,
  readSession,
  ROLES,
  textColumn,
  useAdminQuery,
  useNotice,
  type Account,
  type AccountDraft,
  type FieldSpec,
  type SetPasswordLink,
  type TableColumn,
} from '@pharma/shared';
import { useState } from 'react';
import { SetPasswordLinkDialog } from './set-password-link-dialog';
import { addUser, listUsers, resetPassword, updateUser, type AccountPatch } from './users-api';

const NAME: FieldSpec = { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200 };
const EMAIL: FieldSpec = { name: 'email', label: 'Email', kind: 'email', required: true };
const ROLE: FieldSpec = { name: 'role', label: 'Role', kind: 'select', required: true, options: ROLES };
const STATUS: FieldSpec = { name: 'status', label: 'Status', kind: 'select', required: true, options: ACCOUNT_STATUSES };

const ADD_FIELDS: FieldSpec[] = [NAME, EMAIL, ROLE, STATUS];
/** The email is what the person signs in with: it is not edited (add a new user instead). */
const EDIT_FIELDS: FieldSpec[] = [NAME, ROLE, STATUS];
/** One's own role and status are not changed here (the API refuses: ACCOUNT_TEXTS.notYourself). */
const OWN_FIELDS: FieldSpec[] = [NAME];

type RowAction = 'deactivate' | 'activate' | 'reset';
type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; account: Account }
  | { kind: 'confirm'; action: RowAction; account: Account }
  | { kind: 'link'; name: string; link: SetPasswordLink }
  | null;

/** 'active' shows green, anything else red (the spec's rule), whatever the value says. */
export function AccountStatusBadge({ status }: { status: string }) {
  return <span className={`admin-status ${status === 'active' ? 'is-active' : 'is-inactive'}`}>{status}</span>;
}

function when(value: string | null): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

const columns: TableColumn<Account>[] = [
  {
    header: 'Name',
    render: (account) => (
      <>
        {account.name}
        {account.builtIn ? (
          <span className="admin-builtin" title="Configured on the server: always an active Administrator">
            Built-in
          </span>
        ) : null}
      </>
    ),
  },
  textColumn('Email', (account) => account.email),
  textColumn('Role', (account) => account.role),
  {
    header: 'Status',
    render: (account) => (
      <>
        <AccountStatusBadge status={account.status} />
        {account.hasPassword ? null : <span className="admin-muted admin-no-password">no password yet</span>}
      </>
    ),
  },
  { header: 'Last sign-in', render: (account) => when(account.lastSignInAt) },
];

const CONFIRMS: Record<RowAction, { title: string; label: string; message: (name: string) => string }> = {
  deactivate: {
    title: 'Deactivate user',
    label: 'Deactivate',
    message: (name) => `Deactivate ${name}? They are signed out at once and cannot sign in until activated again.`,
  },
  activate: { title: 'Activate user', label: 'Activate', message: (name) => `Activate ${name}? They can sign in again.` },
  reset: {
    title: 'Reset password',
    label: 'Reset password',
    message: (name) => `Reset the password of ${name}? Their password stops working, they are signed out, and you get a new set-password link to pass on.`,
  },
};

/** Users Management: the accounts that sign in to the dashboard, their roles and their set-password links. */
export function UsersPanel() {
  const query = useAdminQuery(listUsers);
  const [notice, showNotice] = useNotice();
  const [dialog, setDialog] = useState<Dialog>(null);
  const me = readSession()?.user.username.toLowerCase();
  const isMe = (account: Account) => account.email.toLowerCase() === me;

  const add = async (draft: AccountDraft) => {
    const answer = await addUser(draft);
    setDialog({ kind: 'link', name: answer.data.name, link: answer.setPassword });
    showNotice({ kind: 'success', message: `User ${answer.data.name} added. Pass on their set-password link.` });
    void query.reload();
  };

  const edit = async (account: Account, value: Account) => {
    const patch: AccountPatch = {};
    if (value.name !== account.name) patch.name = value.name;
    if (value.role !== account.role) patch.role = value.role;
    if (value.status !== account.status) patch.status = value.status;
    if (Object.keys(patch).length) await updateUser(account.id, patch);
    setDialog(null);
    showNotice({ kind: 'success', message: `User ${value.name} updated successfully!` });
    void query.reload();
  };

  const runAction = async (action: RowAction, account: Account) => {
    try {
      if (action === 'reset') {
        const answer = await resetPassword(account.id);
        setDialog({ kind: 'link', name: account.name, link: answer.setPassword });
        showNotice({ kind: 'success', message: `Password of ${account.name} reset. Pass on the new set-password link.` });
      } else {
        await updateUser(account.id, { status: action === 'activate' ? 'active' : 'inactive' });
        setDialog(null);
        showNotice({ kind: 'success', message: `User ${account.name} ${action === 'activate' ? 'activated' : 'deactivated'}.` });
      }
    } catch (error) {
      setDialog(null);
      showNotice(failureNotice(describeFailure(error, `Failed to ${CONFIRMS[action].label.toLowerCase()} ${account.name}`)));
    }
    void query.reload();
  };

  return (
    <div className="admin-own-panel">
      <section className="admin-block" aria-labelledby="users-title">
        <div className="admin-block-head">
          <h2 id="users-title" className="admin-block-title">
            Users Management
          </h2>
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'add' })}>
            <i className="ri-user-add-line" aria-hidden="true" /> {ADMIN_BUTTONS.addUser}
          </button>
        </div>
        <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} />
        <UsersLoadState query={query} />
        {query.data ? (
          <ItemsTable<Account>
            caption="Users who sign in to the dashboard"
            items={query.data}
            columns={columns}
            itemName="User"
            getKey={(account) => account.id}
            rowLabel={(account) => account.name}
            actions={(account) => <RowActions account={account} self={isMe(account)} onOpen={setDialog} />}
            emptyText="No users yet."
          />
        ) : null}
      </section>
      <UsersDialog dialog={dialog} isMe={isMe} onClose={() => setDialog(null)} onAdd={add} onEdit={edit} onAction={runAction} />
    </div>
  );
}

function UsersLoadState({ query }: { query: { loading: boolean; error: unknown; data: Account[] | undefined; reload: () => Promise<unknown> } }) {
  if (query.error)
    return <LoadFailure onRetry={() => void query.reload()}>Could not load the users. {query.error instanceof Error ? query.error.message : ''}</LoadFailure>;
  if (query.loading && !query.data) return <p className="admin-muted">Loading…</p>;
  return null;
}

/** Edit, Deactivate/Activate and Reset password; none for the built-in administrator, no deactivating oneself. */
function RowActions({ account, self, onOpen }: { account: Account; self: boolean; onOpen: (dialog: Dialog) => void }) {
  if (account.builtIn) return <span className="admin-muted">Set on the server</span>;
  const toggle: RowAction = account.status === 'active' ? 'deactivate' : 'activate';
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={`Edit ${account.name}`}
        title={`Edit ${account.name}`}
        onClick={() => onOpen({ kind: 'edit', account })}
      >
        <i className="ri-edit-line" aria-hidden="true" />
      </button>
      {self ? null : (
        <button type="button" className="btn btn-outline btn-small" onClick={() => onOpen({ kind: 'confirm', action: toggle, account })}>
          {CONFIRMS[toggle].label}
          <span className="visually-hidden"> {account.name}</span>
        </button>
      )}
      <button type="button" className="btn btn-outline btn-small" onClick={() => onOpen({ kind: 'confirm', action: 'reset', account })}>
        Reset password<span className="visually-hidden"> of {account.name}</span>
      </button>
    </>
  );
}

interface UsersDialogProps {
  dialog: Dialog;
  isMe: (account: Account) => boolean;
  onClose: () => void;
  onAdd: (draft: AccountDraft) => Promise<void>;
  onEdit: (account: Account, value: Account) => Promise<void>;
  onAction: (action: RowAction, account: Account) => Promise<void>;
}

function UsersDialog({ dialog, isMe, onClose, onAdd, onEdit, onAction }: UsersDialogProps) {
  if (!dialog) return null;
  if (dialog.kind === 'link') return <SetPasswordLinkDialog name={dialog.name} link={dialog.link} onClose={onClose} />;
  if (dialog.kind === 'add')
    return (
      <ItemDialog<AccountDraft>
        mode="add"
        title={ADMIN_BUTTONS.addUser}
        fields={ADD_FIELDS}
        item={{ role: 'Editor', status: 'active' }}
        onSubmit={onAdd}
        onClose={onClose}
        failureText="Failed to add the user"
      />
    );
  if (dialog.kind === 'edit')
    return (
      <ItemDialog<Account>
        mode="edit"
        title={`Edit ${dialog.account.name}`}
        fields={isMe(dialog.account) ? OWN_FIELDS : EDIT_FIELDS}
        item={dialog.account}
        onSubmit={(value) => onEdit(dialog.account, value)}
        onClose={onClose}
        failureText={`Failed to update ${dialog.account.name}`}
      />
    );
  const confirm = CONFIRMS[dialog.action];
  return (
    <ConfirmDialog
      title={confirm.title}
      message={confirm.message(dialog.account.name)}
      confirmLabel={confirm.label}
      onConfirm={() => onAction(dialog.action, dialog.account)}
      onCancel={onClose}
    />
  );
}
