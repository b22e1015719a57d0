import { ResponsiveImage, SafeHtml, splitHeroTitle, type SustainabilityHero } from '@pharma/shared';

/** The page banner; its title is broken into two lines after the first comma. */
export function HeroSection({ hero }: { hero: SustainabilityHero }) {
  const [first, second] = splitHeroTitle(hero.title);
  return (
    <section className="esg-hero">
      {hero.backgroundImage ? <ResponsiveImage className="hero-media" src={hero.backgroundImage} alt="" sizes="100vw" priority /> : null}
      <div className="esg-hero-overlay" />
      <div className="container esg-hero-content">
        <p className="esg-hero-eyebrow" data-aos="fade-up">
          Sustainability (ESG)
        </p>
        <h1 data-aos="fade-up">
          <span className="esg-hero-line">{first}</span>
          {second ? (
            <>
              {' '}
              <span className="esg-hero-line esg-hero-line-accent">{second}</span>
            </>
          ) : null}
        </h1>
        {hero.description ? <SafeHtml className="esg-hero-description" html={hero.description} /> : null}
      </div>
    </section>
  );
}
