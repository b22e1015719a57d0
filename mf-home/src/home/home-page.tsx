import { GlobalImpact } from './global-impact/global-impact';
import { HeroSlider } from './hero-slider/hero-slider';
import { Offerings } from './offerings/offerings';
import { Regulatory } from './regulatory/regulatory';
import { useHomeContent } from './use-home-content';
import { WhoWeAre } from './who-we-are/who-we-are';

/** The home page (/): hero slider, who we are, global impact, offerings, regulatory approvals. */
export function HomePage() {
  const content = useHomeContent();
  return (
    <>
      <HeroSlider slides={content.slides} />
      <WhoWeAre />
      {content.showGlobalImpact ? <GlobalImpact statistics={content.statistics} heading={content.globalImpact} /> : null}
      <Offerings offerings={content.offerings} />
      <Regulatory approvals={content.regulatory} />
    </>
  );
}
