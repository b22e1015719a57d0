import { GRADIENT_FALLBACK, ResponsiveImage, type ProductsHero } from '@pharma/shared';
import type { CSSProperties } from 'react';
import './products-hero.css';

function aosProps(hero: ProductsHero, extraDelay = 0) {
  if (!hero.aosType) return {};
  return {
    'data-aos': hero.aosType,
    'data-aos-duration': hero.aosDuration ? String(hero.aosDuration) : undefined,
    'data-aos-delay': String((hero.aosDelay ?? 0) + extraDelay),
  };
}

/** The managed hero of /products; it carries the page's one h1. */
export function ProductsHeroBanner({ hero }: { hero: ProductsHero }) {
  const overlay: CSSProperties = {
    backgroundImage: `linear-gradient(100deg, ${hero.overlayFrom || GRADIENT_FALLBACK}, ${hero.overlayTo || GRADIENT_FALLBACK})`,
  };
  return (
    <section className="products-hero" aria-labelledby="products-hero-title">
      {hero.backgroundImage ? <ResponsiveImage className="hero-media" src={hero.backgroundImage} alt="" sizes="100vw" priority /> : null}
      <div className="products-hero-overlay" style={overlay} aria-hidden="true" />
      <div className="container products-hero-content">
        <h1 id="products-hero-title" className="products-hero-title" style={{ color: hero.titleColor || undefined }} {...aosProps(hero)}>
          {hero.titleLine1 ? <span className="products-hero-line">{hero.titleLine1}</span> : null}{' '}
          {hero.titleLine2 ? <span className="products-hero-line products-hero-line-accent">{hero.titleLine2}</span> : null}
        </h1>
        {hero.subtitle ? (
          <p className="products-hero-subtitle" style={{ color: hero.subtitleColor || undefined }} {...aosProps(hero, 100)}>
            {hero.subtitle}
          </p>
        ) : null}
        {hero.highlightText ? (
          <p className="products-hero-highlight" {...aosProps(hero, 150)}>
            <i className="ri-award-line" aria-hidden="true" />
            {hero.highlightText}
          </p>
        ) : null}
        {hero.description ? (
          <p className="products-hero-description" style={{ color: hero.descriptionColor || undefined }} {...aosProps(hero, 200)}>
            {hero.description}
          </p>
        ) : null}
      </div>
    </section>
  );
}
