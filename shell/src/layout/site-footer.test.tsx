import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteFooter } from './site-footer';

describe('site footer', () => {
  beforeEach(() =>
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    ),
  );

  it('has the four quick links, Our Journey and Leadership Team opening their About tab', () => {
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(quick).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['About', 'Our Journey', 'Leadership Team', 'Contact Us']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/about', '/about', '/about', '/contact']);
  });

  it('has the four social links in new tabs', () => {
    for (const name of ['LinkedIn', 'X', 'Facebook', 'Instagram']) {
      expect(screen.getByRole('link', { name: `${name} (opens in a new tab)` })).toHaveAttribute('target', '_blank');
    }
  });

  it('shows the 2025 copyright and the external legal links', () => {
    expect(screen.getByText(/^© 2025 /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('target', '_blank');
  });
});
