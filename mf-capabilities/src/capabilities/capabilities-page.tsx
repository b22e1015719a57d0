import { CAPABILITIES_TEXTS, defaultCapabilitiesContent, PageHero, useContent, type Facility } from '@pharma/shared';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import './capabilities.css';
import { FacilityModal } from './facility-modal';
import { loadCapabilities } from './load-capabilities';
import { ManufacturingSection } from './manufacturing-section';
import { ResearchSection } from './research-section';
import { scrollToSection, useActiveSection, useHashScroll, type CapabilitiesSection } from './section-scroll';
import { SectionTabs, type SectionTab } from './section-tabs';

const TABS: SectionTab<CapabilitiesSection>[] = [
  { id: 'manufacturing', label: CAPABILITIES_TEXTS.manufacturingTab },
  { id: 'research', label: CAPABILITIES_TEXTS.researchTab },
];

/** /capabilities: hero, the sticky section tabs, manufacturing sites by type, and R&D. */
export function CapabilitiesPage() {
  // The spec names no capabilities event; an admin edit announces itself with adminDataChanged.
  const { data, loading } = useContent(loadCapabilities, defaultCapabilitiesContent, ['adminDataChanged']);
  const { hash } = useLocation();
  const [chosen, setChosen] = useState<Facility | null>(null);
  const tabBar = useRef<HTMLDivElement>(null);
  const research = useRef<HTMLElement>(null);
  const active = useActiveSection(research);
  useHashScroll(hash, tabBar, !loading);
  const { hero } = data;
  // An inactive research block takes its tab with it: a bar with one tab would be no choice at all.
  const showResearch = data.research.isActive !== false;

  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} backgroundImage={hero.backgroundImage} className="cap-hero">
        {hero.description ? (
          <p className="cap-hero-description" data-aos="fade-up" data-aos-delay="200">
            {hero.description}
          </p>
        ) : null}
        {hero.subDescription ? (
          <p className="cap-hero-subdescription" data-aos="fade-up" data-aos-delay="300">
            {hero.subDescription}
          </p>
        ) : null}
      </PageHero>
      {showResearch ? (
        <div ref={tabBar} className="cap-tabbar-sticky">
          <SectionTabs tabs={TABS} active={active} onSelect={(id) => scrollToSection(id, tabBar.current)} />
        </div>
      ) : null}
      <ManufacturingSection facilities={data.facilities} onOpen={setChosen} withTabs={showResearch} />
      {showResearch ? <ResearchSection ref={research} research={data.research} /> : null}
      {chosen ? <FacilityModal facility={chosen} onClose={() => setChosen(null)} /> : null}
    </>
  );
}
