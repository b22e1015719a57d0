import { render, screen } from '@testing-library/react';
import { defaultProductsHero } from '@pharma/shared';
import { HeroPreview, PRODUCTS_HERO_INACTIVE_NOTE } from './products-hero-panel';

describe('Products hero preview', () => {
  it('describes what the page does with an inactive hero: no banner, the plain title (it said "built-in hero")', () => {
    render(<HeroPreview hero={{ ...defaultProductsHero, isActive: false }} />);
    expect(screen.getByText(PRODUCTS_HERO_INACTIVE_NOTE)).toBeInTheDocument();
    expect(PRODUCTS_HERO_INACTIVE_NOTE).toBe('Inactive: the page shows no hero, only the title “Our Products”');
  });

  it('says nothing of the kind for an active hero', () => {
    render(<HeroPreview hero={{ ...defaultProductsHero, isActive: true }} />);
    expect(screen.queryByText(/^Inactive:/)).toBeNull();
  });
});
