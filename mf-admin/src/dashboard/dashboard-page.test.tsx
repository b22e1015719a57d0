import { saveSession, type Role } from '@pharma/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DashboardPage, ownTabsFor } from './dashboard-page';
import { json } from '@pharma/shared/testing';

function signInAs(role: Role) {
  const user = { username: `${role.toLowerCase()}@example.com`, role, name: `${role} Person` };
  saveSession({ user });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/auth/me') return json(200, { user });
    if (url.startsWith('/api/cms/settings')) return json(200, { data: { siteName: 'Auralis', currency: 'EUR', timezone: 'UTC', version: 1 } });
    return json(200, { data: [] });
  }) as unknown as typeof fetch;
}

function renderDashboard() {
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <DashboardPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Site sections' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the dashboard per role', () => {
  afterEach(() => localStorage.clear());

  it.each<[Role, string[]]>([
    ['Administrator', ['Settings', 'Schedules', 'Users Management', 'Activity', 'Remotes', 'Enquiries']],
    ['Editor', ['Settings', 'Schedules', 'Enquiries']],
    ['Reviewer', ['Settings', 'Schedules', 'Activity']],
    ['Viewer', ['Settings', 'Schedules']],
  ])('%s sees the tabs %j', (role, tabs) => {
    expect(ownTabsFor(role).map((tab) => tab.label)).toEqual(tabs);
    signInAs(role);
    renderDashboard();
    expect(tabNames()).toEqual(tabs);
  });

  it.each<Role>(['Reviewer', 'Viewer'])('a %s never asks for the enquiries (personal data; the API would refuse it)', async (role) => {
    signInAs(role);
    renderDashboard();
    await screen.findByRole('tab', { name: 'Settings' });
    const asked = (global.fetch as jest.Mock).mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.startsWith('/api/enquiries'))).toEqual([]);
  });

  it('an Editor asks for the enquiries once, for the count on the tab', async () => {
    signInAs('Editor');
    renderDashboard();
    await screen.findByRole('tab', { name: 'Enquiries' });
    const asked = (global.fetch as jest.Mock).mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.startsWith('/api/enquiries'))).toHaveLength(1);
  });

  it('names the signed-in person and role in the header and shows the read-only notice to a Viewer', () => {
    signInAs('Viewer');
    renderDashboard();
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as viewer@example.com (Viewer Person, Viewer)');
    expect(screen.getByRole('note')).toHaveTextContent('Read-only: your role (Viewer) can view but not change content.');
  });

  it('an Editor has no read-only notice, and sees the General settings without Save Settings (settings.edit)', async () => {
    signInAs('Editor');
    renderDashboard();
    expect(screen.queryByRole('note')).toBeNull();
    expect(await screen.findByLabelText(/^Site Name/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
  });

  it('an Administrator saves the settings, and changes their password from the header', async () => {
    signInAs('Administrator');
    const user = renderDashboard();
    expect(await screen.findByLabelText(/^Site Name/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'old password!!');
    await user.type(within(dialog).getByLabelText('New password'), 'a brand new password');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'a brand new password');
    (global.fetch as jest.Mock).mockResolvedValueOnce(new Response(null, { status: 204 }));
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    // The settings form beside it has its own (empty) draft status region: find the notice by its text.
    expect((await screen.findByText('Your password has been changed.')).closest('[role="status"]')).toHaveClass('admin-notice');
    const call = (global.fetch as jest.Mock).mock.calls.find(([url]) => url === '/api/auth/password') as [string, RequestInit];
    expect(JSON.parse(String(call[1].body))).toEqual({ currentPassword: 'old password!!', newPassword: 'a brand new password' });
  });
});

describe('the Review tab', () => {
  afterEach(() => localStorage.clear());

  function withReview(summary: unknown) {
    const answer = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/review/summary') return json(200, { data: summary });
      if (url.startsWith('/api/review?')) return json(200, { data: [] });
      return answer(input, init);
    }) as unknown as typeof fetch;
  }

  it('with review required, every role gets "Review" after the page tabs, named with the requests waiting for them', async () => {
    signInAs('Reviewer');
    withReview({ required: true, waitingForMe: 2, pages: {} });
    const user = renderDashboard();
    const tab = await screen.findByRole('tab', { name: 'Review 2 waiting for you' });
    expect(tabNames()).toEqual(['Review 2 waiting for you', 'Settings', 'Schedules', 'Activity']);
    await user.click(tab);
    expect(await screen.findByText('No requests: in review.')).toBeInTheDocument();
  });

  it('a Viewer sees it too, without a count when nothing waits for them', async () => {
    signInAs('Viewer');
    withReview({ required: true, waitingForMe: 0, pages: { home: { id: 'r1', state: 'in_review', pending: ['Medical'] } } });
    renderDashboard();
    expect(await screen.findByRole('tab', { name: 'Review' })).toBeInTheDocument();
  });

  it('with review off and no request ever made, there is no Review tab', async () => {
    signInAs('Administrator');
    withReview({ required: false, waitingForMe: 0, pages: {} });
    renderDashboard();
    await screen.findByRole('tab', { name: 'Settings' });
    await waitFor(() => expect((global.fetch as jest.Mock).mock.calls.some(([url]) => url === '/api/review/summary')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer has been handled
    expect(tabNames()).toEqual(['Settings', 'Schedules', 'Users Management', 'Activity', 'Remotes', 'Enquiries']);
  });

  it('appears as soon as an Administrator saves "Require review before publishing", without a reload', async () => {
    signInAs('Administrator');
    let settings = { required: false, meanings: ['Approved for publication'], unpublishOnExpiry: false, version: 1 };
    const answer = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/review/summary') return json(200, { data: { required: settings.required, waitingForMe: 0, pages: {} } });
      if (url === '/api/review/settings') {
        if (init?.method === 'PUT') settings = { ...(JSON.parse(String(init.body)) as typeof settings), version: settings.version + 1 };
        return json(200, { data: settings });
      }
      return answer(input, init);
    }) as unknown as typeof fetch;
    const user = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(within(screen.getByRole('tablist', { name: 'Settings sections' })).getByRole('tab', { name: 'Review' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Require review before publishing' }));
    expect(within(screen.getByRole('tablist', { name: 'Site sections' })).queryByRole('tab', { name: 'Review' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save review settings' }));
    expect(await within(screen.getByRole('tablist', { name: 'Site sections' })).findByRole('tab', { name: 'Review' })).toBeInTheDocument();
  });
});
