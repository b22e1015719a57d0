import { Icon, SafeHtml, visibleUnlessInactive, type SocialResponsibility } from '@pharma/shared';
import { cssGradient } from './display-rules';

/** Social Responsibility and Community Engagement: gradient CSR cards, then the impact block. */
export function SocialSection({ social }: { social: SocialResponsibility }) {
  if (social.isActive === false) return null;
  const cards = visibleUnlessInactive(social.csrCards);
  const impact = visibleUnlessInactive(social.csrImpactItems);
  return (
    <section className="section esg-social" aria-labelledby="esg-social-title" data-testid="social-section">
      <div className="container">
        <header className="section-heading" data-aos="fade-up">
          <h2 id="esg-social-title">{social.sectionTitle}</h2>
          {social.sectionDescription ? <SafeHtml className="esg-section-description" html={social.sectionDescription} /> : null}
        </header>
        <ul className="esg-csr-grid">
          {cards.map((card) => (
            <li key={card.id} className="esg-csr-card" data-testid="csr-card" data-aos="fade-up">
              <div className="esg-csr-banner" data-testid="csr-gradient" style={{ backgroundImage: cssGradient(card.gradientColors) }}>
                <Icon name={card.icon} fallback="ri-hand-heart-line" className="esg-csr-icon" />
                <div>
                  <h3>{card.cardTitle}</h3>
                  {card.cardSubtitle ? <p>{card.cardSubtitle}</p> : null}
                </div>
              </div>
              <div className="esg-csr-body">
                <SafeHtml className="esg-csr-description" html={card.cardDescription} />
                {card.highlightText ? (
                  <p className="esg-csr-highlight">
                    <Icon name="ri-star-smile-line" /> {card.highlightText}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <div className="esg-impact" data-aos="fade-up">
          <div className="esg-impact-heading">
            <h3>{social.csrImpactTitle}</h3>
            {social.csrImpactDescription ? <SafeHtml className="esg-section-description" html={social.csrImpactDescription} /> : null}
          </div>
          {impact.length > 0 ? (
            <ul className="esg-impact-grid">
              {impact.map((item) => (
                <li key={item.id} className="esg-impact-item" data-testid="impact-item">
                  <span className="esg-impact-icon" style={{ backgroundImage: cssGradient(item.gradientColors) }} aria-hidden="true">
                    <Icon name={item.icon} fallback="ri-team-line" />
                  </span>
                  <div>
                    <h4>{item.title}</h4>
                    <SafeHtml className="esg-impact-description" html={item.description} />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
