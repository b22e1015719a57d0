import type { CSSProperties } from 'react';
import { HOME_TEXTS, Icon, brandColor, brandTextColor, type Offering } from '@pharma/shared';
import './offerings.css';

/** "What We Offer": offering cards in 1, 2 or 3 columns by width (.grid-3). */
export function Offerings({ offerings }: { offerings: Offering[] }) {
  return (
    <section className="section home-offerings" aria-labelledby="home-offerings-title">
      <div className="container">
        <div className="section-heading" data-aos="fade-up">
          <p className="eyebrow">Capabilities</p>
          <h2 id="home-offerings-title">What We Offer</h2>
          <p>From key starting materials to finished dosage forms, one partner for the whole value chain.</p>
        </div>
        {offerings.length === 0 ? (
          <p className="home-offerings-empty">{HOME_TEXTS.noOfferings}</p>
        ) : (
          <ul className="grid grid-3 home-offerings-grid">
            {offerings.map((offering) => (
              <OfferingCard key={offering.id} offering={offering} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function OfferingCard({ offering }: { offering: Offering }) {
  const style = { '--accent': brandColor(offering.color), '--accent-text': brandTextColor(offering.color) } as CSSProperties;
  return (
    <li className="card home-offering" style={style} data-aos="fade-up">
      <div className="home-offering-top">
        <span className="home-offering-icon">
          <Icon name={offering.icon} />
        </span>
        <p className="home-offering-metric">
          <strong>{offering.metric}</strong>
          <span>{offering.unit}</span>
        </p>
      </div>
      <h3>{offering.title}</h3>
      <p className="home-offering-description">{offering.description}</p>
    </li>
  );
}
