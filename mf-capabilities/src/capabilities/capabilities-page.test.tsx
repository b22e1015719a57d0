import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCapabilitiesContent, type CapabilitiesContent, type Facility } from '@pharma/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { jsonAnswer as answer } from '../common/test-helpers';
import { ResearchCapabilitiesRedirect } from '../research-development/research-capabilities-redirect';
import { CapabilitiesPage } from './capabilities-page';

const scrollTo = jest.fn();

function serverContent(overrides: Partial<CapabilitiesContent> = {}): CapabilitiesContent {
  return { ...defaultCapabilitiesContent, hero: { ...defaultCapabilitiesContent.hero, title: SERVER_TITLE }, ...overrides };
}

const SERVER_TITLE = 'Capabilities from the server';

/** Renders the page and waits for the server's answer to be shown. */
async function renderLoaded(url = '/capabilities') {
  renderAt(url);
  await screen.findByRole('heading', { level: 1, name: SERVER_TITLE });
}

function renderAt(url = '/capabilities') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/capabilities" element={<CapabilitiesPage />} />
        <Route path="/research-capabilities" element={<ResearchCapabilitiesRedirect />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Puts the research section's top at `top` px from the viewport top, as the browser would report it. */
function placeResearchAt(top: number) {
  const section = document.getElementById('research')!;
  section.getBoundingClientRect = () => ({ top, bottom: top + 800, left: 0, right: 0, width: 0, height: 800, x: 0, y: top, toJSON: () => ({}) });
}

beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  global.fetch = jest.fn(() => answer(serverContent())) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CapabilitiesPage content', () => {
  it('reads GET /api/cms/capabilities and renders its hero as the only h1', async () => {
    await renderLoaded();
    expect(await screen.findByRole('heading', { level: 1, name: 'Capabilities from the server' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/api/cms/capabilities', expect.anything());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('logs a failed load and keeps showing the built-in content', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    renderAt();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: defaultCapabilitiesContent.hero.title })).toBeInTheDocument();
    expect(screen.getAllByTestId('facility-card')).toHaveLength(7);
    expect(screen.getByTestId('research-api-card')).toHaveTextContent('API R&D');
  });

  it('shows the marketing claims', async () => {
    await renderLoaded();
    expect(screen.getByText('Customers served in 80+ countries')).toBeInTheDocument();
    expect(screen.getByText(/Over 200 scientists/)).toBeInTheDocument();
    expect(screen.getByText('Foundation stone of a new manufacturing block laid in 2023')).toBeInTheDocument();
  });

  it('shows the R&D API and FDF cards with their points, and the promise block', async () => {
    await renderLoaded();
    const api = screen.getByTestId('research-api-card');
    expect(within(api).getByRole('heading', { name: 'API R&D' })).toBeInTheDocument();
    expect(within(api).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByTestId('research-fdf-card')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Our R&D Promise' })).toBeInTheDocument();
  });

  it('reloads when the admin announces a change (adminDataChanged)', async () => {
    await renderLoaded();
    const added: Facility = { ...defaultCapabilitiesContent.facilities[6], id: 'new', name: 'Brand New Site', order: 9 };
    global.fetch = jest.fn(() => answer(serverContent({ facilities: [...defaultCapabilitiesContent.facilities, added] }))) as unknown as typeof fetch;
    act(() => {
      window.dispatchEvent(new CustomEvent('adminDataChanged'));
    });
    expect(await screen.findByRole('heading', { name: 'Brand New Site' })).toBeInTheDocument();
  });

  it('hides the research section and the tab bar when research is inactive', async () => {
    global.fetch = jest.fn(() => answer(serverContent({ research: { ...defaultCapabilitiesContent.research, isActive: false } }))) as unknown as typeof fetch;
    await renderLoaded();
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
    expect(document.getElementById('research')).toBeNull();
    // No tab names the manufacturing section any more: it is a region named by its own heading.
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Manufacturing Excellence' })).toHaveAttribute('id', 'manufacturing');
  });
});

describe('facility cards', () => {
  it('show the first two capabilities and a "+N more capabilities" note, except API Manufacturing cards', async () => {
    await renderLoaded();
    const [apiCard] = screen.getAllByTestId('facility-card');
    expect(within(apiCard).getAllByRole('listitem')).toHaveLength(6);
    expect(within(apiCard).queryByText(/more capabilities/)).not.toBeInTheDocument();
    const formulations = screen.getAllByTestId('facility-card').find((card) => card.textContent?.includes('Formulations Plant'))!;
    expect(within(formulations).getAllByRole('listitem')).toHaveLength(2);
    expect(within(formulations).getByText('+1 more capabilities')).toBeInTheDocument();
  });

  it('fall back to blue for an unknown colour', async () => {
    const odd: Facility = { ...defaultCapabilitiesContent.facilities[2], id: 'odd', name: 'Odd Colour Site', color: 'purple' as Facility['color'] };
    global.fetch = jest.fn(() => answer(serverContent({ facilities: [odd] }))) as unknown as typeof fetch;
    await renderLoaded();
    const heading = await screen.findByRole('heading', { name: 'Odd Colour Site' });
    const card = heading.closest('article')!;
    expect(card.style.getPropertyValue('--cap-accent')).toBe('#2879b6');
  });

  it('open a detail dialog with every capability, closed by its Close button or the backdrop', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'View details of Formulations Plant' }));
    const dialog = screen.getByRole('dialog', { name: 'Formulations Plant' });
    expect(within(dialog).getByText('High-shear and fluid-bed granulation')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'FDA approval' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('heading', { name: 'Complex Generics Centre' })[0]);
    expect(screen.getByRole('dialog', { name: 'Complex Generics Centre' })).toBeInTheDocument();
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('section tabs', () => {
  it('each control a tab panel, the section it scrolls to, named by its tab (a tab without a panel is invalid HTML)', async () => {
    await renderLoaded();
    for (const tab of within(screen.getByRole('tablist')).getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toBe(screen.getByRole('tabpanel', { name: tab.textContent! }));
    }
  });

  it('are a tab list whose selection follows the research section (active within 150 px of the top)', async () => {
    await renderLoaded();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Manufacturing Excellence', 'Research & Development Excellence']);
    const [manufacturing, research] = tabs;
    placeResearchAt(600);
    fireEvent.scroll(window);
    expect(manufacturing).toHaveAttribute('aria-selected', 'true');
    expect(research).toHaveAttribute('aria-selected', 'false');
    placeResearchAt(150);
    fireEvent.scroll(window);
    expect(research).toHaveAttribute('aria-selected', 'true');
    expect(manufacturing).toHaveAttribute('aria-selected', 'false');
    placeResearchAt(151);
    fireEvent.scroll(window);
    expect(manufacturing).toHaveAttribute('aria-selected', 'true');
  });

  it('scroll to their section on click and on arrow keys', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    placeResearchAt(900);
    await user.click(screen.getByRole('tab', { name: 'Research & Development Excellence' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 900, behavior: 'smooth' });

    const manufacturing = screen.getByRole('tab', { name: 'Manufacturing Excellence' });
    manufacturing.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Research & Development Excellence' })).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await user.keyboard('{ArrowRight}');
    expect(manufacturing).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Research & Development Excellence' })).toHaveFocus();
  });

  it('honour #research: the page scrolls to the R&D section', async () => {
    jest.useFakeTimers();
    renderAt('/capabilities#research');
    placeResearchAt(1200);
    act(() => jest.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1200, behavior: 'instant' });
    await screen.findByRole('heading', { level: 1, name: SERVER_TITLE });
  });

  it('route /research-capabilities to the R&D section of /capabilities', async () => {
    jest.useFakeTimers();
    renderAt('/research-capabilities');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    placeResearchAt(1500);
    act(() => jest.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500, behavior: 'instant' });
    await screen.findByRole('heading', { level: 1, name: SERVER_TITLE });
  });
});
