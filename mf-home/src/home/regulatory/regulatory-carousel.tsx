import type { CSSProperties } from 'react';
import {
  brandColor,
  brandTextColor,
  ExternalLink,
  Icon,
  REGULATORY_CAROUSEL_STEP_MS,
  REGULATORY_CAROUSEL_VISIBLE,
  ResponsiveImage,
  useCarousel,
  type RegulatoryApproval,
} from '@pharma/shared';
import { useVisibleCount } from './use-visible-count';

/** Approval cards, 4 in view, moving one position every 4 s and back to 0 after the last. */
export function RegulatoryCarousel({ items }: { items: RegulatoryApproval[] }) {
  const visible = useVisibleCount(REGULATORY_CAROUSEL_VISIBLE);
  const positions = Math.max(0, items.length - visible) + 1;
  const carousel = useCarousel(positions, REGULATORY_CAROUSEL_STEP_MS);
  if (items.length === 0) return null;
  const trackStyle = { '--per-view': visible, transform: `translateX(${(-carousel.index * 100) / visible}%)` } as CSSProperties;

  return (
    // A group, not a region: it sits inside the "Regulatory Approvals" section landmark, and a second
    // landmark of the same name there would be noise (axe landmark-unique).
    <div className="home-reg-carousel" role="group" aria-roledescription="carousel" aria-label="Regulatory approvals">
      <div className="home-reg-viewport">
        <ul className={`home-reg-track${items.length <= visible ? ' is-centered' : ''}`} style={trackStyle}>
          {items.map((item, position) => {
            const inView = position >= carousel.index && position < carousel.index + visible;
            return <ApprovalCard key={item.id} item={item} hidden={!inView} />;
          })}
        </ul>
      </div>
      {positions > 1 ? (
        <div className="home-reg-controls">
          <button type="button" className="icon-button" aria-label="Previous approvals" onClick={carousel.previous}>
            <Icon name="ri-arrow-left-s-line" />
          </button>
          {Array.from({ length: positions }, (_, position) => (
            <button
              key={position}
              type="button"
              className="home-reg-dot"
              aria-label={`Go to slide ${position + 1}`}
              aria-current={position === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(position)}
            />
          ))}
          <button type="button" className="icon-button" aria-label="Next approvals" onClick={carousel.next}>
            <Icon name="ri-arrow-right-s-line" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={carousel.paused ? 'Play approvals carousel' : 'Pause approvals carousel'}
            onClick={carousel.togglePaused}
          >
            <Icon name={carousel.paused ? 'ri-play-fill' : 'ri-pause-fill'} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

function ApprovalCard({ item, hidden }: { item: RegulatoryApproval; hidden: boolean }) {
  const body = (
    <>
      <ResponsiveImage src={item.image} alt="" width={160} height={160} sizes="96px" />
      <h3>{item.title}</h3>
      <p>{item.description}</p>
    </>
  );
  return (
    // Cards out of view are hidden from assistive tech and the tab order.
    <li
      className="home-reg-item"
      style={{ '--accent': brandColor(item.color), '--accent-text': brandTextColor(item.color) } as CSSProperties}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      {item.link ? (
        <ExternalLink href={item.link} className="card home-reg-card">
          {body}
        </ExternalLink>
      ) : (
        <div className="card home-reg-card">{body}</div>
      )}
    </li>
  );
}
