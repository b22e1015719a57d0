import { brandTextColor, Icon, IMAGE_NOT_AVAILABLE_URL, moreCapabilitiesText, ResponsiveImage, type Facility } from '@pharma/shared';
import type { CSSProperties } from 'react';
import { capabilityPreview, facilityColor } from './facility-groups';

export const FACILITY_IMAGE_FALLBACK = IMAGE_NOT_AVAILABLE_URL;

interface Props {
  facility: Facility;
  onOpen: (facility: Facility) => void;
}

/** A facility in the manufacturing grid; the whole card opens the detail dialog. */
export function FacilityCard({ facility, onOpen }: Props) {
  const { shown, hidden } = capabilityPreview(facility);
  // The colour for borders and icons; its text variant (4.5:1 with white) for the type badge and words.
  const accent = { '--cap-accent': facilityColor(facility.color), '--cap-accent-text': brandTextColor(facilityColor(facility.color)) } as CSSProperties;
  return (
    <article className="cap-facility-card" style={accent} data-testid="facility-card" data-aos="fade-up" onClick={() => onOpen(facility)}>
      <div className="cap-facility-media">
        <ResponsiveImage
          src={facility.image || FACILITY_IMAGE_FALLBACK}
          fallbackSrc={FACILITY_IMAGE_FALLBACK}
          alt=""
          width={800}
          height={500}
          sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
        />
        <span className="cap-facility-type">{facility.type}</span>
      </div>
      <div className="cap-facility-body">
        <h4 className="cap-facility-name">{facility.name}</h4>
        <FacilityFacts facility={facility} />
        <ul className="cap-capability-list" aria-label={`Capabilities of ${facility.name}`}>
          {shown.map((capability) => (
            <li key={capability}>
              <Icon name="ri-checkbox-circle-fill" />
              <span>{capability}</span>
            </li>
          ))}
        </ul>
        {hidden > 0 ? <p className="cap-more-capabilities">{moreCapabilitiesText(hidden)}</p> : null}
        <button
          type="button"
          className="cap-facility-open"
          aria-label={`View details of ${facility.name}`}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(facility);
          }}
        >
          View details <Icon name="ri-arrow-right-line" />
        </button>
      </div>
    </article>
  );
}

/** Location, capacity and year, each only when the editor filled it in. */
export function FacilityFacts({ facility }: { facility: Facility }) {
  const facts = [
    { icon: 'ri-map-pin-line', label: 'Location', value: facility.location },
    { icon: 'ri-bar-chart-box-line', label: 'Capacity', value: facility.capacity },
    { icon: 'ri-calendar-line', label: 'Established', value: facility.established },
  ].filter((fact) => fact.value);
  if (facts.length === 0) return null;
  return (
    <dl className="cap-facility-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>
            <Icon name={fact.icon} />
            <span className="visually-hidden">{fact.label}</span>
          </dt>
          <dd>{fact.label === 'Established' ? `Est. ${fact.value}` : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
