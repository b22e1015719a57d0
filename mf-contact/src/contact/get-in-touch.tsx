import { Icon, SafeHtml } from '@pharma/shared';
import { brandColor, CONTACT_TEXTS, type ContactGetInTouch } from '@pharma/shared/content';
import type { ReactNode } from 'react';

/** Addresses, e-mail and business hours beside the form. Address fields are HTML: sanitized. */
export function GetInTouch({ content }: { content: ContactGetInTouch }) {
  const { location, email, businessHours } = content;
  return (
    <div className="contact-info" data-aos="fade-up">
      <h2 id="contact-get-in-touch">{content.title}</h2>
      {content.description ? <p className="contact-info-lead">{content.description}</p> : null}

      <InfoBlock icon={location.icon} fallbackIcon="ri-map-pin-line" color={brandColor(location.color)} title={CONTACT_TEXTS.ourAddress}>
        <SafeHtml className="contact-address" html={location.address} />
      </InfoBlock>

      <InfoBlock icon="ri-building-line" color="#2879b6" title={CONTACT_TEXTS.otherAddresses}>
        <ul className="contact-offices">
          {(content.otherAddresses ?? []).map((office) => (
            <li key={office.city}>
              <h4>{office.city}</h4>
              <SafeHtml className="contact-address" html={office.address} />
            </li>
          ))}
        </ul>
      </InfoBlock>

      <InfoBlock icon={email.icon} fallbackIcon="ri-mail-line" color={brandColor(email.color)} title={email.title}>
        <p className="contact-email">
          <span>General enquiries: </span>
          <a href={`mailto:${email.address}`}>{email.address}</a>
        </p>
        {email.responseTime ? <p className="contact-muted">{email.responseTime}</p> : null}
      </InfoBlock>

      <InfoBlock icon="ri-time-line" color="#7dc244" title={businessHours.title}>
        <dl className="contact-hours">
          <dt>Monday - Friday</dt>
          <dd>{businessHours.mondayFriday}</dd>
          <dt>Saturday</dt>
          <dd>{businessHours.saturday}</dd>
          <dt>Sunday</dt>
          <dd>{businessHours.sunday}</dd>
        </dl>
      </InfoBlock>
    </div>
  );
}

interface InfoBlockProps {
  icon: string;
  fallbackIcon?: string;
  color: string;
  title: string;
  children: ReactNode;
}

function InfoBlock({ icon, fallbackIcon, color, title, children }: InfoBlockProps) {
  return (
    <section className="contact-info-block" aria-label={title}>
      <span className="contact-info-icon" style={{ background: color }}>
        <Icon name={icon} fallback={fallbackIcon} />
      </span>
      <div className="contact-info-body">
        <h3>{title}</h3>
        {children}
      </div>
    </section>
  );
}
