import {
  ADMIN_BUTTONS,
  ALERT_ABOUT_HERO_ERROR,
  ALERT_ABOUT_HERO_FAILED,
  ALERT_ABOUT_HERO_SAVED,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  mirrorToAdminData,
  SafeHtml,
  SectionEditor,
  type AboutHero,
  type AdminPanelProps,
  type FieldSpec,
} from '@pharma/shared';
import { ABOUT_PATHS } from './about-admin-paths';
import './about-admin.css';

/* Only the title is required (admin-panel §5); the description is HTML on the page. */
export const aboutHeroFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'subtitle', label: 'Subtitle', kind: 'text', wide: true },
  { name: 'description', label: 'Description', kind: 'richtext' },
  { name: 'backgroundImage', label: 'Background Image', kind: 'image' },
  {
    name: 'logoCards',
    label: 'Logo Cards',
    kind: 'list',
    itemLabel: 'Logo Card',
    maxItems: 12,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
      { name: 'link', label: 'Link', kind: 'url', placeholder: 'https://…' },
      { name: 'logoUrl', label: 'Logo', kind: 'image', required: true },
    ],
    newItem: () => ({ name: '', logoUrl: '', link: '' }),
  },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** About Hero: a preview of the banner and the generic pop-up. */
export function AboutHeroPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<AboutHero>
      title="About Hero"
      path={ABOUT_PATHS.hero}
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
