import {
  ADMIN_BUTTONS,
  ALERT_PRODUCT_HERO_FAILED,
  ALERT_PRODUCT_HERO_SAVED,
  AOS_HERO_DEFAULTS,
  apiPathOf,
  editorFields,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  PRODUCTS_COLLECTIONS,
  SectionEditor,
  type AdminPanelProps,
  type ProductsHero,
} from '@pharma/shared';
import { PRODUCTS_PAGE_TITLE } from '../products/hero/load-products-hero';
import './products-admin.css';

/** What the page really does with an inactive hero (products-page.tsx): no banner, a plain page title. */
export const PRODUCTS_HERO_INACTIVE_NOTE = `Inactive: the page shows no hero, only the title “${PRODUCTS_PAGE_TITLE}”`;

const hero = PRODUCTS_COLLECTIONS.hero;
const fields = editorFields(hero);

/** Products Hero: the form, a live preview, and 'Save Hero'. */
export function ProductsHeroPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<ProductsHero>
      title={hero.title}
      path={apiPathOf(hero)}
      fields={fields}
      layout="form"
      saveLabel={ADMIN_BUTTONS.saveHero}
      preview={(section) => <HeroPreview hero={section} />}
      prepare={(section) => ({ ...section, aosType: section.aosType || AOS_HERO_DEFAULTS.type })}
      messages={{ saved: ALERT_PRODUCT_HERO_SAVED, failed: ALERT_PRODUCT_HERO_FAILED }}
      events={['productsHeroChanged']}
      onChanged={onChanged}
    />
  );
}

export function HeroPreview({ hero }: { hero: ProductsHero }) {
  const overlay = `linear-gradient(90deg, ${hero.overlayFrom || '#2879b6'}cc, ${hero.overlayTo || '#7dc244'}99)`;
  return (
    <div className={`products-admin-hero${hero.isActive ? '' : ' is-inactive'}`}>
      {hero.backgroundImage ? (
        <ImageWithFallback className="products-admin-hero-bg" src={hero.backgroundImage} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" />
      ) : null}
      <div className="products-admin-hero-overlay" style={{ background: overlay }} />
      <div className="products-admin-hero-text">
        {hero.isActive ? null : <p className="products-admin-flag">{PRODUCTS_HERO_INACTIVE_NOTE}</p>}
        <p className="products-admin-hero-title" style={{ color: hero.titleColor || '#fff' }}>
          {hero.titleLine1} <span className="products-admin-hero-line2">{hero.titleLine2}</span>
        </p>
        {hero.subtitle ? (
          <p className="products-admin-hero-subtitle" style={{ color: hero.subtitleColor || '#fff' }}>
            {hero.subtitle}
          </p>
        ) : null}
        {hero.highlightText ? <p className="products-admin-hero-highlight">{hero.highlightText}</p> : null}
        {hero.description ? (
          <p className="products-admin-hero-description" style={{ color: hero.descriptionColor || '#fff' }}>
            {hero.description}
          </p>
        ) : null}
        <p className="products-admin-hero-meta">
          Animation: {hero.aosType || AOS_HERO_DEFAULTS.type}, {hero.aosDuration} ms, delay {hero.aosDelay} ms
        </p>
      </div>
    </div>
  );
}
