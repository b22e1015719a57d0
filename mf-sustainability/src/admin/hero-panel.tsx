import {
  ADMIN_BUTTONS,
  apiPathOf,
  editorFields,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  SafeHtml,
  SectionEditor,
  splitHeroTitle,
  SUSTAINABILITY_COLLECTIONS,
  type AdminPanelProps,
  type SustainabilityHero,
} from '@pharma/shared';
import { mirrorSustainability } from './sustainability-mirror';
import './sustainability-admin.css';

const { hero } = SUSTAINABILITY_COLLECTIONS;
const fields = editorFields(hero);

/** Hero: title, description and background image upload with a live preview and 'Save Hero'. */
export function SustainabilityHeroPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<SustainabilityHero>
      title={hero.title}
      path={apiPathOf(hero)}
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
