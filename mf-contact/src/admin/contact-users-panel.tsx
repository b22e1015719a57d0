import {
  ADMIN_BUTTONS,
  ImageWithFallback,
  ListEditor,
  mirrorToAdminData,
  orderColumn,
  PROFILE_IMAGE_NOTE,
  statusColumn,
  textColumn,
  USER_PLACEHOLDER_URL,
  visibleItems,
  type AdminPanelProps,
  type ContactUser,
  type FieldSpec,
  type TableColumn,
} from '@pharma/shared';
import { CONTACT_PATHS } from './contact-admin-paths';
import './contact-admin.css';

const fields: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
  { name: 'position', label: 'Position', kind: 'text', required: true, maxLength: 200 },
  { name: 'email', label: 'Email', kind: 'email', required: true },
  { name: 'phone', label: 'Phone', kind: 'tel', required: true, placeholder: '+91 44 4000 1000' },
  { name: 'department', label: 'Department', kind: 'text', required: true, maxLength: 200 },
  { name: 'order', label: 'Order', kind: 'integer', min: 0 },
  { name: 'avatar', label: 'Avatar', kind: 'image', help: PROFILE_IMAGE_NOTE },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

const columns: TableColumn<ContactUser>[] = [
  {
    header: 'Avatar',
    className: 'admin-col-image',
    render: (user) => (
      <ImageWithFallback className="contact-admin-avatar" src={user.avatar || USER_PLACEHOLDER_URL} fallbackSrc={USER_PLACEHOLDER_URL} alt="" />
    ),
  },
  textColumn('Name', (user) => user.name, 40),
  textColumn('Position', (user) => user.position, 40),
  textColumn('Department', (user) => user.department, 40),
  textColumn('Email', (user) => user.email, 40),
  textColumn('Phone', (user) => user.phone, 24),
  orderColumn(),
  statusColumn(),
];

/** Contact Users: preview cards of the active users, the table, and the 'Add User' pop-up. */
export function ContactUsersPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<ContactUser>
      title="Contact Users"
      itemName="Contact User"
      path={CONTACT_PATHS.users}
      fields={fields}
      columns={columns}
      addLabel={ADMIN_BUTTONS.addUser}
      orderKind="contact-user"
      defaults={{ avatar: '' }}
      preview={(users) => <UserCards users={users} />}
      events={['adminDataChanged']}
      mirror={(users) => mirrorToAdminData('contactUsers', users)}
      onChanged={onChanged}
      emptyText="No contact users yet."
    />
  );
}

/** Active users sorted by order, as the contact page shows them. */
function UserCards({ users }: { users: readonly ContactUser[] }) {
  const shown = visibleItems(users);
  return (
    <section className="admin-preview" aria-label="Contact users preview">
      <h3 className="admin-preview-title">Preview (active users)</h3>
      {shown.length === 0 ? (
        <p className="admin-muted">No active users: the page shows none.</p>
      ) : (
        <div className="admin-preview-cards">
          {shown.map((user) => (
            <article key={user.id} className="admin-preview-card contact-admin-user">
              <ImageWithFallback className="contact-admin-user-avatar" src={user.avatar || USER_PLACEHOLDER_URL} fallbackSrc={USER_PLACEHOLDER_URL} alt="" />
              <p className="contact-admin-user-name">{user.name}</p>
              <p className="contact-admin-user-position">{user.position}</p>
              <p className="admin-muted">{user.department}</p>
              <p>
                <i className="ri-mail-line" aria-hidden="true" /> {user.email}
              </p>
              <p>
                <i className="ri-phone-line" aria-hidden="true" /> {user.phone}
              </p>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
