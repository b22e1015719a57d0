import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@pharma/shared/testing';
import type { DraftChange } from '../../content/drafts';
import { DraftsBar } from './drafts-bar';
import { DraftsProvider } from './drafts-state';

/*
 * Publishing a page in another language whose translations are outdated: the API's 409 becomes a
 * question naming them, Cancel publishes nothing, and only "Publish anyway" publishes, confirmed.
 */

const OUTDATED = '1 translation is outdated (the English text changed since): About Hero › Title. Publish anyway only if that is intended.';

describe('publishing with outdated translations', () => {
  let publishes: Array<Record<string, unknown>>;
  let changes: DraftChange[];

  beforeEach(() => {
    localStorage.setItem('admin_auth', JSON.stringify({ user: { username: 'maya', role: 'Editor' } }));
    publishes = [];
    changes = [
      {
        collection: 'about_hero__de',
        id: 'main',
        state: 'changed',
        label: 'About Hero',
        updatedAt: '2026-11-28T07:00:00.000Z',
        updatedBy: 'maya',
        autosave: false,
      },
    ];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/drafts?page=')) return json(200, { data: { page: 'about@de', changes }, count: changes.length });
      if (url === '/api/review/summary') return json(200, { data: { required: false, waitingForMe: 0, pages: {} } });
      if (url === '/api/drafts/publish') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        publishes.push(body);
        if (!body.confirmOutdated) return json(409, { statusCode: 409, message: OUTDATED });
        changes = [];
        return json(200, { data: { page: 'about@de', published: 1 } });
      }
      return json(200, { data: {} });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  it('asks, names the outdated fields, and publishes only after "Publish anyway"', async () => {
    render(
      <DraftsProvider page="about@de">
        <DraftsBar />
      </DraftsProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish with outdated translations?' });
    expect(dialog).toHaveTextContent(OUTDATED);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(publishes).toEqual([{ page: 'about@de' }]);

    await user.click(screen.getByRole('button', { name: 'Publish page' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Page published: 1 change now live.');
    expect(publishes).toEqual([{ page: 'about@de' }, { page: 'about@de' }, { page: 'about@de', confirmOutdated: true }]);
  });
});
