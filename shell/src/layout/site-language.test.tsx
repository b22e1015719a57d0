import { pageInLanguage, type PageLanguages } from '@pharma/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { DocumentLanguage, LanguageSwitcher, preferredAlternate, routePathOf, SiteLanguageProvider } from './site-language';

const languages: PageLanguages = {
  defaultLocale: 'en',
  locales: [
    { tag: 'en', fallback: null },
    { tag: 'de', fallback: 'en' },
    { tag: 'ar', fallback: 'en' },
  ],
  routes: { '/about': ['en', 'de', 'ar'], '/': ['en'] },
};

describe("a page's languages in the browser", () => {
  it('offers the first of the browser’s languages that has the page, unless it is the one shown', () => {
    const english = pageInLanguage(languages, 'en', '/about');
    expect(preferredAlternate(english, ['de-DE', 'en'])).toEqual({ tag: 'de', path: '/de/about' });
    expect(preferredAlternate(english, ['fr', 'ar'])).toEqual({ tag: 'ar', path: '/ar/about' });
    expect(preferredAlternate(english, ['en-GB', 'de'])).toBeNull();
    expect(preferredAlternate(pageInLanguage(languages, 'de', '/'), ['de'])).toBeNull(); // no German home page
  });

  it("reads the route's path under the language's prefix", () => {
    expect(routePathOf('/de/about', '/de')).toBe('/about');
    expect(routePathOf('/de', '/de')).toBe('/');
    expect(routePathOf('/about', '')).toBe('/about');
  });

  it('lists the languages that have the page, the shown one current; none when only one has it', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/about']}>
        <SiteLanguageProvider language={{ locale: 'ar', languages }}>
          <LanguageSwitcher />
        </SiteLanguageProvider>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')])).toEqual([
      ['English', '/about', 'en'],
      ['Deutsch', '/de/about', 'de'],
      ['العربية', '/ar/about', 'ar'],
    ]);
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'page');
    unmount();
    render(
      <MemoryRouter initialEntries={['/']}>
        <SiteLanguageProvider language={{ locale: 'de', languages }}>
          <LanguageSwitcher />
        </SiteLanguageProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
  });

  it('keeps <html lang dir> on the language of the text shown when the visitor moves to another page in the browser', () => {
    let navigate: NavigateFunction = () => undefined;
    const Navigator = () => {
      navigate = useNavigate();
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/about']}>
        <SiteLanguageProvider language={{ locale: 'ar', languages }}>
          <Navigator />
          <DocumentLanguage />
        </SiteLanguageProvider>
      </MemoryRouter>,
    );
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    act(() => void navigate('/')); // no Arabic home page: its fallback's English text
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
  });
});
