import { brandColor, defaultCoreValues, Icon } from '@pharma/shared';
import type { CSSProperties } from 'react';

/** The four core values are fixed site content (the stored `values` are not used on this page). */
export function CoreValues() {
  return (
    <div className="about-values">
      <h3 className="about-values-title" data-aos="fade-up">
        Our Core Values
      </h3>
      <ul className="about-values-grid">
        {defaultCoreValues.map((value, position) => (
          <li
            key={value.id}
            className="card about-value"
            style={{ '--accent': brandColor(value.color) } as CSSProperties}
            data-aos="fade-up"
            data-aos-delay={position * 100}
          >
            <span className="about-value-icon" aria-hidden="true">
              <Icon name={value.icon} />
            </span>
            <h4>{value.title}</h4>
            <p>{value.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
