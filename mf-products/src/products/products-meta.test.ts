import { defaultProductsHero } from '@pharma/shared';
import { PRODUCTS_DESCRIPTION, productsMeta } from './products-meta';

describe('Products meta', () => {
  it("is the shown hero's two title lines, its text and its image", () => {
    const hero = { ...defaultProductsHero, titleLine1: 'Our', titleLine2: 'Molecules', description: 'Made in India.', backgroundImage: '/uploads/p.webp' };
    expect(productsMeta(hero)).toEqual({ title: 'Our Molecules', description: 'Made in India.', image: '/uploads/p.webp' });
  });

  it('falls back to the subtitle, then to fixed text, when the hero has none', () => {
    const hero = { ...defaultProductsHero, titleLine1: '', titleLine2: '', description: '', subtitle: 'Speciality chemicals' };
    expect(productsMeta(hero)).toMatchObject({ title: 'Our Products', description: 'Speciality chemicals' });
    expect(productsMeta({ ...hero, subtitle: '' }).description).toBe(PRODUCTS_DESCRIPTION);
  });

  it('is the page title and fixed text, with no image, when the hero is absent or inactive', () => {
    const fixed = { title: 'Our Products', description: PRODUCTS_DESCRIPTION };
    expect(productsMeta(null)).toEqual(fixed);
    expect(productsMeta({ ...defaultProductsHero, isActive: false })).toEqual(fixed);
  });
});
