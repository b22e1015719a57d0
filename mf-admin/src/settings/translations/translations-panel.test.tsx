import { saveSession } from '@pharma/shared';
import { json } from '@pharma/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TranslationFieldStatus } from '@pharma/shared';
import { TranslationsPanel } from './translations-panel';

type Call = { method: string; url: string; body?: unknown };

const status: TranslationFieldStatus[] = [
  { collection: 'about_hero', id: 'main', field: 'title', label: 'Title', state: 'outdated', source: 'About Auralis', translation: 'Über uns' },
  { collection: 'about_hero', id: 'main', field: 'subtitle', label: 'Subtitle', state: 'missing', source: 'Four decades', translation: undefined },
  { collection: 'about_hero', id: 'main', field: 'logoCards', label: 'Logo Cards', state: 'current', source: [{ name: 'A' }], translation: [{ name: 'A' }] },
];

describe('Settings › Translations', () => {
  let calls: Call[];

  beforeEach(() => {
    saveSession({ user: { username: 'maya', role: 'Editor', name: 'Maya' } });
    calls = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/languages/status')) return json(200, { data: status });
      if (url === '/api/review/settings') return json(200, { data: { required: true, meanings: ['Medical'], unpublishOnExpiry: false, version: 1 } });
      if (url === '/api/languages') {
        return json(200, {
          data: {
            defaultLocale: 'en',
            locales: [
              { tag: 'en', fallback: null },
              { tag: 'de', fallback: 'en' },
            ],
            version: 1,
          },
        });
      }
      return json(200, { data: {} });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  it('lists the page in German field by field beside the English, marked missing, outdated or current, and saves one field in German', async () => {
    render(<TranslationsPanel />);
    const user = userEvent.setup();
    expect(await screen.findByRole('status')).toHaveTextContent('1 missing, 1 outdated, 1 current.');
    const title = screen.getByRole('row', { name: /About Hero › Title/ });
    expect(within(title).getByText('Outdated')).toBeInTheDocument();
    expect(within(title).getByText('About Auralis')).toBeInTheDocument();
    const subtitle = screen.getByRole('row', { name: /About Hero › Subtitle/ });
    expect(within(subtitle).getByText('Missing')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Logo Cards/ })).getByText('Translate lists with the XLIFF file.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'About Hero › Subtitle' }), 'Vier Jahrzehnte');
    await user.click(screen.getByRole('button', { name: 'Save the translation of About Hero › Subtitle' }));
    expect(
      await screen.findByText('German translation of Subtitle saved as a draft: visitors see it once the German About page is reviewed and published.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/cms/about/hero?locale=de', body: { subtitle: 'Vier Jahrzehnte' } });
    expect(screen.getByRole('link', { name: 'Export XLIFF for translators' })).toHaveAttribute('href', '/api/languages/xliff?page=about&locale=de');
  });

  it('shows only the fields that need work when asked', async () => {
    render(<TranslationsPanel />);
    const user = userEvent.setup();
    await screen.findByRole('status');
    await user.click(screen.getByRole('checkbox', { name: 'Only fields that need work' }));
    expect(screen.queryByRole('row', { name: /Logo Cards/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /About Hero › Title/ })).toBeInTheDocument();
  });
});
