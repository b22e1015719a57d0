import { CAPABILITIES_TEXTS, Icon, type Facility } from '@pharma/shared';
import { forwardRef } from 'react';
import { FacilityCard } from './facility-card';
import { groupFacilities } from './facility-groups';
import { sectionPanelProps } from './section-tabs';

/** The marketing claims the spec asks this page to make, whatever the editable content says. */
export const CAPABILITY_CLAIMS = [
  { icon: 'ri-global-line', value: '80+', label: 'Countries', text: 'Customers served in 80+ countries' },
  { icon: 'ri-team-line', value: '200+', label: 'Scientists', text: 'Over 200 scientists across three R&D centres' },
  { icon: 'ri-building-2-line', value: '2023', label: 'New Manufacturing Block', text: 'Foundation stone of a new manufacturing block laid in 2023' },
] as const;

interface Props {
  facilities: Facility[];
  onOpen: (facility: Facility) => void;
  /** Whether the section tabs show (then this section is the panel of its tab). */
  withTabs: boolean;
}

export const ManufacturingSection = forwardRef<HTMLElement, Props>(function ManufacturingSection({ facilities, onOpen, withTabs }, ref) {
  const groups = groupFacilities(facilities);
  return (
    <section ref={ref} id="manufacturing" className="section cap-section" {...sectionPanelProps('manufacturing', withTabs, 'cap-manufacturing-title')}>
      <div className="container">
        <header className="section-heading" data-aos="fade-up">
          <p className="eyebrow">Manufacturing</p>
          <h2 id="cap-manufacturing-title">{CAPABILITIES_TEXTS.manufacturingTab}</h2>
          <p>World-class, regulator-approved facilities that take molecules from key starting materials to finished, packaged medicines.</p>
        </header>
        <ul className="cap-claims" aria-label="Highlights">
          {CAPABILITY_CLAIMS.map((claim) => (
            <li key={claim.label} className="cap-claim" data-aos="zoom-in">
              <Icon name={claim.icon} className="cap-claim-icon" />
              <div>
                <p className="cap-claim-value">
                  {claim.value} <span>{claim.label}</span>
                </p>
                <p className="cap-claim-text">{claim.text}</p>
              </div>
            </li>
          ))}
        </ul>
        {groups.map((group) => (
          <div key={group.id} className="cap-group" aria-labelledby={`cap-group-${group.id}`} role="group">
            <div className="cap-group-heading" data-aos="fade-up">
              <h3 id={`cap-group-${group.id}`}>{group.title}</h3>
              <p>{group.description}</p>
            </div>
            <div className="grid grid-3 cap-facility-grid">
              {group.facilities.map((facility) => (
                <FacilityCard key={facility.id} facility={facility} onOpen={onOpen} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
});
