import {
  ABOUT_COLLECTIONS,
  ALERT_LEADER_DELETE_FAILED,
  ALERT_LEADER_DELETED,
  apiPathOf,
  brandColor,
  DEFAULT_BRAND_COLOR_NAME,
  DEFAULT_PORTRAIT_URL,
  editorFields,
  imageColumn,
  ImageWithFallback,
  ListEditor,
  memberSavedText,
  memberSaveErrorText,
  memberSaveFailedText,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  visibleItems,
  type AdminPanelProps,
  type LeadershipCategory,
  type LeadershipMember,
} from '@pharma/shared';
import type { ComponentType } from 'react';
import './about-admin.css';

const { leadership } = ABOUT_COLLECTIONS;

/* The category is not a form field: the sub-tab decides it (as the spec asks). */
export const memberFields = editorFields(leadership);

/** Only these two groups appear on the public About page. */
const PUBLIC_CATEGORIES: readonly LeadershipCategory[] = ['Management Team', 'Advisory Board'];

export function inCategory(category: LeadershipCategory) {
  return (member: LeadershipMember) => member.category === category;
}

/** The panel of one leadership sub-tab: only that category is listed, and every save is forced into it. */
export function leadershipPanel(category: LeadershipCategory): ComponentType<AdminPanelProps> {
  const filter = inCategory(category);
  function LeadershipPanel({ onChanged }: AdminPanelProps) {
    return (
      <ListEditor<LeadershipMember>
        title={category}
        itemName={leadership.itemName}
        path={apiPathOf(leadership)}
        fields={memberFields}
        columns={[
          imageColumn(
            'Photo',
            (m) => m.image || DEFAULT_PORTRAIT_URL,
            (m) => m.name,
          ),
          textColumn('Name', (m) => m.name, 40),
          textColumn('Position', (m) => m.position, 50),
          orderColumn(),
          statusColumn(),
        ]}
        filter={filter}
        defaults={{ name: '', position: '', description: '', achievements: [], experience: '', education: '', image: '', color: DEFAULT_BRAND_COLOR_NAME }}
        prepare={(member) => ({ ...member, category })}
        messages={{
          saved: () => memberSavedText(category),
          saveFailed: () => memberSaveFailedText(category),
          saveError: () => memberSaveErrorText(category),
          deleted: ALERT_LEADER_DELETED,
          deleteFailed: ALERT_LEADER_DELETE_FAILED,
        }}
        preview={(members) => <MemberCards category={category} members={members} />}
        events={['aboutDataChanged']}
        mirror={(all) => mirrorToAdminData('leadership', all)}
        onChanged={onChanged}
        emptyText={`No ${category} members yet.`}
      />
    );
  }
  LeadershipPanel.displayName = `LeadershipPanel(${category})`;
  return LeadershipPanel;
}

function MemberCards({ category, members }: { category: LeadershipCategory; members: readonly LeadershipMember[] }) {
  const shown = visibleItems(members);
  const isPublic = PUBLIC_CATEGORIES.includes(category);
  return (
    <section className="admin-preview" aria-label={`${category} preview`}>
      <h3 className="admin-preview-title">Preview (active members)</h3>
      {isPublic ? null : <p className="admin-muted">The public About page does not show the {category}.</p>}
      {shown.length === 0 ? (
        <p className="admin-muted">No active members.</p>
      ) : (
        <div className="admin-preview-cards about-admin-members">
          {shown.map((member) => (
            <article key={member.id} className="admin-preview-card about-admin-member" style={{ borderTopColor: brandColor(member.color) }}>
              <ImageWithFallback className="about-admin-member-photo" src={member.image || DEFAULT_PORTRAIT_URL} fallbackSrc={DEFAULT_PORTRAIT_URL} alt="" />
              <p className="about-admin-member-name">{member.name}</p>
              <p className="about-admin-member-position">{member.position}</p>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
