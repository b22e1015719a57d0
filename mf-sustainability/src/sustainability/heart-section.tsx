import { Icon, IMAGE_NOT_AVAILABLE_URL, ResponsiveImage, SafeHtml, SUSTAINABILITY_TEXTS, type SustainabilityHeart } from '@pharma/shared';
import { heartView } from './display-rules';

/** 'Sustainability — The Heart of Our Progress': alternating image/text rows, then the commitments. */
export function HeartSection({ heart }: { heart: SustainabilityHeart }) {
  const view = heartView(heart, SUSTAINABILITY_TEXTS.heartTitle);
  if (!view) return null;
  return (
    <section className="section section-alt esg-heart esg-clip-x" aria-labelledby="esg-heart-title" data-testid="heart-section">
      <div className="container">
        <header className="section-heading" data-aos="fade-up">
          <h2 id="esg-heart-title">{view.mainTitle}</h2>
          {view.mainSubtitle ? <p>{view.mainSubtitle}</p> : null}
        </header>
        <div className="esg-heart-rows">
          {view.sections.map((section, index) => (
            <article key={`${section.title}-${index}`} className={`esg-heart-row${index % 2 === 1 ? ' esg-heart-row-reversed' : ''}`} data-testid="heart-row">
              <div className="esg-heart-media" data-aos={index % 2 === 1 ? 'fade-left' : 'fade-right'}>
                <ResponsiveImage
                  src={section.image || IMAGE_NOT_AVAILABLE_URL}
                  fallbackSrc={IMAGE_NOT_AVAILABLE_URL}
                  alt=""
                  width={800}
                  height={500}
                  sizes="(max-width: 900px) 100vw, 50vw"
                />
              </div>
              <div className="esg-heart-text" data-aos={index % 2 === 1 ? 'fade-right' : 'fade-left'}>
                <span className="esg-heart-icon" aria-hidden="true">
                  <Icon name={section.icon} fallback="ri-leaf-line" />
                </span>
                <h3>{section.title}</h3>
                <SafeHtml className="esg-heart-description" html={section.description} />
                {section.metrics.length > 0 ? (
                  <ul className="esg-heart-metrics" aria-label={`${section.title} figures`}>
                    {section.metrics.map((metric, metricIndex) => (
                      <li key={`${metric.title}-${metricIndex}`}>
                        <strong>{metric.title}</strong> <span>{metric.subtitle}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </article>
          ))}
        </div>
        {view.commitments.length > 0 ? (
          <div className="esg-commitments">
            <h3 className="esg-commitments-title" data-aos="fade-up">
              {SUSTAINABILITY_TEXTS.commitmentsTitle}
            </h3>
            <ul className="esg-commitment-grid">
              {view.commitments.map((commitment, index) => (
                <li
                  key={`${commitment.title}-${index}`}
                  className="esg-commitment"
                  data-testid="commitment"
                  data-color={commitment.hex}
                  style={{ borderTopColor: commitment.hex }}
                  data-aos="zoom-in"
                >
                  <span className="esg-commitment-icon" style={{ background: commitment.hex }} aria-hidden="true">
                    <Icon name={commitment.icon} fallback="ri-check-line" />
                  </span>
                  <h4>{commitment.title}</h4>
                  <p>{commitment.subtitle}</p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
