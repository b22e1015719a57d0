import { defaultAboutContent as content } from '@pharma/shared';
import { admin } from './index';
import { fakeApi, signedIn } from '@pharma/shared/testing';

describe('About Page badges', () => {
  beforeEach(() => signedIn());

  it('counts hero 1, the carousel images, mission points + 1, each leadership category on its own, the About sections, values and milestones, and SEO the customised route', async () => {
    const members = content.leadership;
    fakeApi({
      '/api/cms/about/journey': { ...content.aboutJourney, images: ['/a.webp', '/b.webp'] },
      '/api/cms/about/vision-mission': { ...content.visionMission, missionPoints: content.visionMission.missionPoints.slice(0, 2) },
      '/api/cms/about/leadership': members,
      '/api/cms/about/sections': content.sections,
      '/api/cms/about/values': content.values.slice(0, 3),
      '/api/cms/about/milestones': content.journey,
      '/api/cms/seo': [{ route: '/about', title: 'About us', description: '', image: '', noindex: false, updatedAt: '' }],
    });
    const byCategory = (category: string) => members.filter((member) => member.category === category).length;
    expect(admin.subTabs.map((tab) => tab.label)).toEqual([
      'About Hero',
      'Journey Carousel',
      'Vision & Mission',
      'Advisory Board',
      'Technical Leadership Team',
      'Management Team',
      'About Sections',
      'Values',
      'Journey Milestones',
      'SEO',
    ]);
    await expect(Promise.all(admin.subTabs.map((tab) => tab.count()))).resolves.toEqual([
      1,
      2,
      3,
      byCategory('Advisory Board'),
      byCategory('Technical Leadership Team'),
      byCategory('Management Team'),
      content.sections.length,
      3,
      content.journey.length,
      1,
    ]);
    expect(byCategory('Advisory Board') + byCategory('Technical Leadership Team') + byCategory('Management Team')).toBe(members.length);
  });
});
