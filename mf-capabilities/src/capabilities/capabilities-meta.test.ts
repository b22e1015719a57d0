import { defaultCapabilitiesContent, defaultCapabilitiesHero } from '@pharma/shared';
import { capabilitiesMeta } from './capabilities-meta';

describe('Capabilities meta', () => {
  it("is the hero's title, text and image", () => {
    const hero = { ...defaultCapabilitiesHero, title: 'Built to scale', description: 'Six sites, one standard.', backgroundImage: '/uploads/k.webp' };
    expect(capabilitiesMeta({ ...defaultCapabilitiesContent, hero })).toEqual({
      title: 'Built to scale',
      description: 'Six sites, one standard.',
      image: '/uploads/k.webp',
    });
  });

  it('falls back to the subtitle and the page name when the hero has no text', () => {
    const hero = { ...defaultCapabilitiesHero, title: '', description: '', subtitle: 'From gram to tonne', backgroundImage: '' };
    expect(capabilitiesMeta({ ...defaultCapabilitiesContent, hero })).toEqual({ title: 'Our Capabilities', description: 'From gram to tonne' });
  });
});
