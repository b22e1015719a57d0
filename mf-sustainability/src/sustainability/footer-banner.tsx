import { backgroundImageStyle, Icon, type SustainabilityFooter } from '@pharma/shared';
import { Link } from 'react-router-dom';

/** The closing banner of the page; its call to action leads to the contact page. */
export function FooterBanner({ footer }: { footer: SustainabilityFooter }) {
  if (footer.isActive === false) return null;
  return (
    <section
      className="esg-footer-banner"
      style={backgroundImageStyle(footer.backgroundImageUrl || undefined)}
      aria-labelledby="esg-footer-title"
      data-testid="footer-banner"
    >
      <div className="esg-footer-overlay" />
      <div className="container esg-footer-content" data-aos="fade-up">
        <h2 id="esg-footer-title">{footer.title}</h2>
        {footer.subtitle ? <p>{footer.subtitle}</p> : null}
        {footer.ctaText ? (
          <Link className="btn btn-accent esg-footer-cta" to="/contact">
            {footer.ctaText} <Icon name={footer.ctaIcon} fallback="ri-arrow-right-line" />
          </Link>
        ) : null}
      </div>
    </section>
  );
}
