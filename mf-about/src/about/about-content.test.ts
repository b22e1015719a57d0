import { defaultAboutContent, defaultAboutHero, defaultLeadership } from '@pharma/shared';
import { journeyImages, loadAbout, resolveAbout } from './about-content';

function answer(body: unknown) {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => body })) as unknown as typeof fetch;
}

describe('About content', () => {
  it('reads the content from `data` or from the top level', async () => {
    const content = { ...defaultAboutContent, hero: { ...defaultAboutHero, title: 'Wrapped' } };
    answer({ data: content });
    expect((await loadAbout()).hero.title).toBe('Wrapped');
    answer({ ...content, hero: { ...defaultAboutHero, title: 'Top level' } });
    expect((await loadAbout()).hero.title).toBe('Top level');
  });

  it('falls back to the built-in hero, vision and mission, leadership and journey', () => {
    const view = resolveAbout({ hero: null, leadership: [] });
    expect(view.hero.title).toBe('About Auralis Life Sciences');
    expect(view.hero.logoCards).toHaveLength(3);
    expect(view.visionMission.visionTitle).toBe('Our Vision');
    expect(view.missionPoints).toHaveLength(4);
    expect(view.managementTeam).toHaveLength(4);
    expect(view.advisoryBoard).toHaveLength(4);
    expect(view.journey.images).toHaveLength(3);
  });

  it('keeps only active members, by order, without the Technical Leadership Team', () => {
    const members = defaultLeadership.map((member, index) => ({ ...member, order: 100 - index }));
    members[4] = { ...members[4], isActive: false };
    const view = resolveAbout({ leadership: members });
    expect(view.managementTeam.map((m) => m.name)).toEqual(['Dr. Lukas Brunner', 'Rajesh Menon', 'Kavitha Narayanan', 'Dr. Arvind Subramanian']);
    expect(view.advisoryBoard.map((m) => m.name)).not.toContain('Dr. Helena Vogt');
    expect([...view.managementTeam, ...view.advisoryBoard].some((m) => m.category === 'Technical Leadership Team')).toBe(false);
  });

  it('shows the journey images, else the single legacy image, else none', () => {
    expect(journeyImages({ images: ['/a.webp', ''], image: '/legacy.webp' })).toEqual(['/a.webp']);
    expect(journeyImages({ images: [], image: '/legacy.webp' })).toEqual(['/legacy.webp']);
    expect(journeyImages({ images: [] })).toEqual([]);
  });
});
