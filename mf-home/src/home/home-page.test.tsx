import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_DATA_KEY, defaultHeroSlides, defaultOfferings, defaultRegulatoryApprovals, defaultStatistics } from '@pharma/shared';
import { apiDown, fakeFetch, FakeIntersectionObserver } from '@pharma/shared/testing';
import { HomePage } from './home-page';

const server = () => ({
  '/api/cms/home/slides': [
    { ...defaultHeroSlides[0], id: 'a', title: 'Server slide two', order: 2 },
    { ...defaultHeroSlides[1], id: 'b', title: 'Server slide one', order: 1 },
    { ...defaultHeroSlides[2], id: 'c', title: 'Hidden slide', order: 0, isActive: false },
  ],
  '/api/cms/home/offerings': defaultOfferings.map((offering) => ({ ...offering, isActive: false })),
  '/api/cms/home/statistics': defaultStatistics,
  '/api/cms/home/regulatory': defaultRegulatoryApprovals,
  '/api/cms/home/global-impact': { title: 'Impact From Server', description: 'Server text.', isActive: true },
});

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('HomePage', () => {
  beforeEach(() => FakeIntersectionObserver.install());
  afterEach(() => {
    FakeIntersectionObserver.uninstall();
    localStorage.clear();
  });

  it('renders the server content: active slides in order, title, empty offerings, approvals', async () => {
    fakeFetch(server());
    renderHome();
    await waitFor(() => expect(h1()).toHaveTextContent('Server slide one'));
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Impact From Server' })).toBeInTheDocument();
    expect(screen.getByText('No offerings available. Please add some in the admin panel.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /EDQM/ })).toBeInTheDocument();
    expect(screen.queryByText('Hidden slide')).toBeNull();
  });

  it('shows every section from the defaults when the API is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = apiDown();
    renderHome();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
    expect(h1()).toHaveTextContent(defaultHeroSlides[0].title);
    expect(screen.getByRole('heading', { name: 'Who We Are' })).toBeInTheDocument();
    const partners = within(screen.getByRole('list', { name: 'Our partners' })).getAllByRole('link');
    expect(partners).toHaveLength(3);
    partners.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
    expect(screen.getByRole('heading', { name: 'Global Impact & Excellence' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What We Offer' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toContain('Active Pharmaceutical Ingredients');
    expect(screen.getByRole('heading', { name: 'Regulatory Approvals' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Accreditations' })).getAllByRole('listitem')).toHaveLength(7);
    jest.restoreAllMocks();
  });

  it.each([
    ['heroSlidesChanged', () => window.dispatchEvent(new Event('heroSlidesChanged'))],
    ['adminDataChanged', () => window.dispatchEvent(new Event('adminDataChanged'))],
    ['an admin_data storage change', () => window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_DATA_KEY }))],
  ])('reloads on %s', async (_, fire) => {
    const routes = server();
    const fetchMock = fakeFetch(routes);
    renderHome();
    await waitFor(() => expect(h1()).toHaveTextContent('Server slide one'));
    routes['/api/cms/home/slides'] = [{ ...defaultHeroSlides[0], id: 'n', title: 'Edited slide', order: 1 }];
    await act(fire);
    await waitFor(() => expect(h1()).toHaveTextContent('Edited slide'));
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });

  it('falls back to the cached admin data when the server has no items', async () => {
    localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify({ heroSlides: [{ id: 'x', title: 'Cached slide', image: '', order: 1, isActive: true }] }));
    fakeFetch({ ...server(), '/api/cms/home/slides': [] });
    renderHome();
    expect(h1()).toHaveTextContent('Cached slide');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Impact From Server' })).toBeInTheDocument());
    expect(h1()).toHaveTextContent('Cached slide');
  });
});
