import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countCustomisedRoutes, validateSeoDraft, type SeoEntry, type SeoRoute } from './seo-api';
import { SeoPanel, seoSubTab } from './seo-panel';
import { json } from '@pharma/shared/testing';

type Call = { method: string; url: string; body?: unknown };

const about: SeoRoute = {
  path: '/about',
  label: 'About',
  defaults: async () => ({ title: 'About Refex Pharma', description: 'Four decades of chemistry.', image: '/uploads/about-hero.jpg' }),
};
const products: SeoRoute = { path: '/products', label: 'Products', defaults: async () => ({ title: 'Our Products', description: 'APIs and intermediates.' }) };
const apis: SeoRoute = {
  path: '/pharmaceutical-apis',
  label: 'Pharmaceutical APIs',
  defaults: async () => ({ title: 'Pharmaceutical APIs', description: 'Sample APIs.' }),
};

describe('SEO panel', () => {
  let entries: SeoEntry[];
  let calls: Call[];
  let refuse: { status: number; body: unknown } | null;
  const channel = globalThis.BroadcastChannel;

  beforeEach(() => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
    entries = [];
    calls = [];
    refuse = null;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/auth/preview-token' && method === 'POST') return json(201, { token: 'tok.en', expiresAt: '2030-01-01T00:00:00.000Z' });
      if (url.split('?')[0] !== '/api/cms/seo') return json(404, { message: 'Not found' });
      if (method === 'GET') return json(200, { data: entries });
      if (refuse) return json(refuse.status, refuse.body);
      const saved = { ...(body as SeoEntry), updatedAt: '2030-01-01T00:00:00.000Z' };
      entries = [...entries.filter((e) => e.route !== saved.route), saved];
      return json(200, { data: saved });
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = channel;
    jest.restoreAllMocks();
  });

  function setup(routes: SeoRoute[] = [about]) {
    const onChanged = jest.fn();
    render(<SeoPanel routes={routes} onChanged={onChanged} />);
    return { onChanged, user: userEvent.setup() };
  }

  const form = (label: string) => screen.getByRole('form', { name: `SEO settings for ${label}` });

  it('shows the saved entry and the page defaults as placeholders and hints, tied to the inputs', async () => {
    entries = [{ route: '/about', title: 'About us', description: '', image: '', noindex: true, updatedAt: '2030-01-01T00:00:00.000Z' }];
    setup();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('About us');
    expect(screen.getByRole('heading', { name: 'SEO' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hide from search engines (noindex)' })).toBeChecked();
    const description = screen.getByRole('textbox', { name: 'Meta description' });
    await waitFor(() => expect(description).toHaveAttribute('placeholder', 'Four decades of chemistry.'));
    expect(description).toHaveAccessibleDescription(/0 \/ 200 characters Default: Four decades of chemistry\./);
    expect(title).toHaveAccessibleDescription(/8 \/ 70 characters Default: About Refex Pharma/);
    expect(screen.getByRole('textbox', { name: 'Share image URL' })).toHaveValue('');
    // One route: no selector.
    expect(screen.queryByRole('combobox', { name: 'Page' })).not.toBeInTheDocument();
  });

  it('updates the search-result preview as the admin types, falling back to the defaults', async () => {
    const { user } = setup();
    const preview = await screen.findByRole('region', { name: 'Search result preview' });
    await waitFor(() => expect(within(preview).getByText('About Refex Pharma')).toBeInTheDocument());
    expect(within(preview).getByText('Four decades of chemistry.')).toBeInTheDocument();
    expect(within(preview).getByText(`${window.location.origin}/about`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Who we are');
    expect(within(preview).getByText('Who we are')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Hide from search engines (noindex)' }));
    expect(within(preview).getByText(/Hidden from search engines/)).toBeInTheDocument();
  });

  it('counts characters, flags a title over 70 and sends nothing until it fits', async () => {
    const { user } = setup();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, 'x'.repeat(65));
    expect(title).toHaveAccessibleDescription(/^65 \/ 70 characters/);
    expect(screen.getByText('5 characters left')).toBeInTheDocument();
    await user.type(title, 'y'.repeat(7));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('2 characters over the limit of 70')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save SEO Settings' }));
    expect(await screen.findByText('Title must be at most 70 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('saves the trimmed entry, says so, fires seoChanged and refreshes the badge', async () => {
    const heard = jest.fn();
    window.addEventListener('seoChanged', heard);
    const { user, onChanged } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '  About Refex  ');
    await user.type(screen.getByRole('textbox', { name: 'Meta description' }), 'Who we are.');
    await user.type(screen.getByRole('textbox', { name: 'Share image URL' }), '/uploads/share.png');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save SEO Settings' }));
    // The notice (role=status) sits beside the draft status line (role=status too): found by its text.
    expect(await screen.findByText('SEO settings for About saved successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/cms/seo',
      body: { route: '/about', title: 'About Refex', description: 'Who we are.', image: '/uploads/share.png', noindex: false },
    });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('About Refex');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    window.removeEventListener('seoChanged', heard);
  });

  it('Save draft sends the entry as a draft (?draft=true): no seoChanged, the status says when', async () => {
    const heard = jest.fn();
    window.addEventListener('seoChanged', heard);
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'About draft');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByText(/^Draft saved at/)).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/cms/seo?draft=true',
      body: { route: '/about', title: 'About draft', description: '', image: '', noindex: false },
    });
    expect(heard).not.toHaveBeenCalled();
    window.removeEventListener('seoChanged', heard);
  });

  it("refuses a share image that is not an upload or an http(s) URL, and shows the server's field messages", async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Share image URL' }), '/about/picture.png');
    await user.click(screen.getByRole('button', { name: 'Save SEO Settings' }));
    expect(await screen.findByText(/Share image must be an uploaded image/)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Share image URL' }));
    refuse = { status: 400, body: { statusCode: 400, message: 'Validation failed', errors: { description: ['description must not contain markup'] } } };
    await user.type(screen.getByRole('textbox', { name: 'Meta description' }), '<b>bold</b>');
    await user.click(screen.getByRole('button', { name: 'Save SEO Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save SEO settings for About');
    expect(screen.getByRole('textbox', { name: 'Meta description' })).toHaveAccessibleDescription(/^description must not contain markup/);
  });

  it('lists several routes in a selector and keeps unsaved edits when switching', async () => {
    const { user } = setup([products, apis]);
    const select = await screen.findByRole('combobox', { name: 'Page' });
    await user.type(within(form('Products')).getByRole('textbox', { name: 'Title' }), 'Products draft');
    await user.selectOptions(select, '/pharmaceutical-apis');
    expect(screen.queryByRole('form', { name: 'SEO settings for Products' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(form('Pharmaceutical APIs')).getByRole('textbox', { name: 'Title' })).toHaveAttribute('placeholder', 'Pharmaceutical APIs'),
    );
    await user.type(within(form('Pharmaceutical APIs')).getByRole('textbox', { name: 'Title' }), 'APIs');
    await user.click(within(form('Pharmaceutical APIs')).getByRole('button', { name: 'Save SEO Settings' }));
    await within(form('Pharmaceutical APIs')).findByText('SEO settings for Pharmaceutical APIs saved successfully!');
    expect((calls.find((c) => c.method === 'PUT')?.body as SeoEntry).route).toBe('/pharmaceutical-apis');
    await user.selectOptions(select, '/products');
    expect(within(form('Products')).getByRole('textbox', { name: 'Title' })).toHaveValue('Products draft');
  });

  it('opens the page with a preview token in a new tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /^Preview page of About/ }));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/about?preview=tok.en`));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/auth/preview-token', body: { route: '/about' } }); // a token for this page only
  });

  it('shows a load failure with Try again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => json(500, { message: 'down' })) as unknown as typeof fetch;
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the SEO settings.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('SEO helpers', () => {
  it('checks lengths and the share image as the API does', () => {
    expect(validateSeoDraft({ title: 'x'.repeat(70), description: 'y'.repeat(200), image: 'https://cdn.example/a.png', noindex: false })).toEqual({});
    expect(Object.keys(validateSeoDraft({ title: 'x'.repeat(71), description: 'y'.repeat(201), image: 'javascript:alert(1)', noindex: false }))).toEqual([
      'title',
      'description',
      'image',
    ]);
  });

  it("counts a remote's routes with customised settings for the badge", async () => {
    const saved = (route: string, patch: Partial<SeoEntry>): SeoEntry => ({
      route,
      title: '',
      description: '',
      image: '',
      noindex: false,
      updatedAt: '',
      ...patch,
    });
    global.fetch = jest.fn(async () =>
      json(200, { data: [saved('/products', { title: 'P' }), saved('/pharmaceutical-apis', {}), saved('/about', { noindex: true })] }),
    ) as unknown as typeof fetch;
    expect(await countCustomisedRoutes(['/products', '/pharmaceutical-apis'])).toBe(1);
    const tab = seoSubTab([products, apis]);
    expect(tab).toMatchObject({ id: 'seo', label: 'SEO' });
    expect(await tab.count()).toBe(1);
  });
});
