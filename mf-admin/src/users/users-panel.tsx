import { adminGetList, ListEditor, mirrorToAdminData, ADMIN_BUTTONS, textColumn, type AdminUser, type FieldSpec, type TableColumn } from '@pharma/shared';

export const USERS_PATH = '/api/cms/users';
const ROLES = ['Administrator', 'Editor', 'Viewer'] as const;
const STATUSES = [
  { value: 'active', label: 'active' },
  { value: 'inactive', label: 'inactive' },
] as const;

const fields: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
  { name: 'email', label: 'Email', kind: 'email', required: true },
  { name: 'role', label: 'Role', kind: 'select', required: true, options: ROLES },
  { name: 'status', label: 'Status', kind: 'select', required: true, options: STATUSES },
];

/** 'active' shows green, anything else red. */
function StatusCell({ status }: { status: string }) {
  return <span className={`admin-status ${status === 'active' ? 'is-active' : 'is-inactive'}`}>{status}</span>;
}

const columns: TableColumn<AdminUser>[] = [
  textColumn('Name', (user) => user.name),
  textColumn('Email', (user) => user.email),
  textColumn('Role', (user) => user.role),
  { header: 'Status', render: (user) => <StatusCell status={user.status} /> },
];

/** Users Management: the admin users table with 'Add User', edit and delete. */
export function UsersPanel() {
  return (
    <div className="admin-own-panel">
      <ListEditor<AdminUser & { order?: number; isActive?: boolean }>
        title="Users Management"
        itemName="User"
        path={USERS_PATH}
        load={() => adminGetList<AdminUser>(USERS_PATH)}
        fields={fields}
        columns={columns}
        addLabel={ADMIN_BUTTONS.addUser}
        newItem={() => ({ role: 'Editor', status: 'active' })}
        reorderable={false}
        mirror={(users) => mirrorToAdminData('users', users)}
        emptyText="No users yet."
      />
    </div>
  );
}
