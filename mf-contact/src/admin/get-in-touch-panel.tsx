import type { ReactNode } from 'react';
import { Icon, mirrorToAdminData, SafeHtml, SectionEditor, type AdminPanelProps, type ContactGetInTouch, type FieldSpec } from '@pharma/shared';
import { CONTACT_PATHS } from './contact-admin-paths';
import './contact-admin.css';

/** Every field is required, including each block's icon and colour (admin-panel §5). */
const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
  { name: 'location.title', label: 'Location Title', kind: 'text', required: true, group: 'Location', wide: true },
  { name: 'location.address', label: 'Address', kind: 'richtext', required: true, group: 'Location' },
  { name: 'location.icon', label: 'Location Icon', kind: 'icon', required: true, group: 'Location', placeholder: 'ri-map-pin-line' },
  { name: 'location.color', label: 'Location Colour', kind: 'color', required: true, group: 'Location' },
  { name: 'phone.title', label: 'Phone Title', kind: 'text', required: true, group: 'Phone' },
  { name: 'phone.number', label: 'Phone Number', kind: 'tel', required: true, group: 'Phone' },
  { name: 'phone.hours', label: 'Phone Hours', kind: 'text', required: true, group: 'Phone', wide: true },
  { name: 'phone.icon', label: 'Phone Icon', kind: 'icon', required: true, group: 'Phone', placeholder: 'ri-phone-line' },
  { name: 'phone.color', label: 'Phone Colour', kind: 'color', required: true, group: 'Phone' },
  { name: 'email.title', label: 'Email Title', kind: 'text', required: true, group: 'Email' },
  { name: 'email.address', label: 'Email Address', kind: 'email', required: true, group: 'Email' },
  { name: 'email.responseTime', label: 'Response Time', kind: 'text', required: true, group: 'Email', wide: true },
  { name: 'email.icon', label: 'Email Icon', kind: 'icon', required: true, group: 'Email', placeholder: 'ri-mail-line' },
  { name: 'email.color', label: 'Email Colour', kind: 'color', required: true, group: 'Email' },
  { name: 'businessHours.title', label: 'Business Hours Title', kind: 'text', required: true, group: 'Business Hours', wide: true },
  { name: 'businessHours.mondayFriday', label: 'Monday – Friday', kind: 'text', required: true, group: 'Business Hours' },
  { name: 'businessHours.saturday', label: 'Saturday', kind: 'text', required: true, group: 'Business Hours' },
  { name: 'businessHours.sunday', label: 'Sunday', kind: 'text', required: true, group: 'Business Hours' },
];

/** Get in Touch: a preview of the contact details and their edit pop-up. */
export function GetInTouchPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<ContactGetInTouch>
      title="Get in Touch"
      path={CONTACT_PATHS.getInTouch}
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
