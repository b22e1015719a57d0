import {
  ADMIN_BUTTONS,
  ALERT_PRODUCT_HERO_FAILED,
  ALERT_PRODUCT_HERO_SAVED,
  AOS_HERO_DEFAULTS,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  SectionEditor,
  type AdminPanelProps,
  type FieldSpec,
  type ProductsHero,
} from '@pharma/shared';
import { PRODUCTS_PAGE_TITLE } from '../products/hero/load-products-hero';
import './products-admin.css';

/** What the page really does with an inactive hero (products-page.tsx): no banner, a plain page title. */
export const PRODUCTS_HERO_INACTIVE_NOTE = `Inactive: the page shows no hero, only the title “${PRODUCTS_PAGE_TITLE}”`;

export const PRODUCTS_HERO_PATH = '/api/cms/products/hero';

/** The scroll animations the public page's animation library knows. */
const AOS_TYPES = ['fade-up', 'fade-down', 'fade-left', 'fade-right', 'fade', 'zoom-in', 'zoom-out', 'flip-up', 'slide-up'] as const;

const fields: FieldSpec[] = [
  { name: 'backgroundImage', label: 'Background Image', kind: 'image', group: 'Background' },
  { name: 'overlayFrom', label: 'Overlay From', kind: 'color', group: 'Background' },
  { name: 'overlayTo', label: 'Overlay To', kind: 'color', group: 'Background' },
  { name: 'titleLine1', label: 'Title Line 1', kind: 'text', maxLength: 200, group: 'Text' },
  { name: 'titleLine2', label: 'Title Line 2', kind: 'text', maxLength: 200, group: 'Text' },
  { name: 'subtitle', label: 'Subtitle', kind: 'text', group: 'Text', wide: true },
  { name: 'highlightText', label: 'Highlight Text', kind: 'text', group: 'Text', wide: true },
  { name: 'description', label: 'Description', kind: 'textarea', group: 'Text' },
  { name: 'titleColor', label: 'Title Color', kind: 'color', group: 'Colours' },
  { name: 'subtitleColor', label: 'Subtitle Color', kind: 'color', group: 'Colours' },
  { name: 'descriptionColor', label: 'Description Color', kind: 'color', group: 'Colours' },
  { name: 'aosType', label: 'Animation Type', kind: 'select', options: AOS_TYPES, group: 'Animation', placeholder: AOS_HERO_DEFAULTS.type },
  { name: 'aosDuration', label: 'Duration (ms)', kind: 'integer', min: 0, max: 60000, group: 'Animation', placeholder: String(AOS_HERO_DEFAULTS.duration) },
  { name: 'aosDelay', label: 'Delay (ms)', kind: 'integer', min: 0, max: 60000, group: 'Animation', placeholder: String(AOS_HERO_DEFAULTS.delay) },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** Products Hero: the form, a live preview, and 'Save Hero'. */
export function ProductsHeroPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<ProductsHero>
      title="Products Hero"
      path={PRODUCTS_HERO_PATH}
      fields={fields}
      layout="form"
      saveLabel={ADMIN_BUTTONS.saveHero}
      preview={(hero) => <HeroPreview hero={hero} />}
      prepare={(hero) => ({ ...hero, aosType: hero.aosType || AOS_HERO_DEFAULTS.type })}
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
