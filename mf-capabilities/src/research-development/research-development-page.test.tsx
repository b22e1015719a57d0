import { researchDevelopmentPage } from '@pharma/shared';
import { jsonAnswer } from '../common/test-helpers';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ResearchDevelopmentPage } from './research-development-page';

const PATH = '/api/cms/capabilities/research-development';
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
      <ResearchDevelopmentPage />
    </MemoryRouter>,
  );
}

function sectionOf(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
}

describe('ResearchDevelopmentPage', () => {
  it('has exactly one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Research & Development']);
  });

  it('shows the four headline figures', () => {
    renderPage();
    const stats = within(screen.getByRole('list', { name: 'Research in numbers' })).getAllByRole('listitem');
    expect(stats.map((s) => s.textContent)).toEqual(['50+ Patents', '200+ Scientists', '100+ Projects', '150+ Publications']);
  });

  it('shows four focus areas with progress 85, 78, 65 and 92 percent', () => {
    renderPage();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['85', '78', '65', '92']);
    expect(bars[0]).toHaveAccessibleName('CNS & Psychotropics');
    expect((bars[3].firstElementChild as HTMLElement).style.width).toBe('92%');
  });

  it('shows the two research facilities and three technology platforms', () => {
    renderPage();
    expect(within(sectionOf('Research Facilities')).getAllByRole('article')).toHaveLength(2);
    expect(within(sectionOf('Technology Platforms')).getAllByRole('article')).toHaveLength(3);
  });

  it('shows the pipeline stages with their project counts', () => {
    renderPage();
    const stages = within(sectionOf('Innovation Pipeline')).getAllByRole('listitem');
    expect(stages.map((s) => s.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      '25 Discovery projects',
      '18 Development projects',
      '12 Preclinical projects',
      '8 Clinical projects',
    ]);
  });

  it('ends with calls to action to /contact and /research-capabilities', () => {
    renderPage();
    const cta = sectionOf('Partner With Our Scientists');
    expect(
      within(cta)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/contact', '/research-capabilities']);
  });
});

describe('ResearchDevelopmentPage content', () => {
  it('shows the published body: a renamed platform', async () => {
    const stored = {
      ...researchDevelopmentPage,
      platforms: [{ ...researchDevelopmentPage.platforms[0]!, title: 'Flow Chemistry at Scale' }],
      version: 2,
    };
    fetchMock.mockImplementation((url) => (url === PATH ? jsonAnswer(stored) : jsonAnswer(null)));
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'Flow Chemistry at Scale' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Biocatalysis' })).toBeNull();
  });
});
