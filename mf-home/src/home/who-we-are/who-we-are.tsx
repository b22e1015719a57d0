import { Link } from 'react-router-dom';
import { defaultWhoWeAre, ExternalLink, Icon, ResponsiveImage, type WhoWeAre as WhoWeAreContent } from '@pharma/shared';
import './who-we-are.css';

/** Static blurb with the three partner logos, each opening the partner's site in a new tab. */
export function WhoWeAre({ content = defaultWhoWeAre }: { content?: WhoWeAreContent }) {
  return (
    <section className="section home-who" aria-labelledby="home-who-title">
      <div className="container home-who-grid">
        <div className="home-who-text" data-aos="fade-right">
          <p className="eyebrow">About Us</p>
          <h2 id="home-who-title">{content.title}</h2>
          <p className="home-who-description">{content.description}</p>
          <ul className="home-who-partners" aria-label="Our partners">
            {content.partners.map((partner) => (
              <li key={partner.name}>
                <ExternalLink href={partner.link} className="home-who-partner">
                  <ResponsiveImage src={partner.logoUrl} alt={partner.name} width={240} height={80} sizes="240px" />
                </ExternalLink>
              </li>
            ))}
          </ul>
          <Link to="/about" className="btn btn-outline home-who-more">
            Learn more about us <Icon name="ri-arrow-right-line" />
          </Link>
        </div>
        <div className="home-who-media" data-aos="fade-left">
          <ResponsiveImage src={content.image} alt="" width={800} height={500} sizes="(max-width: 900px) 100vw, 50vw" />
          <div className="home-who-badge" aria-hidden="true">
            <strong>40+</strong>
            <span>years of API excellence</span>
          </div>
        </div>
      </div>
    </section>
  );
}
