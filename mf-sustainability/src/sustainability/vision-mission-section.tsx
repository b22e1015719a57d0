import { brandColor, Icon, SafeHtml, visibleUnlessInactive, type SustainabilityVisionMission } from '@pharma/shared';
import { visibleMissionPoints } from './display-rules';

/** Vision (with optional points) beside the mission list. */
export function VisionMissionSection({ content }: { content: SustainabilityVisionMission }) {
  const visionPoints = visibleUnlessInactive(content.visionPoints);
  const missionPoints = visibleMissionPoints(content.missionPoints);
  return (
    <section className="section esg-clip-x" aria-labelledby="esg-vm-title">
      <div className="container">
        <header className="section-heading" data-aos="fade-up">
          <h2 id="esg-vm-title">{content.sectionTitle}</h2>
          {content.sectionSubtitle ? <p>{content.sectionSubtitle}</p> : null}
        </header>
        <div className="esg-vm-grid">
          <article className="esg-vm-card esg-vision" data-aos="fade-right" aria-labelledby="esg-vision-title">
            <span className="esg-vm-icon" aria-hidden="true">
              <Icon name="ri-eye-line" />
            </span>
            <h3 id="esg-vision-title">{content.visionTitle}</h3>
            {content.visionSubtitle ? <p className="esg-vm-subtitle">{content.visionSubtitle}</p> : null}
            <SafeHtml className="esg-vm-description" html={content.visionDescription} />
            {visionPoints.length > 0 ? (
              <ul className="esg-vision-points" aria-label="Vision points">
                {visionPoints.map((point) => (
                  <li key={point.id}>
                    <span
                      className="esg-vision-point-icon"
                      style={{ color: brandColor(point.color), background: `color-mix(in srgb, ${brandColor(point.color)} 14%, #fff)` }}
                    >
                      <Icon name={point.icon} fallback="ri-check-line" />
                    </span>
                    <span>{point.text}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
          <article className="esg-vm-card esg-mission" data-aos="fade-left" aria-labelledby="esg-mission-title">
            <span className="esg-vm-icon esg-vm-icon-mission" aria-hidden="true">
              <Icon name="ri-focus-3-line" />
            </span>
            <h3 id="esg-mission-title">{content.missionTitle}</h3>
            {content.missionSubtitle ? <p className="esg-vm-subtitle">{content.missionSubtitle}</p> : null}
            <ol className="esg-mission-points" aria-label="Mission points">
              {missionPoints.map((point, index) => (
                <li key={point.id}>
                  <span className="esg-mission-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>{point.text}</span>
                </li>
              ))}
            </ol>
          </article>
        </div>
      </div>
    </section>
  );
}
