import {
  ADMIN_BUTTONS,
  apiPathOf,
  CONTACT_COLLECTIONS,
  editorFields,
  ImageWithFallback,
  ListEditor,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  USER_PLACEHOLDER_URL,
  visibleItems,
  type AdminPanelProps,
  type ContactUser,
  type TableColumn,
} from '@pharma/shared';
import './contact-admin.css';

const users = CONTACT_COLLECTIONS.users;
const fields = editorFields(users);

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
      title={users.title}
      itemName={users.itemName}
      path={apiPathOf(users)}
      fields={fields}
      columns={columns}
      addLabel={ADMIN_BUTTONS.addUser}
      orderKind="contact-user"
      defaults={{ avatar: '' }}
      preview={(items) => <UserCards users={items} />}
      events={['adminDataChanged']}
      mirror={(items) => mirrorToAdminData('contactUsers', items)}
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
