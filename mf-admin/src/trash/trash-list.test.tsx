import { saveSession, type Role, type TrashEntry } from '@pharma/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DraftCountBadge } from '../dashboard/draft-summary';
import { daysLeft, TrashList } from './trash-list';
import { json } from '@pharma/shared/testing';

type Call = { method: string; url: string };
const DAY = 24 * 60 * 60 * 1000;

const entry = (over: Partial<TrashEntry>): TrashEntry => ({
  id: 't1',
  page: 'home',
  collection: 'home_slides',
  docId: 'slide-9',
  label: 'Old slide',
  deletedAt: new Date(Date.now() - 2 * DAY).toISOString(),
  deletedBy: 'editor@example.com',
  expiresAt: new Date(Date.now() + 28 * DAY).toISOString(),
  ...over,
});

describe('the trash list', () => {
  let calls: Call[];
  let entries: TrashEntry[];

  function signInAs(role: Role) {
    saveSession({ user: { username: 'someone', role, name: 'Someone' } });
  }

  beforeEach(() => {
    calls = [];
    entries = [entry({}), entry({ id: 't2', page: 'about', collection: 'about_values', docId: 'value-3', label: undefined })];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url });
      if (method === 'GET') {
        const page = new URL(url, 'http://x').searchParams.get('page');
        return json(200, { data: entries.filter((e) => !page || e.page === page) });
      }
      if (method === 'POST' && url.endsWith('/restore')) {
        const id = url.split('/')[3];
        entries = entries.filter((e) => e.id !== id);
        return json(200, { data: {} });
      }
      if (url === '/api/trash?page=home') {
        entries = entries.filter((e) => e.page !== 'home');
        return json(200, { data: { removed: 1 } });
      }
      entries = entries.filter((e) => !url.endsWith(`/${e.id}`));
      return json(200, { data: {} });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  it('lists label, page, who deleted it, when (local time) and the days left', async () => {
    signInAs('Administrator');
    render(<TrashList />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Old slide', 'home', 'editor@example.com', new Date(entries[0]!.deletedAt).toLocaleString(), '28', 'RestoreDelete forever']);
    expect(rows[1]).toHaveTextContent('about values value-3');
    expect(calls[0]).toEqual({ method: 'GET', url: '/api/trash' });
  });

  it('Restore brings the item back as a draft and refreshes the list and the counts', async () => {
    signInAs('Editor');
    const onChanged = jest.fn();
    const user = userEvent.setup();
    render(<TrashList page="home" onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Restore Old slide' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Old slide restored as a draft. Publish the page to show it again.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/trash/t1/restore' }]);
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('restoring an item whose deletion was never published says it never left the site', async () => {
    signInAs('Editor');
    entries = [entry({ live: true })];
    const user = userEvent.setup();
    render(<TrashList page="home" />);
    await user.click(await screen.findByRole('button', { name: 'Restore Old slide' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Old slide restored: its deletion was never published, so visitors kept seeing it.');
  });

  it('an Administrator deletes one item forever after confirming, and empties only this page’s trash', async () => {
    signInAs('Administrator');
    entries.push(entry({ id: 't3', label: 'Another slide' }));
    const user = userEvent.setup();
    render(<TrashList page="home" />);
    await user.click(await screen.findByRole('button', { name: 'Delete forever: Old slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete forever' });
    expect(dialog).toHaveTextContent('Delete Old slide forever? It can no longer be restored');
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(screen.queryByText('Old slide')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/trash/t1' }]);

    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Empty trash' })).getByRole('button', { name: 'Empty trash' }));
    expect(await screen.findByText('The trash is empty.', { selector: 'p' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').pop()).toEqual({ method: 'DELETE', url: '/api/trash?page=home' });
    expect(entries.map((e) => e.page)).toEqual(['about']);
  });

  it('an Editor restores but neither deletes forever nor empties the trash', async () => {
    signInAs('Editor');
    render(<TrashList />);
    expect(await screen.findByRole('button', { name: 'Restore Old slide' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /forever/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Empty trash' })).toBeNull();
  });

  it.each<Role>(['Viewer', 'Reviewer'])('a %s sees the list without any write button', async (role) => {
    signInAs(role);
    render(<TrashList />);
    expect(await screen.findByText('Old slide')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('a refused restore (409: the item exists again) says so with the server detail, not as an edit conflict', async () => {
    signInAs('Editor');
    (global.fetch as jest.Mock).mockImplementationOnce(async () => json(200, { data: entries }));
    (global.fetch as jest.Mock).mockImplementationOnce(async () => json(409, { statusCode: 409, message: 'An item with this id exists already' }));
    const user = userEvent.setup();
    render(<TrashList />);
    await user.click(await screen.findByRole('button', { name: 'Restore Old slide' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to restore Old slide');
    expect(alert).toHaveTextContent('An item with this id exists already');
    expect(within(alert).queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('days left count whole days down to 0', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(daysLeft('2026-12-25T12:00:00Z', now)).toBe(30);
    expect(daysLeft('2026-11-25T13:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-24T12:00:00Z', now)).toBe(0);
  });
});

describe('a page tab’s count of unpublished changes', () => {
  it('is part of the tab’s name, in words', () => {
    render(
      <div role="tablist">
        <button role="tab">
          <DraftCountBadge label="Home Page" count={3} />
        </button>
        <button role="tab">
          <DraftCountBadge label="About Page" count={1} />
        </button>
        <button role="tab">
          <DraftCountBadge label="Products" count={0} />
        </button>
      </div>,
    );
    expect(screen.getByRole('tab', { name: 'Home Page 3 unpublished changes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'About Page 1 unpublished change' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Products' })).toBeInTheDocument();
  });
});
