import { COMPANY_NAME, defaultHeroSlides, defaultHomeGlobalImpact } from '@pharma/shared';
import { homeMeta } from './home-meta';

const globalImpact = { title: defaultHomeGlobalImpact.title, description: 'Medicines for <b>80+</b> countries.' };

describe('Home meta', () => {
  it("is the company's name, with the first slide's subtitle and image", () => {
    const slide = { ...defaultHeroSlides[0], title: 'Chemistry for life', subtitle: 'APIs you can trust', image: '/uploads/h.webp' };
    expect(homeMeta({ slides: [slide, ...defaultHeroSlides.slice(1)], globalImpact })).toEqual({
      title: COMPANY_NAME,
      description: 'APIs you can trust',
      image: '/uploads/h.webp',
    });
  });

  it('falls back to the company name and the global-impact text without slides', () => {
    expect(homeMeta({ slides: [], globalImpact })).toEqual({ title: COMPANY_NAME, description: 'Medicines for 80+ countries.' });
  });
});
