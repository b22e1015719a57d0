import { defaultCapabilitiesContent, defaultCapabilitiesHero } from '@pharma/shared';
import { fakeApi, signedIn } from '@pharma/shared/testing';
import { CONTRACT_MANUFACTURING_HERO } from '../contract-manufacturing/contract-manufacturing-hero';
import { RESEARCH_DEVELOPMENT_HERO } from '../research-development/research-development-hero';
import { capabilitiesSeoRoutes } from './seo-routes';

describe('Capabilities SEO defaults', () => {
  beforeEach(() => signedIn());

  it("are the published hero's title and text, read by the page's loader", async () => {
    fakeApi({
      '/api/cms/capabilities': { ...defaultCapabilitiesContent, hero: { ...defaultCapabilitiesHero, title: 'Built to scale', description: 'Six sites.' } },
    });
    expect(capabilitiesSeoRoutes.map((route) => route.path)).toEqual(['/capabilities', '/contract-manufacturing', '/research-development']);
    await expect(capabilitiesSeoRoutes[0].defaults()).resolves.toMatchObject({ title: 'Built to scale', description: 'Six sites.' });
  });

  it("are the static pages' banner text, as the pages show it", async () => {
    const [, contract, research] = capabilitiesSeoRoutes;
    await expect(contract.defaults()).resolves.toMatchObject({ title: CONTRACT_MANUFACTURING_HERO.title, description: CONTRACT_MANUFACTURING_HERO.lead });
    await expect(research.defaults()).resolves.toMatchObject({ title: RESEARCH_DEVELOPMENT_HERO.title, description: RESEARCH_DEVELOPMENT_HERO.lead });
  });
});
