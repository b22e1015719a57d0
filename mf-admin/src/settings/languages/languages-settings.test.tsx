import { saveSession, type Role } from '@pharma/shared';
import { json } from '@pharma/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredLanguages } from './languages-api';
import { LANGUAGES_SAVED, LanguagesSettingsPanel } from './languages-settings';

type Call = { method: string; body?: StoredLanguages };

describe('Settings › Languages', () => {
  let calls: Call[];
  let stored: StoredLanguages;

  const signInAs = (role: Role) => saveSession({ user: { username: 'someone', role, name: 'Someone' } });

  beforeEach(() => {
    calls = [];
    stored = { defaultLocale: 'en', locales: [{ tag: 'en', fallback: null }], version: 2 };
    global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as StoredLanguages) : undefined;
      calls.push({ method, body });
      if (method === 'PUT') stored = { ...body!, version: body!.version + 1 };
      return json(200, { data: stored });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  it('an Administrator adds German and Brazilian Portuguese by tag, orders them, chooses fallbacks, and saves', async () => {
    signInAs('Administrator');
    render(<LanguagesSettingsPanel />);
    const user = userEvent.setup();
    const tag = await screen.findByLabelText('Language tag');
    await user.type(tag, 'de{Enter}');
    await user.type(tag, 'pt-br');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(screen.getByRole('rowheader', { name: 'Brazilian Portuguese (pt-BR)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Where Brazilian Portuguese (pt-BR) has no translation'), 'Show only translated pages');
    await user.click(screen.getByRole('button', { name: 'Move Brazilian Portuguese (pt-BR) up' }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));

    expect(await screen.findByRole('status')).toHaveTextContent(LANGUAGES_SAVED);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      defaultLocale: 'en',
      locales: [
        { tag: 'en', fallback: null },
        { tag: 'pt-BR', fallback: null },
        { tag: 'de', fallback: 'en' },
      ],
      version: 2,
    });
  });

  it('refuses what is not a language tag, or one listed already, in words, and the default cannot be removed', async () => {
    signInAs('Administrator');
    render(<LanguagesSettingsPanel />);
    const user = userEvent.setup();
    const tag = await screen.findByLabelText('Language tag');
    await user.type(tag, 'en_GB{Enter}');
    expect(tag).toHaveAccessibleDescription("'en_GB' is not a language tag. Use a BCP 47 tag such as de, fr, pt-BR, zh-Hans or ar.");
    await user.clear(tag);
    await user.type(tag, 'EN{Enter}');
    expect(tag).toHaveAccessibleDescription('English (en) is in the list already.');
    expect(screen.getByRole('button', { name: 'Remove English (en)' })).toBeDisabled();
  });

  it('an Editor reads the languages but cannot change them', async () => {
    signInAs('Editor');
    render(<LanguagesSettingsPanel />);
    expect(await screen.findByRole('note')).toHaveTextContent('Only Administrators can change the languages.');
    expect(await screen.findByLabelText('Language tag')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save languages' })).not.toBeInTheDocument();
  });
});
