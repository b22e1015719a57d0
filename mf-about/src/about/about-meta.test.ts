import { defaultAboutView } from './about-content';
import { aboutMeta } from './about-meta';

describe('About meta', () => {
  it("is the hero's title, its rich text as plain text and its image", () => {
    const hero = { ...defaultAboutView.hero, title: 'Made for partners', description: '<p>Forty years of <strong>chemistry</strong>.</p>' };
    expect(aboutMeta({ ...defaultAboutView, hero: { ...hero, backgroundImage: '/uploads/a.webp' } })).toEqual({
      title: 'Made for partners',
      description: 'Forty years of chemistry.',
      image: '/uploads/a.webp',
    });
  });

  it('falls back to the subtitle and the page name when the hero has no text', () => {
    const hero = { ...defaultAboutView.hero, title: ' ', description: '<p></p>', subtitle: 'Four decades', backgroundImage: '' };
    expect(aboutMeta({ ...defaultAboutView, hero })).toEqual({ title: 'About Us', description: 'Four decades' });
  });
});
