import { defaultFooter, defaultNavigation, saveSession, type SiteFooterContent } from '@pharma/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPanel } from './settings-panel';
import { json } from '@pharma/shared/testing';

type Call = { method: string; url: string; body?: unknown };

describe('Settings › Navigation and Footer', () => {
  let calls: Call[];
  let footer: SiteFooterContent & { version: number };

  beforeEach(() => {
    calls = [];
    footer = { ...defaultFooter, version: 1 };
    saveSession({ user: { username: 'editor', role: 'Editor', name: 'Editor' } });
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, url, body });
      if (url.startsWith('/api/cms/site/footer')) {
        if (method === 'PUT') footer = { ...footer, ...(body as object), version: footer.version + 1 };
        return json(200, { data: footer });
      }
      if (url.startsWith('/api/cms/site/navigation')) return json(200, { data: defaultNavigation });
      if (url.startsWith('/api/drafts')) return json(200, { data: { page: 'site', changes: [] } });
      return json(200, { data: null });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  it('lists the header links, with their dropdown links, from the navigation declaration', async () => {
    const user = userEvent.setup();
    render(<SettingsPanel />);
    await user.click(screen.getByRole('tab', { name: 'Navigation' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'Careers' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Our Journey, Vision & Mission, Leadership Team' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'GET' && call.url.startsWith('/api/cms/site/navigation'))).toBe(true);
  });

  it("an Editor renames a quick link and saves the footer to the site release's path", async () => {
    const user = userEvent.setup();
    render(<SettingsPanel />);
    await user.click(screen.getByRole('tab', { name: 'Footer' }));
    const quick = await screen.findByRole('group', { name: 'Quick Links' });
    const [first] = within(quick).getAllByRole('textbox', { name: 'Label' });
    expect(first).toHaveValue('About');
    await user.clear(first!);
    await user.type(first!, 'About the group');
    expect(screen.getByRole('textbox', { name: 'Copyright line' })).toHaveValue('© 2025 Auralis Life Sciences. All rights reserved.');
    await user.click(screen.getByRole('button', { name: 'Save Footer' }));
    expect(await screen.findByText('Footer saved successfully!')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/^\/api\/cms\/site\/footer/);
    expect((put?.body as SiteFooterContent).quickLinks[0]).toEqual({ label: 'About the group', to: '/about', external: false, aboutTab: '' });
  });
});
