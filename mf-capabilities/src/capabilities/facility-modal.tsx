import { brandTextColor, Icon, Modal, ResponsiveImage, type Facility } from '@pharma/shared';
import type { CSSProperties } from 'react';
import { FACILITY_IMAGE_FALLBACK, FacilityFacts } from './facility-card';
import { facilityColor } from './facility-groups';

/** Everything about one facility: every capability (cards show only a preview) and its approvals. */
export function FacilityModal({ facility, onClose }: { facility: Facility; onClose: () => void }) {
  // The colour for borders and icons; its text variant (4.5:1 with white) for the type badge and words.
  const accent = { '--cap-accent': facilityColor(facility.color), '--cap-accent-text': brandTextColor(facilityColor(facility.color)) } as CSSProperties;
  return (
    <Modal title={facility.name} onClose={onClose} className="cap-facility-modal">
      <div style={accent} className="cap-modal-content">
        <ResponsiveImage
          className="cap-modal-image"
          sizes="(max-width: 760px) 100vw, 720px"
          src={facility.image || FACILITY_IMAGE_FALLBACK}
          fallbackSrc={FACILITY_IMAGE_FALLBACK}
          alt={facility.name}
          width={800}
          height={500}
        />
        <p className="cap-modal-type">{facility.type}</p>
        <FacilityFacts facility={facility} />
        {facility.description ? <p className="cap-modal-description">{facility.description}</p> : null}
        {facility.capabilities.length > 0 ? (
          <>
            <h3 className="cap-modal-heading">Capabilities</h3>
            <ul className="cap-capability-list cap-modal-capabilities">
              {facility.capabilities.map((capability) => (
                <li key={capability}>
                  <Icon name="ri-checkbox-circle-fill" />
                  <span>{capability}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {facility.approvals.length > 0 ? (
          <>
            <h3 className="cap-modal-heading">Approvals</h3>
            <ul className="cap-approvals">
              {facility.approvals.map((logo, index) => (
                <li key={`${logo}-${index}`}>
                  <ResponsiveImage src={logo} alt={approvalName(logo)} width={64} height={64} sizes="64px" />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Modal>
  );
}

/** Approvals are logo URLs only; the file name ('fda.svg') is the best name we have for the alt text. */
export function approvalName(url: string): string {
  const file = url.split(/[?#]/)[0].split('/').pop() ?? '';
  const name = file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return name ? `${name.length <= 5 ? name.toUpperCase() : name} approval` : 'Regulatory approval';
}
