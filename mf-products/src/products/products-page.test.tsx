import { defaultProductsHero, emitContentEvent, type ProductsHero } from '@pharma/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, renderWithRouter } from '@pharma/shared/testing';
import { isProductsHeroVisible } from './hero/load-products-hero';
import { ProductsPage } from './products-page';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const HERO_PATH = '/api/cms/products/hero';

function storedHero(changes: Partial<ProductsHero> = {}): ProductsHero {
  return { ...defaultProductsHero, titleLine1: 'Stored', titleLine2: 'Portfolio', version: 1, ...changes };
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

async function renderPage() {
  const view = renderWithRouter(<ProductsPage />, '/products');
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  return view;
}

describe('products hero', () => {
  it('is drawn only when it exists and isActive is not false', () => {
    expect(isProductsHeroVisible(storedHero())).toBe(true);
    expect(isProductsHeroVisible({ ...storedHero(), isActive: undefined as unknown as boolean })).toBe(true);
    expect(isProductsHeroVisible(storedHero({ isActive: false }))).toBe(false);
    expect(isProductsHeroVisible(null)).toBe(false);
    expect(isProductsHeroVisible(undefined)).toBe(false);
  });

  it('shows the stored hero with its fields, as the one h1', async () => {
    fetchMock.mockImplementation(() =>
      answer({
        data: storedHero({
          subtitle: 'Sub',
          highlightText: 'Highlight!',
          description: 'Desc',
          titleColor: '#ff0000',
          overlayFrom: '#111111',
          overlayTo: '#222222',
          backgroundImage: '/uploads/hero.webp',
          aosType: 'zoom-in',
          aosDuration: 800,
          aosDelay: 50,
        }),
      }),
    );
    const { container } = await renderPage();
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Stored Portfolio' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/cms/products/hero');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1).toHaveStyle({ color: '#ff0000' });
    expect(h1).toHaveAttribute('data-aos', 'zoom-in');
    expect(h1).toHaveAttribute('data-aos-duration', '800');
    expect(h1).toHaveAttribute('data-aos-delay', '50');
    expect(screen.getByText('Sub')).toBeInTheDocument();
    expect(screen.getByText('Highlight!')).toBeInTheDocument();
    expect(screen.getByText('Desc')).toBeInTheDocument();
    // The photo is the hero's lead image, drawn as an <img> covering it (decorative: the h1 says it all).
    const photo = container.querySelector('.products-hero img.hero-media') as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('/uploads/hero.webp');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    const overlay = container.querySelector('.products-hero-overlay') as HTMLElement;
    expect(overlay.style.backgroundImage).toMatch(/linear-gradient\(100deg, (#111111|rgb\(17, 17, 17\)), (#222222|rgb\(34, 34, 34\))\)/);
    expect(screen.queryByRole('heading', { level: 1, name: 'Our Products' })).toBeNull();
  });

  it('is hidden when inactive, and a modest page title keeps exactly one h1', async () => {
    fetchMock.mockImplementation(() => answer({ data: storedHero({ isActive: false }) }));
    const { container } = await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('.products-hero')).toBeNull();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it('is hidden when the API holds no hero', async () => {
    fetchMock.mockImplementation(() => answer({ data: null }));
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('falls back silently to the built-in hero when the load fails', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderPage();
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Our Product Portfolio' })).toBeInTheDocument();
    expect(screen.getByText(defaultProductsHero.subtitle)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reloads on productsHeroChanged', async () => {
    let hero = storedHero();
    fetchMock.mockImplementation((url) => answer({ data: url === HERO_PATH ? hero : [] }));
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Stored Portfolio' });
    hero = storedHero({ titleLine1: 'Edited', isActive: true });
    act(() => emitContentEvent('productsHeroChanged'));
    await screen.findByRole('heading', { level: 1, name: 'Edited Portfolio' });
    hero = storedHero({ isActive: false });
    act(() => emitContentEvent('productsHeroChanged'));
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });
    expect(fetchMock.mock.calls.filter(([url]) => url === HERO_PATH)).toHaveLength(3);
  });

  it('asks the scroll animations to re-measure when the hero appears or disappears', async () => {
    const resized = jest.fn();
    window.addEventListener('resize', resized);
    fetchMock.mockImplementation(() => answer({ data: storedHero({ isActive: false }) }));
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });
    expect(resized).toHaveBeenCalledTimes(1);
    window.removeEventListener('resize', resized);
  });
});

describe('product tabs and search', () => {
  beforeEach(() => fetchMock.mockImplementation(() => answer({ data: storedHero() })));

  it('starts on the therapeutic tab, with a labelled tab panel', async () => {
    await renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Therapeutic', 'Intermediates', 'Pyridine', 'Thiophene']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Therapeutic' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getAllByRole('article')).toHaveLength(17);
  });

  it('moves between tabs with arrow keys, Home and End (wrapping round)', async () => {
    const user = userEvent.setup();
    await renderPage();
    const tabs = screen.getAllByRole('tab');
    tabs[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Intermediates' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Intermediates' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Intermediates' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Thiophene' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Therapeutic' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Thiophene' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Therapeutic' })).toBeInTheDocument();
  });

  it('shows 4 pyridine and 10 thiophene products on their tabs', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Pyridine' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(4);
    await user.click(screen.getByRole('tab', { name: 'Thiophene' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(10);
  });

  it('searches the active tab by name or CAS, and keeps the query across tabs', async () => {
    const user = userEvent.setup();
    await renderPage();
    const search = screen.getByRole('searchbox', { name: /by name or CAS number/ });
    await user.type(search, '1622-61-3');
    let panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(1);
    expect(within(panel).getByText('Clonazepam')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pyridine' }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('No results found')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'dmap');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Intermediates' }));
    await user.clear(search);
    await user.type(search, 'sitagliptin');
    expect(screen.getByRole('region', { name: 'Sitagliptin Intermediates' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Apixaban Intermediates' })).toBeNull();
  });

  it('has Product Excellence and a call to action to /contact and /capabilities', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Product Excellence' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Explore Our Capabilities' })).toHaveAttribute('href', '/capabilities');
  });
});

