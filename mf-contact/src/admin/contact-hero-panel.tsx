import {
  ADMIN_BUTTONS,
  apiPathOf,
  CONTACT_COLLECTIONS,
  editorFields,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  mirrorToAdminData,
  SectionEditor,
  type AdminPanelProps,
  type ContactHero,
} from '@pharma/shared';
import './contact-admin.css';

const hero = CONTACT_COLLECTIONS.hero;
const fields = editorFields(hero);

/** Contact Hero: a preview of the banner and the 'Edit Hero Section' pop-up. */
export function ContactHeroPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<ContactHero>
      title={hero.title}
      path={apiPathOf(hero)}
      fields={fields}
      layout="dialog"
      editLabel={ADMIN_BUTTONS.editHeroSection}
      preview={(section) => <HeroPreview hero={section} />}
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
