import {
  ADMIN_BUTTONS,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  SafeHtml,
  SectionEditor,
  splitHeroTitle,
  type AdminPanelProps,
  type FieldSpec,
  type SustainabilityHero,
} from '@pharma/shared';
import { mirrorSustainability, SUSTAINABILITY_PATHS } from './sustainability-admin-paths';
import './sustainability-admin.css';

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true, help: 'The page breaks the title into two lines after its first comma.' },
  { name: 'description', label: 'Description', kind: 'richtext' },
  { name: 'backgroundImage', label: 'Background Image', kind: 'image' },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** Hero: title, description and background image upload with a live preview and 'Save Hero'. */
export function SustainabilityHeroPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<SustainabilityHero>
      title="Sustainability Hero"
      path={SUSTAINABILITY_PATHS.hero}
      fields={fields}
      layout="form"
      saveLabel={ADMIN_BUTTONS.saveHero}
      preview={(hero) => <HeroPreview hero={hero} />}
      messages={{ saved: 'Sustainability Hero saved successfully!', failed: 'Failed to save Sustainability Hero', error: 'Error saving Sustainability Hero' }}
      events={['adminDataChanged']}
      mirror={(saved) => mirrorSustainability('hero', saved)}
      onChanged={onChanged}
    />
  );
}

function HeroPreview({ hero }: { hero: SustainabilityHero }) {
  const [first, second] = splitHeroTitle(hero.title);
  return (
    <div className={`sust-admin-hero${hero.isActive === false ? ' is-inactive' : ''}`}>
      {hero.backgroundImage ? (
        <ImageWithFallback className="sust-admin-hero-bg" src={hero.backgroundImage} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" />
      ) : null}
      <div className="sust-admin-hero-overlay" />
      <div className="sust-admin-hero-text">
        {hero.isActive === false ? <p className="sust-admin-flag">Inactive</p> : null}
        <p className="sust-admin-hero-title">
          {first}
          {second ? <span className="sust-admin-hero-second">{second}</span> : null}
        </p>
        <SafeHtml html={hero.description} className="sust-admin-hero-description" />
      </div>
    </div>
  );
}
