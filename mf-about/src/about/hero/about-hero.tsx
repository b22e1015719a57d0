import { ExternalLink, PageHero, ResponsiveImage, SafeHtml, type AboutHero as AboutHeroContent } from '@pharma/shared';
import './about-hero.css';

/** Title (the page's h1), subtitle, sanitized HTML description and the three group logos. */
export function AboutHero({ hero }: { hero: AboutHeroContent }) {
  return (
    <PageHero title={hero.title} subtitle={hero.subtitle} backgroundImage={hero.backgroundImage} className="about-hero">
      <SafeHtml html={hero.description} className="about-hero-description" />
      <ul className="about-hero-logos" aria-label="Group companies">
        {hero.logoCards.map((logo) => (
          <li key={logo.name}>
            {logo.link ? (
              <ExternalLink href={logo.link} className="about-hero-logo">
                <ResponsiveImage src={logo.logoUrl} alt={logo.name} width={240} height={80} sizes="240px" />
              </ExternalLink>
            ) : (
              <span className="about-hero-logo">
                <ResponsiveImage src={logo.logoUrl} alt={logo.name} width={240} height={80} sizes="240px" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
