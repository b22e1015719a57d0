import { defaultContactContent, defaultContactHero } from '@pharma/shared';
import { contactMeta } from './contact-meta';

describe('Contact meta', () => {
  it("is the hero's title, text and image", () => {
    const hero = { ...defaultContactHero, title: 'Write to us', description: 'Our team answers within a day.', backgroundImage: '/uploads/c.webp' };
    expect(contactMeta({ ...defaultContactContent, hero })).toEqual({
      title: 'Write to us',
      description: 'Our team answers within a day.',
      image: '/uploads/c.webp',
    });
  });

  it('falls back to the subtitle and the page name when the hero has no text', () => {
    const hero = { ...defaultContactHero, title: '', description: '', subtitle: 'Say hello', backgroundImage: '' };
    expect(contactMeta({ ...defaultContactContent, hero })).toEqual({ title: 'Contact Us', description: 'Say hello' });
  });
});
