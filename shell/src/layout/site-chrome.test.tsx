import { defaultFooter, defaultNavigation, footerLegalLinks, footerQuickLinks, headerNavLinks, socialLinks } from '@pharma/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_CHROME, siteChromeOf, SiteChromeProvider, type SiteChrome } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const navigationAnswer = {
  data: [
    { id: 'b', order: 2, isActive: true, label: 'Products', to: '/products', external: false, aboutTab: '', children: [] },
    {
      id: 'a',
      order: 1,
      isActive: true,
      label: 'Company',
      to: '/about',
      external: false,
      aboutTab: '',
      children: [
        { label: 'Our People', to: '/about', external: false, aboutTab: 'leadership' },
        { label: 'Group site', to: 'https://www.auralis-group.example', external: true, aboutTab: '' },
      ],
    },
    { id: 'c', order: 3, isActive: false, label: 'Hidden', to: '/hidden', external: false, aboutTab: '', children: [] },
  ],
};

const footerAnswer = {
  data: {
    ...defaultFooter,
    description: 'Medicines for the world.',
    quickLinks: [{ label: 'Get in touch', to: '/contact', external: false, aboutTab: '' }],
    socialLinks: [{ name: 'Mastodon', url: 'https://social.example/@auralis', icon: 'ri-mastodon-line' }],
    legalLinks: [{ label: 'Imprint', to: '/imprint', external: false }],
    copyright: '© 2026 Auralis Life Sciences.',
    version: 3,
  },
};

function renderChrome(chrome: SiteChrome) {
  return render(
    <MemoryRouter>
      <SiteChromeProvider chrome={chrome}>
        <SiteHeader />
        <SiteFooter />
      </SiteChromeProvider>
    </MemoryRouter>,
  );
}

describe('the header and footer as content', () => {
  it('defaults to the declared navigation and footer, which the old constants still name', () => {
    expect(DEFAULT_SITE_CHROME).toEqual({
      navigation: headerNavLinks,
      footer: {
        description: defaultFooter.description,
        quickLinks: footerQuickLinks,
        socialLinks,
        legalLinks: footerLegalLinks,
        copyright: defaultFooter.copyright,
      },
    });
    expect(DEFAULT_SITE_CHROME.footer.copyright).toBe('© 2025 Auralis Life Sciences. All rights reserved.');
    expect(headerNavLinks.map((link) => link.label)).toEqual(defaultNavigation.map((link) => link.label));
  });

  it('falls back to the defaults for an answer that is missing or not the expected shape', () => {
    expect(siteChromeOf(null, undefined)).toEqual(DEFAULT_SITE_CHROME);
    expect(siteChromeOf({ data: 'oops' }, { data: [] })).toEqual(DEFAULT_SITE_CHROME);
    expect(siteChromeOf(null, { data: { copyright: 'Only this' } }).footer).toEqual({ ...DEFAULT_SITE_CHROME.footer, copyright: 'Only this' });
  });

  it('shows the active navigation links by order, a link with dropdown links as a menu', async () => {
    const user = userEvent.setup();
    renderChrome(siteChromeOf(navigationAnswer, null));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('listitem').slice(0, 1)[0]).toHaveTextContent('Company');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(nav).queryByRole('link', { name: 'Hidden' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Company' }));
    expect(within(nav).getByRole('link', { name: 'Our People' })).toHaveAttribute('href', '/about');
    const group = within(nav).getByRole('link', { name: /Group site/ });
    expect(group).toHaveAttribute('target', '_blank');
    expect(group).toHaveAttribute('href', 'https://www.auralis-group.example');
  });

  it("shows the footer's description, links and copyright line as given", () => {
    renderChrome(siteChromeOf(null, footerAnswer));
    expect(screen.getByText('Medicines for the world.')).toBeInTheDocument();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Get in touch', '/contact']]);
    expect(screen.getByRole('link', { name: 'Mastodon (opens in a new tab)' })).toHaveAttribute('href', 'https://social.example/@auralis');
    const imprint = screen.getByRole('link', { name: 'Imprint' });
    expect(imprint).toHaveAttribute('href', '/imprint');
    expect(imprint).not.toHaveAttribute('target');
    expect(screen.getByText('© 2026 Auralis Life Sciences.')).toBeInTheDocument();
    expect(screen.queryByText(/© 2025/)).toBeNull();
  });
});
