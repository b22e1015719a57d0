import { backgroundImageStyle, defaultAboutBanner, ExternalLink, Icon, type AboutBanner as Banner } from '@pharma/shared';
import './about-banner.css';

/** Closing banner with 'To know more', which opens the group site in a new tab. */
export function AboutBanner({ banner = defaultAboutBanner }: { banner?: Banner }) {
  return (
    <section className="about-banner" style={backgroundImageStyle(banner.image)} aria-labelledby="about-banner-title">
      <div className="about-banner-overlay" aria-hidden="true" />
      <div className="container about-banner-content" data-aos="fade-up">
        <h2 id="about-banner-title">{banner.title}</h2>
        <p>{banner.description}</p>
        <ExternalLink href={banner.link} className="btn btn-accent">
          {banner.buttonText} <Icon name="ri-external-link-line" />
        </ExternalLink>
      </div>
    </section>
  );
}
