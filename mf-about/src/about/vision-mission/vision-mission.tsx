import { brandColor, Icon, ResponsiveImage, visibleItems, type AboutMissionPoint, type AboutVisionMission, type VisionPoint } from '@pharma/shared';
import type { CSSProperties } from 'react';
import { tabId } from '../tabs/about-sections';
import { CoreValues } from './core-values';
import './vision-mission.css';

interface Props {
  content: AboutVisionMission;
  missionPoints: AboutMissionPoint[];
}

/** Vision and mission (titles, descriptions, images, mission points) followed by the core values. */
export function VisionMission({ content, missionPoints }: Props) {
  return (
    <section id="vision" className="section section-alt about-vision about-anchor" role="tabpanel" aria-labelledby={tabId('vision')}>
      <div className="container">
        <div className="section-heading" data-aos="fade-up">
          <h2>{content.sectionTitle}</h2>
          {content.sectionSubtitle ? <p>{content.sectionSubtitle}</p> : null}
        </div>
        <div className="about-vm-grid">
          <article className="card about-vm-card" data-aos="fade-up">
            <ResponsiveImage src={content.visionImage} alt="" width={800} height={500} sizes="(max-width: 900px) 100vw, 50vw" />
            <div className="about-vm-body">
              <span className="about-vm-icon" aria-hidden="true">
                <Icon name="ri-eye-line" />
              </span>
              <h3>{content.visionTitle}</h3>
              {content.visionSubtitle ? <p className="about-vm-subtitle">{content.visionSubtitle}</p> : null}
              <p>{content.visionDescription}</p>
              <VisionPoints points={content.visionPoints} />
            </div>
          </article>
          <article className="card about-vm-card is-mission" data-aos="fade-up" data-aos-delay="100">
            <ResponsiveImage src={content.missionImage} alt="" width={800} height={500} sizes="(max-width: 900px) 100vw, 50vw" />
            <div className="about-vm-body">
              <span className="about-vm-icon" aria-hidden="true">
                <Icon name="ri-focus-3-line" />
              </span>
              <h3>{content.missionTitle}</h3>
              {content.missionSubtitle ? <p className="about-vm-subtitle">{content.missionSubtitle}</p> : null}
              <ul className="about-mission-points">
                {missionPoints.map((point) => (
                  <MissionPoint key={point.id} point={point} />
                ))}
              </ul>
            </div>
          </article>
        </div>
        <CoreValues />
      </div>
    </section>
  );
}

/** A point has a title with a description, or just a text. */
function MissionPoint({ point }: { point: AboutMissionPoint }) {
  const detail = point.description || point.text;
  return (
    <li>
      <Icon name="ri-checkbox-circle-fill" />
      <span>
        {point.title ? <strong>{point.title}</strong> : null}
        {detail}
      </span>
    </li>
  );
}

function VisionPoints({ points }: { points: VisionPoint[] | undefined }) {
  const visible = visibleItems(points);
  if (visible.length === 0) return null;
  return (
    <ul className="about-vision-points">
      {visible.map((point) => (
        <li key={point.id} style={{ '--accent': brandColor(point.color) } as CSSProperties}>
          <Icon name={point.icon} />
          <span>{point.text}</span>
        </li>
      ))}
    </ul>
  );
}
