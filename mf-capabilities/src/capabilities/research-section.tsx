import { brandColor, Icon, ResponsiveImage, type CapabilitiesResearch, type ResearchCard } from '@pharma/shared';
import { forwardRef, type CSSProperties } from 'react';
import { sectionPanelProps } from './section-tabs';

/** The R&D section: intro, the API and FDF cards, and the closing promise. It shows only with the section tabs, as its tab's panel. */
export const ResearchSection = forwardRef<HTMLElement, { research: CapabilitiesResearch }>(function ResearchSection({ research }, ref) {
  return (
    <section ref={ref} id="research" className="section section-alt cap-section" {...sectionPanelProps('research', true, 'cap-research-title')}>
      <div className="container">
        <div className="cap-research-intro">
          <div data-aos="fade-right">
            <p className="eyebrow">Research & Development</p>
            <h2 id="cap-research-title">{research.title}</h2>
            <p className="cap-research-description">{research.description}</p>
          </div>
          {research.image ? (
            <ResponsiveImage
              className="cap-research-image"
              src={research.image}
              alt=""
              width={800}
              height={500}
              sizes="(max-width: 900px) 100vw, 50vw"
              data-aos="fade-left"
            />
          ) : null}
        </div>
        <div className="grid grid-2 cap-research-cards">
          <ResearchCardView card={research.apiCard} testId="research-api-card" />
          <ResearchCardView card={research.fdfCard} testId="research-fdf-card" />
        </div>
        <aside className="cap-promise" aria-labelledby="cap-promise-title" data-aos="fade-up">
          <Icon name={research.promise.icon} className="cap-promise-icon" fallback="ri-award-line" />
          <div>
            <h3 id="cap-promise-title">{research.promise.title}</h3>
            <p>{research.promise.description}</p>
          </div>
        </aside>
      </div>
    </section>
  );
});

function ResearchCardView({ card, testId }: { card: ResearchCard; testId: string }) {
  const accent = { '--cap-accent': brandColor(card.color) } as CSSProperties;
  return (
    <article className="cap-research-card" style={accent} data-testid={testId} data-aos="fade-up">
      <header className="cap-research-card-header">
        <span className="cap-research-card-icon">
          <Icon name={card.icon} fallback="ri-flask-line" />
        </span>
        <div>
          <h3>{card.title}</h3>
          <p>{card.subtitle}</p>
        </div>
      </header>
      <ul className="cap-research-points">
        {card.points.map((point, index) => (
          <li key={`${point.title}-${index}`}>
            <Icon name="ri-check-double-line" className="cap-research-point-icon" />
            <div>
              <strong>{point.title}</strong>
              <p>{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
