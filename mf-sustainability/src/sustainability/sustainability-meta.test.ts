import { defaultSustainabilityContent, defaultSustainabilityHero } from '@pharma/shared';
import { sustainabilityMeta } from './sustainability-meta';

describe('Sustainability meta', () => {
  it("is the hero's title, its rich text as plain text and its image", () => {
    const hero = {
      ...defaultSustainabilityHero,
      title: 'Greener chemistry',
      description: '<p>Less <em>waste</em>, more care.</p>',
      backgroundImage: '/uploads/s.webp',
    };
    expect(sustainabilityMeta({ ...defaultSustainabilityContent, hero })).toEqual({
      title: 'Greener chemistry',
      description: 'Less waste, more care.',
      image: '/uploads/s.webp',
    });
  });

  it('falls back to the page name when the hero has no title', () => {
    const hero = { ...defaultSustainabilityHero, title: '', description: '', backgroundImage: '' };
    expect(sustainabilityMeta({ ...defaultSustainabilityContent, hero })).toEqual({ title: 'Sustainability', description: '' });
  });
});
