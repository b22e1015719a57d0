import { ACCOUNT_TEXTS, saveSession, type Account } from '@pharma/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsersPanel } from './users-panel';
import { json } from '@pharma/shared/testing';

type Call = { method: string; url: string; body?: unknown };

function account(id: string, name: string, extra: Partial<Account> = {}): Account {
  return {
    id,
    name,
    email: `${id}@example.com`,
    role: 'Editor',
    status: 'active',
    builtIn: false,
    hasPassword: true,
    lastSignInAt: null,
    signs: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

describe('Users Management', () => {
  let users: Account[];
  let calls: Call[];
  let answerPost: () => Response;

  beforeEach(() => {
    saveSession({ user: { username: 'admin', role: 'Administrator', name: 'admin' } });
    users = [
      account('admin', 'admin', { role: 'Administrator', builtIn: true, email: 'admin' }),
      account('ann', 'Ann Active'),
      account('ivan', 'Ivan Inactive', { status: 'inactive', hasPassword: false }),
    ];
    calls = [];
    answerPost = () => {
      const added = account('nina', 'Nina New', { hasPassword: false });
      users = [...users, added];
      return json(201, { data: added, setPassword: { path: '/admin/set-password#token=abc123', expiresAt: '2030-01-02T03:04:05.000Z' } });
    };
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET') return json(200, { data: users });
      if (method === 'POST' && url === '/api/users') return answerPost();
      if (method === 'POST')
        return json(200, { data: users[1], setPassword: { path: '/admin/set-password#token=reset9', expiresAt: '2030-01-01T00:00:00.000Z' } });
      const id = url.split('/').pop();
      users = users.map((user) => (user.id === id ? { ...user, ...(JSON.parse(String(init?.body)) as Partial<Account>) } : user));
      return json(200, { data: users.find((user) => user.id === id) });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  it('lists name, email, role, status, last sign-in; active green, anything else red; the built-in admin marked, without actions', async () => {
    render(<UsersPanel />);
    const table = await screen.findByRole('table', { name: 'Users who sign in to the dashboard' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Actions']);
    const status = (name: string) => within(within(table).getByRole('cell', { name }).closest('tr')!).getByText(/^(active|inactive)$/);
    expect(status('Ann Active')).toHaveClass('admin-status', 'is-active');
    expect(status('Ivan Inactive')).toHaveClass('admin-status', 'is-inactive');
    expect(within(table).getByText('Built-in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Ann Active' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Ann Active' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Ivan Inactive' })).toBeInTheDocument();
  });

  it("adds a user through the dialog, then shows the set-password link once, with 'Copy link' and its expiry", async () => {
    const user = userEvent.setup();
    render(<UsersPanel />);
    await screen.findByRole('cell', { name: 'Ann Active' });
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nina New');
    await user.type(within(dialog).getByLabelText(/^Email/), 'nina@example.com');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'Reviewer');
    expect(within(dialog).getByLabelText(/^Status/)).toHaveValue('active');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const linkDialog = await screen.findByRole('dialog', { name: 'Set-password link for Nina New' });
    const field = within(linkDialog).getByLabelText('Set-password link');
    expect(field).toHaveValue(`${window.location.origin}/admin/set-password#token=abc123`);
    expect(field).toHaveAttribute('readonly');
    expect(within(linkDialog).getByText(/Expires/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/users',
      body: { name: 'Nina New', email: 'nina@example.com', role: 'Reviewer', status: 'active' },
    });

    await user.click(within(linkDialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/admin/set-password#token=abc123`);
    expect(within(linkDialog).getByText('Link copied.')).toBeInTheDocument();
    await user.click(within(linkDialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('cell', { name: 'Nina New' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(/token=abc123/)).toBeNull();
  });

  it("shows the API's message when the email is taken, under the Email field, without a Reload", async () => {
    answerPost = () => json(409, { statusCode: 409, message: ACCOUNT_TEXTS.emailTaken });
    const user = userEvent.setup();
    render(<UsersPanel />);
    await screen.findByRole('cell', { name: 'Ann Active' });
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ann Again');
    await user.type(within(dialog).getByLabelText(/^Email/), 'ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Failed to add the user')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_TEXTS.emailTaken));
    expect(within(dialog).queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('deactivates after the confirmation, and resets a password showing the new link', async () => {
    const user = userEvent.setup();
    render(<UsersPanel />);
    await screen.findByRole('cell', { name: 'Ann Active' });
    await user.click(screen.getByRole('button', { name: 'Deactivate Ann Active' }));
    const confirm = screen.getByRole('dialog', { name: 'Deactivate user' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User Ann Active deactivated.');
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({ method: 'PATCH', url: '/api/users/ann', body: { status: 'inactive' } });

    await user.click(screen.getByRole('button', { name: 'Reset password of Ann Active' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reset password' })).getByRole('button', { name: 'Reset password' }));
    const linkDialog = await screen.findByRole('dialog', { name: 'Set-password link for Ann Active' });
    expect(within(linkDialog).getByLabelText('Set-password link')).toHaveValue(`${window.location.origin}/admin/set-password#token=reset9`);
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/users/ann/reset-password')).toBe(true);
  });

  it('edits name, role and status, sending only what changed; one cannot change one’s own role here', async () => {
    users.push(account('me', 'Me Myself', { email: 'admin@example.com', role: 'Administrator' }));
    saveSession({ user: { username: 'admin@example.com', role: 'Administrator', name: 'Me Myself' } });
    const user = userEvent.setup();
    render(<UsersPanel />);
    await screen.findByRole('cell', { name: 'Ann Active' });
    await user.click(screen.getByRole('button', { name: 'Edit Ann Active' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ann Active' });
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'Viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User Ann Active updated successfully!');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'Viewer' });

    expect(screen.queryByRole('button', { name: 'Deactivate Me Myself' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Me Myself' }));
    expect(within(screen.getByRole('dialog', { name: 'Edit Me Myself' })).queryByLabelText(/^Role/)).toBeNull();
  });
});
