import { contractManufacturingPage } from '@pharma/shared';
import { jsonAnswer } from '../common/test-helpers';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContractManufacturingPage } from './contract-manufacturing-page';

const PATH = '/api/cms/capabilities/contract-manufacturing';
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  // Unless a test answers, the body's load is still under way: the page shows its built-in body.
  fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

function renderPage() {
  render(
    <MemoryRouter>
      <ContractManufacturingPage />
    </MemoryRouter>,
  );
}

function sectionOf(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
}

describe('ContractManufacturingPage', () => {
  it('has exactly one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Contract Manufacturing']);
  });

  it('lists the four services', () => {
    renderPage();
    expect(within(sectionOf('Our Manufacturing Services')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('shows the three facilities with their area and capacity', () => {
    renderPage();
    const facilities = sectionOf('Manufacturing Facilities');
    const cards = within(facilities).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const figures = cards.map((card) => [
      within(card).getByRole('heading').textContent,
      card.querySelectorAll('dd')[0].textContent,
      card.querySelectorAll('dd')[1].textContent,
    ]);
    expect(figures).toEqual([
      ['Karnataka Facility', '150,000 sq ft', '500 MT/year'],
      ['Andhra Pradesh Facility', '200,000 sq ft', '750 MT/year'],
      ['Switzerland Facility', '80,000 sq ft', '200 MT/year'],
    ]);
  });

  it('walks through the four process steps in order', () => {
    renderPage();
    const steps = within(sectionOf('Our Process')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Step 1: Project Assessment',
      'Step 2: Process Development',
      'Step 3: Technology Transfer',
      'Step 4: Commercial Production',
    ]);
  });

  it('shows the capability figures', () => {
    renderPage();
    const stats = within(screen.getByRole('list', { name: 'Manufacturing capabilities' })).getAllByRole('listitem');
    expect(stats.map((s) => s.textContent)).toEqual(['500+ Reactions', '1500 MT/year Capacity', '24/7 Monitoring', '30-45 Days Lead Time']);
  });

  it('ends with calls to action to /contact and /capabilities', () => {
    renderPage();
    const cta = sectionOf('Ready to Start Your Project?');
    expect(
      within(cta)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/contact', '/capabilities']);
  });
});

describe('ContractManufacturingPage content', () => {
  it('shows the published body: a renamed service and one figure', async () => {
    const stored = {
      ...contractManufacturingPage,
      services: [{ ...contractManufacturingPage.services[0]!, title: 'Bespoke API Manufacturing' }],
      stats: [{ value: '600+', label: 'Reactions', icon: 'ri-flask-line' }],
      version: 2,
    };
    fetchMock.mockImplementation((url) => (url === PATH ? jsonAnswer(stored) : jsonAnswer(null)));
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'Bespoke API Manufacturing' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Advanced Intermediates' })).toBeNull();
    expect(screen.getByText('600+')).toBeInTheDocument();
  });

  it('keeps the built-in body when the API fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => Promise.reject(new Error('down')));
    renderPage();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 3, name: 'Advanced Intermediates' })).toBeInTheDocument();
  });
});
