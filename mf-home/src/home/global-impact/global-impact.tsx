import { useRef, type CSSProperties } from 'react';
import { ANIMATION_THRESHOLD, brandColor, brandTextColor, COUNTER_DEFAULTS, ResponsiveImage, type Statistic } from '@pharma/shared';
import type { HomeView } from '../home-content';
import { useCountUp } from './use-count-up';
import { useFirstVisible } from './use-first-visible';
import './global-impact.css';

const COUNTER_FALLBACKS = [COUNTER_DEFAULTS.scientists, COUNTER_DEFAULTS.products, COUNTER_DEFAULTS.markets];

/** A statistic's target; the first three fall back to 200, 150 and 80 when the value is missing. */
export function counterTarget(stat: Statistic, position: number): number {
  const raw: unknown = stat.value;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? value : (COUNTER_FALLBACKS[position] ?? 0);
}

interface Props {
  statistics: Statistic[];
  heading: HomeView['globalImpact'];
}

/** Stat cards whose numbers count up the first time the section becomes visible. */
export function GlobalImpact({ statistics, heading }: Props) {
  const sectionRef = useRef<HTMLElement>(null);
  const visible = useFirstVisible(sectionRef, ANIMATION_THRESHOLD);
  const values = useCountUp(statistics.map(counterTarget), visible);

  return (
    <section ref={sectionRef} className="section section-alt home-impact" aria-labelledby="home-impact-title">
      <div className="container">
        <div className="section-heading" data-aos="fade-up">
          <p className="eyebrow">Our Reach</p>
          <h2 id="home-impact-title">{heading.title}</h2>
          <p>{heading.description}</p>
        </div>
        <ul className="grid grid-3 home-impact-grid">
          {statistics.map((stat, position) => (
            <li
              key={stat.id}
              className="card home-stat"
              style={{ '--accent': brandColor(stat.color), '--accent-text': brandTextColor(stat.color) } as CSSProperties}
              data-aos="fade-up"
              data-aos-delay={position * 100}
            >
              <ResponsiveImage className="home-stat-image" src={stat.image} alt="" width={800} height={500} sizes="(max-width: 900px) 100vw, 50vw" />
              <div className="home-stat-body">
                <p className="home-stat-value">{values[position]}+</p>
                <h3 className="home-stat-title">{stat.title}</h3>
                <p className="home-stat-description">{stat.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
