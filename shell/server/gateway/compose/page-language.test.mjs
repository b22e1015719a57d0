import { describe, expect, it } from '@jest/globals';
import { locatePath } from './page-language.mjs';

const languages = {
  defaultLocale: 'en',
  locales: [
    { tag: 'en', fallback: null },
    { tag: 'de', fallback: 'en' },
    { tag: 'pt-BR', fallback: null },
  ],
  routes: {},
};
const list = [{ routes: ['/', '/about', '/admin/*'] }];

describe("a page path's language", () => {
  it('splits the language prefix off and spells the whole path one way (other spellings are redirected to it)', () => {
    expect(locatePath(languages, '/about', list)).toEqual({ locale: 'en', path: '/about', canonical: '/about' });
    expect(locatePath(languages, '/de/about', list)).toEqual({ locale: 'de', path: '/about', canonical: '/de/about' });
    expect(locatePath(languages, '/DE/About/', list)).toEqual({ locale: 'de', path: '/about', canonical: '/de/about' });
    expect(locatePath(languages, '/pt-BR', list)).toEqual({ locale: 'pt-BR', path: '/', canonical: '/pt-br' });
    expect(locatePath(languages, '/de/', list)).toEqual({ locale: 'de', path: '/', canonical: '/de' });
  });

  it('leaves what is no language of the site, and the dashboard, in the default language', () => {
    expect(locatePath(languages, '/fr/about', list)).toEqual({ locale: 'en', path: '/fr/about', canonical: '/fr/about' });
    expect(locatePath(languages, '/en/about', list)).toEqual({ locale: 'en', path: '/en/about', canonical: '/en/about' });
    expect(locatePath(languages, '/de/admin/login', list)).toEqual({ locale: 'en', path: '/de/admin/login', canonical: '/de/admin/login' });
  });
});
