import type { ReactNode } from 'react';
import {
  apiPathOf,
  CONTACT_COLLECTIONS,
  editorFields,
  Icon,
  mirrorToAdminData,
  SafeHtml,
  SectionEditor,
  type AdminPanelProps,
  type ContactGetInTouch,
} from '@pharma/shared';
import './contact-admin.css';

const getInTouch = CONTACT_COLLECTIONS.getInTouch;
const fields = editorFields(getInTouch);

/** Get in Touch: a preview of the contact details and their edit pop-up. */
export function GetInTouchPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<ContactGetInTouch>
      title={getInTouch.title}
      path={apiPathOf(getInTouch)}
      fields={fields}
      layout="dialog"
      editLabel="Edit Get in Touch"
      preview={(section) => <GetInTouchPreview section={section} />}
      messages={{ saved: 'Get in Touch saved successfully!', failed: 'Failed to save Get in Touch', error: 'Error saving Get in Touch' }}
      events={['adminDataChanged']}
      mirror={(saved) => mirrorToAdminData('contactGetInTouch', saved)}
      onChanged={onChanged}
    />
  );
}

function GetInTouchPreview({ section }: { section: ContactGetInTouch }) {
  const { location, phone, email, businessHours } = section;
  return (
    <div className={section.isActive ? undefined : 'contact-admin-muted'}>
      {section.isActive ? null : <p className="contact-admin-flag">Inactive</p>}
      <p className="contact-admin-section-title">{section.title}</p>
      <p className="contact-admin-section-text">{section.description}</p>
      <div className="admin-preview-cards">
        <InfoCard icon={location?.icon} color={location?.color} title={location?.title}>
          <SafeHtml html={location?.address} />
        </InfoCard>
        <InfoCard icon={phone?.icon} color={phone?.color} title={phone?.title}>
          <p>{phone?.number}</p>
          <p className="admin-muted">{phone?.hours}</p>
        </InfoCard>
        <InfoCard icon={email?.icon} color={email?.color} title={email?.title}>
          <p>{email?.address}</p>
          <p className="admin-muted">{email?.responseTime}</p>
        </InfoCard>
        <InfoCard icon="ri-time-line" color="#2879b6" title={businessHours?.title}>
          <p>Monday – Friday: {businessHours?.mondayFriday}</p>
          <p>Saturday: {businessHours?.saturday}</p>
          <p>Sunday: {businessHours?.sunday}</p>
        </InfoCard>
      </div>
    </div>
  );
}

function InfoCard({ icon, color, title, children }: { icon?: string; color?: string; title?: string; children: ReactNode }) {
  return (
    <article className="admin-preview-card contact-admin-info">
      <span className="contact-admin-info-icon" style={{ background: color }}>
        <Icon name={icon} />
      </span>
      <p className="contact-admin-info-title">{title}</p>
      <div className="contact-admin-info-body">{children}</div>
    </article>
  );
}
