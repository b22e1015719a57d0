import {
  ABOUT_COLLECTIONS,
  ADMIN_BUTTONS,
  ALERT_ABOUT_HERO_ERROR,
  ALERT_ABOUT_HERO_FAILED,
  ALERT_ABOUT_HERO_SAVED,
  apiPathOf,
  editorFields,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  mirrorToAdminData,
  SafeHtml,
  SectionEditor,
  type AboutHero,
  type AdminPanelProps,
} from '@pharma/shared';
import './about-admin.css';

export const aboutHeroFields = editorFields(ABOUT_COLLECTIONS.hero);

/** About Hero: a preview of the banner and the generic pop-up. */
export function AboutHeroPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<AboutHero>
      title={ABOUT_COLLECTIONS.hero.title}
      path={apiPathOf(ABOUT_COLLECTIONS.hero)}
      fields={aboutHeroFields}
      layout="dialog"
      editLabel={ADMIN_BUTTONS.editHeroSection}
      preview={(hero) => <AboutHeroPreview hero={hero} />}
      messages={{ saved: ALERT_ABOUT_HERO_SAVED, failed: ALERT_ABOUT_HERO_FAILED, error: ALERT_ABOUT_HERO_ERROR }}
      events={['aboutDataChanged']}
      mirror={(saved) => mirrorToAdminData('aboutHero', saved)}
      onChanged={onChanged}
    />
  );
}

export function AboutHeroPreview({ hero }: { hero: AboutHero }) {
  return (
    <div className={`about-admin-hero${hero.isActive === false ? ' is-inactive' : ''}`}>
      {hero.backgroundImage ? (
        <ImageWithFallback className="about-admin-hero-bg" src={hero.backgroundImage} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" />
      ) : null}
      <div className="about-admin-hero-overlay" />
      <div className="about-admin-hero-text">
        {hero.isActive === false ? <p className="about-admin-flag">Inactive</p> : null}
        <p className="about-admin-hero-title">{hero.title}</p>
        {hero.subtitle ? <p className="about-admin-hero-subtitle">{hero.subtitle}</p> : null}
        <SafeHtml html={hero.description} className="about-admin-hero-description" />
        {hero.logoCards?.length ? (
          <ul className="about-admin-logos" aria-label="Logo cards">
            {hero.logoCards.map((logo, index) => (
              <li key={`${logo.name}-${index}`}>
                {logo.logoUrl ? <ImageWithFallback src={logo.logoUrl} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt={logo.name} /> : <span>{logo.name}</span>}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
