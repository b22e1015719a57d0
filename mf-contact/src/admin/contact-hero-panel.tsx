import {
  ADMIN_BUTTONS,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  mirrorToAdminData,
  SectionEditor,
  type AdminPanelProps,
  type ContactHero,
  type FieldSpec,
} from '@pharma/shared';
import { CONTACT_PATHS } from './contact-admin-paths';
import './contact-admin.css';

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'subtitle', label: 'Subtitle', kind: 'text', wide: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true },
  { name: 'backgroundImage', label: 'Background Image', kind: 'image' },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** Contact Hero: a preview of the banner and the 'Edit Hero Section' pop-up. */
export function ContactHeroPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<ContactHero>
      title="Contact Hero"
      path={CONTACT_PATHS.hero}
      fields={fields}
      layout="dialog"
      editLabel={ADMIN_BUTTONS.editHeroSection}
      preview={(hero) => <HeroPreview hero={hero} />}
      messages={{ saved: 'Contact Hero saved successfully!', failed: 'Failed to save Contact Hero', error: 'Error saving Contact Hero' }}
      events={['adminDataChanged']}
      mirror={(saved) => mirrorToAdminData('contactHero', saved)}
      onChanged={onChanged}
    />
  );
}

export function HeroPreview({ hero }: { hero: ContactHero }) {
  return (
    <div className={`contact-admin-hero${hero.isActive ? '' : ' is-inactive'}`}>
      {hero.backgroundImage ? (
        <ImageWithFallback className="contact-admin-hero-bg" src={hero.backgroundImage} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" />
      ) : null}
      <div className="contact-admin-hero-overlay" />
      <div className="contact-admin-hero-text">
        {hero.isActive ? null : <p className="contact-admin-flag">Inactive: the page shows its built-in banner</p>}
        <p className="contact-admin-hero-title">{hero.title}</p>
        {hero.subtitle ? <p className="contact-admin-hero-subtitle">{hero.subtitle}</p> : null}
        <p className="contact-admin-hero-description">{hero.description}</p>
      </div>
    </div>
  );
}
