import { defaultSustainabilityContent, useContent } from '@pharma/shared';
import { FooterBanner } from './footer-banner';
import { HeartSection } from './heart-section';
import { HeroSection } from './hero-section';
import { InnovationSection } from './innovation-section';
import { loadSustainability } from './load-sustainability';
import { SdgSection } from './sdg-section';
import { SocialSection } from './social-section';
import './sustainability.css';
import { VisionMissionSection } from './vision-mission-section';

/** /sustainability: the seven sections of the spec, in its order. Failed loads silently keep the built-in content. */
export function SustainabilityPage() {
  const { data } = useContent(loadSustainability, defaultSustainabilityContent, ['sustainabilityHeartChanged', 'adminDataChanged']);
  return (
    <>
      <HeroSection hero={data.hero} />
      <VisionMissionSection content={data.visionMission} />
      <HeartSection heart={data.heart} />
      <SdgSection cards={data.sdgCards} />
      <InnovationSection section={data.innovationTransformation} digitalSolutions={data.digitalSolutions} researchInnovations={data.researchInnovations} />
      <SocialSection social={data.social} />
      <FooterBanner footer={data.footer} />
    </>
  );
}