describe('catalogue content', () => {
  const category = (name: string, apis: { name: string; cas: string }[], order = 1, isActive = true) => ({
    id: name.toLowerCase(),
    name,
    icon: 'ri-capsule-line',
    color: 'refex-green',
    apis,
    order,
    isActive,
    version: 1,
  });

  it('draws the published categories and groups, by order, leaving out inactive ones', async () => {
    const answers: Record<string, unknown> = {
      [HERO_PATH]: storedHero(),
      '/api/cms/products/therapeutic-categories': [
        category('Second', [{ name: 'Beta API', cas: '2-2-2' }], 2),
        category('First', [{ name: 'Alpha API', cas: '1-1-1' }], 1),
        category('Hidden', [{ name: 'Gamma API', cas: '3-3-3' }], 3, false),
      ],
      '/api/cms/products/intermediate-groups': [
        {
          id: 'g',
          category: 'Edoxaban Intermediates',
          products: [{ name: 'Edox-1', cas: '9-9-9', image: '/images/products/molecule-1.svg' }],
          order: 1,
          isActive: true,
          version: 1,
        },
      ],
    };
    fetchMock.mockImplementation((url) => answer({ data: answers[String(url)] ?? [] }));
    await renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'First' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    const names = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['First', 'Second']);
    expect(screen.getByText('Alpha API')).toBeInTheDocument();
    expect(screen.queryByText('Gamma API')).toBeNull();

    await userEvent.setup().click(screen.getByRole('tab', { name: /Intermediates/ }));
    expect(screen.getByRole('region', { name: 'Edoxaban Intermediates' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ticagrelor Intermediates' })).toBeNull();
  });

  it('keeps the built-in catalogue when the API has none or fails', async () => {
    fetchMock.mockImplementation((url) => (url === HERO_PATH ? answer({ data: storedHero() }) : Promise.reject(new Error('down'))));
    await renderPage();
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('option', { name: 'All Categories (77 APIs)' })).toBeInTheDocument();
  });
});
