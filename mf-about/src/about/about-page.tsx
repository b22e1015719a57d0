import { useCallback, useEffect, useState } from 'react';
import { Spinner, type AboutTab } from '@pharma/shared';
import { AboutBanner } from './banner/about-banner';
import { AboutHero } from './hero/about-hero';
import { JourneySection } from './journey/journey-section';
import { LeadershipSection } from './leadership/leadership-section';
import { AboutTabs } from './tabs/about-tabs';
import { SPY_SECTIONS, scrollToSection, tabForSection } from './tabs/about-sections';
import { useRequestedTab } from './tabs/use-requested-tab';
import { useScrollSpy } from './tabs/use-scroll-spy';
import { useAboutContent } from './use-about-content';
import { VisionMission } from './vision-mission/vision-mission';
import './about-page.css';

/** The About page (/about). */
export function AboutPage() {
  const { view, loading } = useAboutContent();
  const [activeTab, setActiveTab] = useState<AboutTab>('journey');
  const spied = useScrollSpy(SPY_SECTIONS, !loading);

  useEffect(() => {
    if (spied) setActiveTab(tabForSection(spied));
  }, [spied]);

  const selectTab = useCallback((tab: AboutTab) => {
    setActiveTab(tab);
    scrollToSection(tab);
  }, []);
  useRequestedTab(!loading, setActiveTab);

  // The built-in content shows at once (it is also what the gateway paints first); the spinner
  // says fresher content is on its way, without holding the page back.
  return (
    <>
      {loading ? (
        <div className="about-loading">
          <Spinner label="Loading About page" />
        </div>
      ) : null}
      <AboutHero hero={view.hero} />
      <AboutTabs active={activeTab} onSelect={selectTab} />
      <JourneySection summary={view.journey.summary} images={view.journey.images} />
      <VisionMission content={view.visionMission} missionPoints={view.missionPoints} />
      <LeadershipSection managementTeam={view.managementTeam} advisoryBoard={view.advisoryBoard} />
      <AboutBanner />
    </>
  );
}
