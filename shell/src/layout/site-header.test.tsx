import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SiteHeader } from './site-header';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{JSON.stringify({ path: location.pathname, state: location.state })}</output>;
}

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const location = () => JSON.parse(screen.getByTestId('location').textContent ?? '{}');

describe('site header', () => {
  it('lists the spec navigation with Careers as an external link in a new tab', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Capabilities', 'Sustainability (ESG)', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'About Us' })).toBeInTheDocument();
    const careers = within(nav).getByRole('link', { name: /Careers/ });
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('highlights the current route', () => {
    renderHeader('/capabilities');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Capabilities' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the About Us dropdown and passes the wanted tab with a scroll flag', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'About Us' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Vision & Mission' }));
    expect(location()).toEqual({ path: '/about', state: { activeTab: 'vision', scrollToTop: true } });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'About Us' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the small-screen menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('open');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(location().path).toBe('/contact');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveClass('open');
  });
});
