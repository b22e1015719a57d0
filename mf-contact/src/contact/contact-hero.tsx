import { PageHero } from '@pharma/shared';
import type { ContactHero as ContactHeroContent } from '@pharma/shared/content';

/** The page banner: the page's one `<h1>`, optional subtitle and description over the background image. */
export function ContactHero({ hero }: { hero: ContactHeroContent }) {
  return (
    <PageHero className="contact-hero" title={hero.title} subtitle={hero.subtitle || undefined} backgroundImage={hero.backgroundImage}>
      {hero.description ? (
        <p className="contact-hero-description" data-aos="fade-up" data-aos-delay="200">
          {hero.description}
        </p>
      ) : null}
    </PageHero>
  );
}
