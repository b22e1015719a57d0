import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultApiSampleItems, defaultPharmaceuticalApisBody } from '@pharma/shared';
import { answer, readLocation, renderWithRouter } from '@pharma/shared/testing';
import { PharmaceuticalApisPage } from './pharmaceutical-apis-page';

const SAMPLES_PATH = '/api/cms/products/api-samples';
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  // Unless a test answers, the samples' load is still under way: the page shows its built-in ones.
  fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

function renderPage() {
  return renderWithRouter(<PharmaceuticalApisPage />, '/pharmaceutical-apis');
}

function filterButtons() {
  return within(screen.getByRole('group', { name: 'Filter APIs by category' })).getAllByRole('button');
}

describe('/pharmaceutical-apis', () => {
  it('has one h1 (the hero) and the four stats', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Pharmaceutical APIs']);
    const stats = within(screen.getByRole('region', { name: 'Key figures' })).getAllByRole('listitem');
    expect(stats.map((s) => s.textContent)).toEqual(['150+API Products', '80+Countries', '40+Years of Experience', '100%Regulatory Compliance']);
  });

  it('offers All Categories plus the six category filters, All pressed first', () => {
    renderPage();
    const buttons = filterButtons();
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All Categories',
      'CNS & Psychotropics',
      'Anti-Histaminic',
      'Anti-Convulsant',
      'Anti-Depressants',
      'ADHD Medications',
      'Complex Generics',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('Showing 6 of 6 APIs')).toBeInTheDocument();
  });

  it('renders the filtered list', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Anti-Depressants' }));
    expect(screen.getByRole('button', { name: 'Anti-Depressants' })).toHaveAttribute('aria-pressed', 'true');
    expect(filterButtons()[0]).toHaveAttribute('aria-pressed', 'false');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByRole('heading', { name: 'Sertraline Hydrochloride' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 6 APIs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All Categories' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('shows name, category, CAS, purity, therapeutic class, badges and description on each card', () => {
    renderPage();
    const card = screen.getByRole('heading', { name: 'Alprazolam' }).closest('article') as HTMLElement;
    expect(within(card).getByText('CNS & Psychotropics')).toBeInTheDocument();
    expect(within(card).getByText('28981-97-7')).toBeInTheDocument();
    expect(within(card).getByText('≥ 99.5% (HPLC)')).toBeInTheDocument();
    expect(within(card).getByText('Anxiolytic (triazolobenzodiazepine)')).toBeInTheDocument();
    const badges = within(card).getByRole('list', { name: 'Regulatory approvals' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['FDA', 'EMA', 'MHRA', 'TGA']);
    expect(within(card).getByText(/Short-acting benzodiazepine/)).toBeInTheDocument();
  });

  it('Request Information goes to /contact with the API as subject', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Request Information about Clonazepam' }));
    const subject = 'Information request: Clonazepam (CAS 1622-61-3)';
    expect(readLocation(screen.getByTestId('location'))).toEqual({
      pathname: '/contact',
      search: `?subject=${encodeURIComponent(subject)}`,
      state: { subject },
    });
  });

  it('has a quality section and a call to action to /contact and /products', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Quality & Regulatory Excellence' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  });
});

describe('/pharmaceutical-apis samples as content', () => {
  it('shows the published samples by order, leaving out inactive ones', async () => {
    const [first, second, third] = defaultApiSampleItems;
    const stored = [
      { ...second!, name: 'Renamed Cetirizine', order: 1 },
      { ...first!, order: 2 },
      { ...third!, isActive: false },
    ];
    fetchMock.mockImplementation((url) => answer({ data: url === SAMPLES_PATH ? stored : [] }));
    renderPage();
    expect(await screen.findByText('Showing 2 of 2 APIs')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Renamed Cetirizine', 'Alprazolam']);
    expect(screen.queryByText('Clonazepam')).toBeNull();
  });

  it('keeps the built-in samples when the API fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => Promise.reject(new Error('down')));
    renderPage();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('Showing 6 of 6 APIs')).toBeInTheDocument();
  });
});

describe('/pharmaceutical-apis text as content', () => {
  const BODY_PATH = '/api/cms/products/pharmaceutical-apis';

  it('draws the published banner, figures, headings, quality section and call to action', async () => {
    const body = {
      ...defaultPharmaceuticalApisBody,
      hero: { ...defaultPharmaceuticalApisBody.hero, title: 'Edited APIs', subtitle: 'Edited subtitle' },
      stats: [{ value: '200+', label: 'API Products', icon: 'ri-flask-line' }],
      portfolio: { eyebrow: '', title: 'Our Samples', description: '' },
      quality: {
        ...defaultPharmaceuticalApisBody.quality,
        title: 'Quality Always',
        pillars: [{ icon: '', title: 'GMP', text: 'Inspected.' }],
        accreditations: ['ISO 9001'],
      },
      cta: { title: 'Need an API?', text: 'Ask us.', contactLabel: 'Write to Us', productsLabel: 'All Products' },
    };
    fetchMock.mockImplementation((url) => answer({ data: url === BODY_PATH ? body : [] }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edited APIs' })).toBeInTheDocument();
    expect(screen.getByText('Edited subtitle')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Key figures' }))
        .getAllByRole('listitem')
        .map((s) => s.textContent),
    ).toEqual(['200+API Products']);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Samples' })).toBeInTheDocument();
    expect(screen.queryByText('API Portfolio')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'GMP' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Certifications and approvals' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ISO 9001']);
    expect(screen.getByRole('heading', { level: 2, name: 'Need an API?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    // The built-in samples stay while the store holds none.
    expect(screen.getByText('Showing 6 of 6 APIs')).toBeInTheDocument();
  });

  it('keeps the built-in text while no body is stored', async () => {
    fetchMock.mockImplementation((url) => answer({ data: url === BODY_PATH ? null : [] }));
    renderPage();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pharmaceutical APIs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Looking for a Specific API?' })).toBeInTheDocument();
  });
});
