import { saveSession, type ContentSchedule, type ReviewDateEntry, type Role } from '@pharma/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DashboardPage } from '../dashboard/dashboard-page';
import { schedulesInTrouble } from './schedules-api';
import { SchedulesPanel } from './schedules-panel';

const MIN = 60_000;
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function json(status: number, body?: unknown): Response {
  return body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function schedule(over: Partial<ContentSchedule>): ContentSchedule {
  return {
    id: 's',
    page: 'home',
    action: 'publish',
    at: iso(NOW + 60 * MIN),
    state: 'pending',
    createdBy: 'ann@example.com',
    createdAt: iso(NOW - 60 * MIN),
    version: 1,
    ...over,
  };
}

let schedules: ContentSchedule[];
let reviewDates: ReviewDateEntry[];
let calls: Array<{ method: string; url: string }>;

function signInAs(role: Role) {
  const user = { username: `${role.toLowerCase()}@example.com`, role, name: `${role} Person` };
  saveSession({ user });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (url === '/api/auth/me') return json(200, { user });
    if (url === '/api/schedules') return json(200, { data: schedules });
    if (url === '/api/review-dates') return json(200, { data: reviewDates });
    if (method === 'DELETE' && url.startsWith('/api/schedules/')) {
      const id = decodeURIComponent(url.slice('/api/schedules/'.length));
      schedules = schedules.map((s) => (s.id === id ? { ...s, state: 'cancelled' } : s));
      return json(200, { data: schedules.find((s) => s.id === id) });
    }
    if (url.startsWith('/api/cms/settings')) return json(200, { data: { siteName: 'Auralis', currency: 'EUR', timezone: 'UTC', version: 1 } });
    return json(200, { data: [] });
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  calls = [];
  schedules = [
    schedule({ id: 'p1', page: 'home', action: 'publish', at: iso(NOW + 60 * MIN) }),
    schedule({
      id: 'f1',
      page: 'about',
      action: 'unpublish',
      at: iso(NOW - 120 * MIN),
      state: 'failed',
      ranAt: iso(NOW - 118 * MIN),
      lateByMs: 2 * MIN,
      error: 'The request is no longer approved',
    }),
    schedule({ id: 'd1', page: 'products', at: iso(NOW - 90 * MIN), state: 'done', ranAt: iso(NOW - 78 * MIN), lateByMs: 12 * MIN, late: true }),
  ];
  reviewDates = [
    { collection: 'home_slides', id: 'a', page: 'home', label: 'Welcome slide', reviewBy: '2026-12-10', state: 'due-soon' },
    { collection: 'about_hero', id: 'main', page: 'about', reviewBy: '2026-11-20', state: 'overdue', flaggedAt: '2026-11-20T00:00:30.000Z', unpublished: true },
  ];
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

describe('Schedules tab', () => {
  it('lists the scheduled changes: page, action, due at (local), state, who, ran at, late by; errors and Late marks', async () => {
    signInAs('Editor');
    render(<SchedulesPanel />);
    const section = screen.getByRole('region', { name: 'Scheduled changes' });
    const table = await within(section).findByRole('table', { name: 'Scheduled changes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Page', 'Action', 'Due at', 'State', 'Created by', 'Ran at', 'Delay', 'Actions']);
    const failed = rowOf(table, 'about');
    expect(failed).toHaveTextContent('Unpublish');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The request is no longer approved');
    expect(failed).toHaveTextContent(new Date(NOW - 120 * MIN).toLocaleString());
    expect(failed).toHaveTextContent('late by 2 min');
    expect(within(failed).queryByText('Late')).toBeNull();
    const late = rowOf(table, 'products');
    expect(late).toHaveTextContent('Done');
    expect(within(late).getByText('Late')).toBeInTheDocument();
    expect(late).toHaveTextContent('late by 12 min');
    expect(late).toHaveTextContent(new Date(NOW - 78 * MIN).toLocaleString());
    const pending = rowOf(table, 'home');
    expect(pending).toHaveTextContent('Publish');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('ann@example.com');
    expect(within(pending).getByRole('button', { name: /^Cancel Publish of home/ })).toBeInTheDocument();
    expect(within(late).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('a pending schedule still waiting more than 5 minutes after its time is Late', async () => {
    signInAs('Editor');
    schedules = [schedule({ id: 'w1', at: iso(NOW - 7 * MIN) })];
    render(<SchedulesPanel />);
    const row = rowOf(await screen.findByRole('table', { name: 'Scheduled changes' }), 'home');
    expect(within(row).getByText('Late')).toBeInTheDocument();
    expect(row).toHaveTextContent('late by 7 min');
  });

  it('Cancel deletes a pending schedule and shows it cancelled', async () => {
    signInAs('Editor');
    const changed = jest.fn();
    render(<SchedulesPanel onChanged={changed} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel Publish of home/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Publish of home at .* cancelled\./);
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/schedules/p1' });
    await waitFor(() => expect(rowOf(screen.getByRole('table', { name: 'Scheduled changes' }), 'home')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: /^Cancel / })).toBeNull();
    expect(changed).toHaveBeenCalled();
  });

  it.each<Role>(['Viewer', 'Reviewer'])('a %s reads the schedules without Cancel', async (role) => {
    signInAs(role);
    render(<SchedulesPanel />);
    const table = await screen.findByRole('table', { name: 'Scheduled changes' });
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('lists the review dates: page, item, review by, Due soon / Overdue, flagged and unpublished', async () => {
    signInAs('Viewer');
    render(<SchedulesPanel />);
    const table = await within(screen.getByRole('region', { name: 'Review dates' })).findByRole('table', { name: 'Review dates' });
    const soon = rowOf(table, 'Welcome slide');
    expect(soon).toHaveTextContent('Due soon');
    expect(soon).toHaveTextContent(new Date(2026, 11, 10).toLocaleDateString());
    const overdue = rowOf(table, 'about hero main');
    expect(overdue).toHaveTextContent('Overdue');
    expect(overdue).toHaveTextContent('Flagged');
    expect(overdue).toHaveTextContent('Unpublished');
    // Soonest date first.
    expect(within(table).getAllByRole('row')[1]).toBe(overdue);
  });

  it('says so when nothing is scheduled or due', async () => {
    signInAs('Editor');
    schedules = [];
    reviewDates = [];
    render(<SchedulesPanel />);
    expect(await screen.findByText('No scheduled changes.')).toBeInTheDocument();
    expect(await screen.findByText('No published content is due for review in the next 30 days.')).toBeInTheDocument();
  });
});

describe('the dashboard alert for failed or late schedules', () => {
  function renderDashboard() {
    render(
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <DashboardPage />
      </MemoryRouter>,
    );
  }

  it('counts failed and late schedules of the last 7 days, not pending on time, cancelled or old ones', () => {
    const list = [
      ...schedules,
      schedule({ id: 'c1', at: iso(NOW - 60 * MIN), state: 'cancelled' }),
      schedule({ id: 'o1', at: iso(NOW - 8 * 24 * 60 * MIN), state: 'failed', error: 'old' }),
      schedule({ id: 'w1', at: iso(NOW - 3 * MIN) }),
    ];
    expect(schedulesInTrouble(list, NOW).map((s) => s.id)).toEqual(['f1', 'd1']);
  });

  it('shows above the top tabs, and "see Schedules" opens the tab', async () => {
    signInAs('Viewer');
    schedules = [schedules[0]!, schedules[1]!];
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 scheduled change failed or is late: see Schedules');
    expect(alert.compareDocumentPosition(screen.getByRole('tablist', { name: 'Site sections' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'see Schedules' }));
    expect(screen.getByRole('tab', { name: 'Schedules' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Scheduled changes' })).toBeInTheDocument();
  });

  it('counts several in the plural, and is absent when all is well', async () => {
    signInAs('Editor');
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('2 scheduled changes failed or are late: see Schedules');
  });

  it('is absent when nothing failed or is late', async () => {
    signInAs('Editor');
    schedules = [schedules[0]!];
    renderDashboard();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/schedules')).toBe(true));
    await screen.findByRole('tab', { name: 'Schedules' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
