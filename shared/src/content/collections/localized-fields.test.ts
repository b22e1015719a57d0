import { describe, expect, it } from '@jest/globals';
import { ABOUT_COLLECTIONS } from './about';
import { field } from './kit';
import { isLocalized, localizedFieldNames, overlayTranslation, translatableValues } from './localized-fields';

const points = field.items('Points', { dtoName: 'Point', ordered: true, fields: { text: field.text('Text'), icon: field.icon('Icon') } });
const fields = {
  title: field.text('Title', { required: true }),
  slug: field.text('Slug', { localized: false }),
  image: field.image('Image'),
  color: field.colour('Color'),
  year: field.int('Year'),
  isActive: field.flag('Active'),
  points,
};

describe('localized fields', () => {
  it('localizes the words and shares images, colours, numbers, icons and flags unless declared otherwise', () => {
    expect(localizedFieldNames(fields)).toEqual(['title', 'points']);
    expect(isLocalized(field.image('Alt image', { localized: true }))).toBe(true);
    expect(localizedFieldNames(ABOUT_COLLECTIONS.hero.fields)).toContain('title');
    expect(localizedFieldNames(ABOUT_COLLECTIONS.hero.fields)).not.toContain('backgroundImage');
    // The carousel's images are an address list: every language's, like any image.
    expect(localizedFieldNames(ABOUT_COLLECTIONS.journey.fields)).toEqual(['title', 'summary']);
  });

  it('takes only the localized values into a translation, nested items with their ids', () => {
    const doc = {
      title: 'Quality',
      slug: 'q',
      image: '/a.jpg',
      color: '#2879b6',
      year: 2020,
      isActive: true,
      points: [{ id: 'p1', text: 'One', icon: 'ri-a', order: 1 }],
    };
    expect(translatableValues(fields, doc)).toEqual({ title: 'Quality', points: [{ id: 'p1', text: 'One' }] });
  });

  it('lays a translation over its base field by field, by item id, leaving blanks and shared fields to the base', () => {
    const base = {
      title: 'Quality',
      slug: 'q',
      image: '/a.jpg',
      year: 2020,
      points: [
        { id: 'p1', text: 'One', icon: 'ri-a' },
        { id: 'p2', text: 'Two', icon: 'ri-b' },
      ],
    };
    const german = {
      title: 'Qualität',
      image: '/evil.jpg',
      slug: 'x',
      points: [
        { id: 'p2', text: 'Zwei', icon: 'ri-z' },
        { id: 'gone', text: 'Weg' },
      ],
    };
    expect(overlayTranslation(fields, base, german)).toEqual({
      title: 'Qualität',
      slug: 'q',
      image: '/a.jpg',
      year: 2020,
      points: [
        { id: 'p1', text: 'One', icon: 'ri-a' },
        { id: 'p2', text: 'Zwei', icon: 'ri-b' },
      ],
    });
    expect(overlayTranslation(fields, base, { title: '  ' }).title).toBe('Quality');
    expect(overlayTranslation(fields, base, undefined)).toBe(base);
  });

  it('never writes into the base it reads', () => {
    const base = { title: 'Quality', points: [{ id: 'p1', text: 'One', icon: 'ri-a' }] };
    const copy = structuredClone(base);
    overlayTranslation(fields, base, { title: 'Qualität', points: [{ id: 'p1', text: 'Eins' }] });
    expect(base).toEqual(copy);
  });
});
