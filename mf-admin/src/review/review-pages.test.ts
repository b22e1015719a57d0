import { pageLabel } from './review-pages';

describe('pageLabel', () => {
  it('names a page in another language by the page and the language', () => {
    expect(pageLabel('site')).toBe('Site settings, SEO and media');
    expect(pageLabel('site@de')).toBe('Site settings, SEO and media in German');
    expect(pageLabel('brochures@pt-BR')).toBe('Brochures in Brazilian Portuguese');
  });
});
