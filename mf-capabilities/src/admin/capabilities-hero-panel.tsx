import {
  ADMIN_BUTTONS,
  apiPathOf,
  CAPABILITIES_COLLECTIONS,
  editorFields,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  mirrorToAdminData,
  SectionEditor,
  type AdminPanelProps,
  type CapabilitiesHero,
} from '@pharma/shared';
import './capabilities-admin.css';

const hero = CAPABILITIES_COLLECTIONS.hero;
const fields = editorFields(hero);

/** Capabilities Hero: a preview of the banner and the generic pop-up (title and description required). */
export function CapabilitiesHeroPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<CapabilitiesHero>
      title={hero.title}
      path={apiPathOf(hero)}
      fields={fields}
      layout="dialog"
      editLabel={ADMIN_BUTTONS.editHeroSection}
      preview={(hero) => <CapabilitiesHeroPreview hero={hero} />}
      messages={{ saved: 'Capabilities Hero saved successfully!', failed: 'Failed to save Capabilities Hero', error: 'Error saving Capabilities Hero' }}
      events={['adminDataChanged']}
      mirror={(saved) => mirrorToAdminData('capabilitiesHero', saved)}
      onChanged={onChanged}
    />
  );
}

export function CapabilitiesHeroPreview({ hero }: { hero: CapabilitiesHero }) {
  return (
    <div className={`cap-admin-hero${hero.isActive ? '' : ' is-inactive'}`}>
      {hero.backgroundImage ? (
        <ImageWithFallback className="cap-admin-hero-bg" src={hero.backgroundImage} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" />
      ) : null}
      <div className="cap-admin-hero-overlay" />
      <div className="cap-admin-hero-text">
        {hero.isActive ? null : <p className="cap-admin-flag">Inactive</p>}
        <p className="cap-admin-hero-title">{hero.title}</p>
        {hero.subtitle ? <p className="cap-admin-hero-subtitle">{hero.subtitle}</p> : null}
        <p className="cap-admin-hero-description">{hero.description}</p>
        {hero.subDescription ? <p className="cap-admin-hero-sub">{hero.subDescription}</p> : null}
      </div>
    </div>
  );
}
