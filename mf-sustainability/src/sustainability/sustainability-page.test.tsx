import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSustainabilityContent, type SustainabilityContent } from '@pharma/shared';
import { MemoryRouter } from 'react-router-dom';
import { jsonAnswer } from '../common/test-helpers';
import { SustainabilityPage } from './sustainability-page';

const d = defaultSustainabilityContent;

function content(overrides: Partial<SustainabilityContent> = {}): SustainabilityContent {
  return { ...d, hero: { ...d.hero, title: 'Greener Chemistry, Healthier Lives' }, ...overrides };
}

function serve(body: SustainabilityContent) {
  global.fetch = jest.fn(() => jsonAnswer(body)) as unknown as typeof fetch;
}

async function renderLoaded(body: SustainabilityContent = content()) {
  serve(body);
  render(
    <MemoryRouter>
      <SustainabilityPage />
    </MemoryRouter>,
  );
  await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  await screen.findByRole('heading', { level: 1, name: (body.hero.title || 'Transforming Health, Empowering Sustainability').replace(/\s+/g, ' ') });
}

afterEach(() => jest.restoreAllMocks());

describe('SustainabilityPage loading', () => {
  it('reads GET /api/cms/sustainability with credentials included', async () => {
    await renderLoaded();
    expect(global.fetch).toHaveBeenCalledWith('/api/cms/sustainability', expect.objectContaining({ credentials: 'include' }));
  });

  it('silently keeps the built-in content when the load fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    render(
      <MemoryRouter>
        <SustainabilityPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transforming Health, Empowering Sustainability');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('sdg-card')).toHaveLength(7);
  });

  it('reloads when sustainabilityHeartChanged is dispatched', async () => {
    await renderLoaded();
    serve(content({ heart: { ...d.heart, mainTitle: 'Edited heart title' } }));
    act(() => {
      window.dispatchEvent(new CustomEvent('sustainabilityHeartChanged'));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Edited heart title' })).toBeInTheDocument();
  });
});

describe('SustainabilityPage sections', () => {
  it('renders the seven sections in the spec order, with one h1', async () => {
    await renderLoaded();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      d.visionMission.sectionTitle,
      'Sustainability — The Heart of Our Progress',
      'Alignment with UN Sustainable Development Goals',
      d.innovationTransformation.sectionTitle,
      d.social.sectionTitle,
      d.footer.title,
    ]);
  });

  it('splits the hero title into two lines at the first comma', async () => {
    await renderLoaded(content({ hero: { ...d.hero, title: 'Cleaner Air, Clean Water, Healthy People' } }));
    const h1 = screen.getByRole('heading', { level: 1 });
    const lines = Array.from(h1.querySelectorAll('.esg-hero-line')).map((l) => l.textContent);
    expect(lines).toEqual(['Cleaner Air,', 'Clean Water, Healthy People']);
  });

  it("falls back to 'Transforming Health,' / 'Empowering Sustainability' for a blank title", async () => {
    await renderLoaded(content({ hero: { ...d.hero, title: '' } }));
    const lines = Array.from(screen.getByRole('heading', { level: 1 }).querySelectorAll('.esg-hero-line')).map((l) => l.textContent);
    expect(lines).toEqual(['Transforming Health,', 'Empowering Sustainability']);
  });

  it('shows mission points only when isActive is true, vision points unless isActive is false', async () => {
    await renderLoaded(
      content({
        visionMission: {
          ...d.visionMission,
          visionPoints: [
            { id: 'v1', text: 'Vision unset', icon: 'ri-leaf-line', color: '#7dc244', order: 1 } as never,
            { id: 'v2', text: 'Vision off', icon: 'ri-leaf-line', color: '#7dc244', order: 2, isActive: false },
          ],
          missionPoints: [
            { id: 'm1', text: 'Mission on', order: 2, isActive: true },
            { id: 'm2', text: 'Mission unset', order: 1 } as never,
            { id: 'm3', text: 'Mission off', order: 3, isActive: false },
          ],
        },
      }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Vision points' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vision unset']);
    expect(
      within(screen.getByRole('list', { name: 'Mission points' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Mission on']);
  });

  it('shows the four default mission points', async () => {
    await renderLoaded();
    expect(within(screen.getByRole('list', { name: 'Mission points' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('limits the heart to 3 alternating rows of at most 2 metrics and 4 coloured commitments', async () => {
    const extraSection = { ...d.heart.sections[0], title: 'Fourth', metrics: [...d.heart.sections[0].metrics, { title: '3rd', subtitle: 'metric' }] };
    await renderLoaded(
      content({
        heart: {
          ...d.heart,
          sections: [extraSection, ...d.heart.sections, extraSection],
          commitments: [...d.heart.commitments, { title: 'Fifth', subtitle: '', icon: 'ri-leaf-line', color: 'refex-green' }],
        },
      }),
    );
    const rows = screen.getAllByTestId('heart-row');
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.className.includes('reversed'))).toEqual([false, true, false]);
    expect(within(rows[0]).getAllByRole('listitem')).toHaveLength(2);
    const commitments = screen.getAllByTestId('commitment');
    expect(commitments).toHaveLength(4);
    expect(commitments.map((c) => c.getAttribute('data-color'))).toEqual(['#7dc244', '#2879b6', '#ee6a31', '#7dc244']);
    expect(screen.getByRole('heading', { name: 'Our Sustainability Commitments' })).toBeInTheDocument();
  });

  it('shows the 7 SDG cards with their goal image and contribution', async () => {
    await renderLoaded();
    const cards = screen.getAllByTestId('sdg-card');
    expect(cards).toHaveLength(7);
    expect(within(cards[0]).getByRole('img')).toHaveAttribute('src', '/images/sdg/goal-3.svg');
    expect(within(cards[6]).getByRole('img')).toHaveAttribute('src', '/images/sdg/goal-17.svg');
    expect(within(cards[0]).getByText('Our Contribution')).toBeInTheDocument();
    expect(within(cards[0]).getByText(d.sdgCards[0].contribution)).toBeInTheDocument();
  });

  it('switches innovation tabs by click and arrow keys, Digital Solutions first', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const digital = screen.getByRole('tab', { name: 'Digital Solutions' });
    const research = screen.getByRole('tab', { name: 'Research & Innovation' });
    expect(digital).toHaveAttribute('aria-selected', 'true');
    const panel = () => screen.getByRole('tabpanel');
    expect(
      within(panel())
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(d.digitalSolutions.map((c) => c.cardTitle));
    await user.click(research);
    expect(research).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Research & Innovation');
    expect(
      within(panel())
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(d.researchInnovations.map((c) => c.cardTitle));
    await user.keyboard('{ArrowRight}');
    expect(digital).toHaveFocus();
    expect(digital).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(research).toHaveFocus();
    expect(research).toHaveAttribute('aria-selected', 'true');
  });

  it('hides innovation cards whose isActive is false', async () => {
    await renderLoaded(content({ digitalSolutions: [{ ...d.digitalSolutions[0], isActive: false }, d.digitalSolutions[1]] }));
    expect(screen.getAllByTestId('innovation-card')).toHaveLength(1);
  });

  it('draws CSR cards with a gradient from their two colours, falling back to #3a8bc4', async () => {
    await renderLoaded(
      content({
        social: {
          ...d.social,
          csrCards: [
            { ...d.social.csrCards[0], gradientColors: '#2879b6,#7dc244' },
            { ...d.social.csrCards[1], gradientColors: '' },
          ],
        },
      }),
    );
    const [first, second] = screen.getAllByTestId('csr-gradient');
    expect(first.style.backgroundImage).toBe('linear-gradient(135deg, #2879b6, #7dc244)');
    expect(second.style.backgroundImage).toBe('linear-gradient(135deg, #3a8bc4, #3a8bc4)');
    expect(screen.getByRole('heading', { name: d.social.csrImpactTitle })).toBeInTheDocument();
    expect(screen.getAllByTestId('impact-item')).toHaveLength(3);
  });

  it('hides the heart, innovation, social and footer sections when they are inactive', async () => {
    await renderLoaded(
      content({
        heart: { ...d.heart, isActive: false },
        innovationTransformation: { ...d.innovationTransformation, isActive: false },
        social: { ...d.social, isActive: false },
        footer: { ...d.footer, isActive: false },
      }),
    );
    for (const id of ['heart-section', 'innovation-section', 'social-section', 'footer-banner']) {
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    }
    expect(screen.getAllByTestId('sdg-card')).toHaveLength(7);
  });

  it('renders description fields as sanitized HTML', async () => {
    await renderLoaded(
      content({
        visionMission: { ...d.visionMission, visionDescription: '<p>We <strong>care</strong><img src="x" onerror="alert(1)"><script>alert(2)</script></p>' },
      }),
    );
    const strong = screen.getByText('care');
    expect(strong.tagName).toBe('STRONG');
    const description = strong.closest('.esg-vm-description')!;
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('ends with the footer banner and its call to action', async () => {
    await renderLoaded();
    const banner = screen.getByTestId('footer-banner');
    expect(within(banner).getByRole('link', { name: d.footer.ctaText })).toHaveAttribute('href', '/contact');
  });
});
