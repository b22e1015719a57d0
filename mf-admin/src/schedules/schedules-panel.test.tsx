import { initLoader, saveSession, type ContentSchedule, type ReviewDateEntry, type Role, type UnpublishableItem } from '@pharma/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DashboardPage } from '../dashboard/dashboard-page';
import { schedulesInTrouble } from './schedules-api';
import { SchedulesPanel } from './schedules-panel';
import { json } from '@pharma/shared/testing';

const MIN = 60_000;
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

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
let calls: Array<{ method: string; url: string; body?: unknown }>;
let unpublishable: Record<string, UnpublishableItem[]>;
/** The API's answer to POST /api/schedules (201: the schedule is added to the list). */
let createAnswer: { status: number; body?: unknown };

function signInAs(role: Role) {
  const user = { username: `${role.toLowerCase()}@example.com`, role, name: `${role} Person` };
  saveSession({ user });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(init?.body ? { method, url, body: JSON.parse(String(init.body)) as unknown } : { method, url });
    if (url === '/api/auth/me') return json(200, { user });
    if (method === 'POST' && url === '/api/schedules') {
      if (createAnswer.status !== 201) return json(createAnswer.status, createAnswer.body);
      const body = JSON.parse(String(init!.body)) as ContentSchedule;
      const created = schedule({ ...body, id: 'u1', createdBy: user.username });
      schedules = [...schedules, created];
      return json(201, { data: created });
    }
    if (url.startsWith('/api/schedules/unpublishable?page=')) {
      const page = new URL(url, 'http://x').searchParams.get('page')!;
      return page in unpublishable ? json(200, { data: unpublishable[page] }) : json(404, { message: `There is no page ${page} with published content` });
    }
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
  createAnswer = { status: 201 };
  unpublishable = {
    home: [
      { collection: 'home_slides', id: 'a', label: 'Welcome slide' },
      { collection: 'home_slides', id: 'b', label: 'Research slide' },
      { collection: 'home_statistics', id: 's1' },
    ],
    about: [{ collection: 'about_hero', id: 'main', label: 'About hero' }],
  };
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

describe('Schedule an unpublish', () => {
  beforeAll(() => {
    initLoader({ registerRemotes: () => undefined, loadRemote: async () => undefined }, [
      { name: 'mf_about', entry: '/about/remoteEntry.js', version: '1', routes: ['/about'], admin: { label: 'About Page', order: 2 } },
      { name: 'mf_home', entry: '/home/remoteEntry.js', version: '1', routes: ['/'], admin: { label: 'Home Page', order: 1 } },
    ]);
  });

  afterAll(() => {
    initLoader({ registerRemotes: () => undefined, loadRemote: async () => undefined }, []);
  });

  const form = () => screen.getByRole('region', { name: 'Schedule an unpublish' });
  const optionTexts = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);

  it.each<Role>(['Viewer', 'Reviewer'])('is absent for a %s', async (role) => {
    signInAs(role);
    render(<SchedulesPanel />);
    await screen.findByRole('table', { name: 'Scheduled changes' });
    expect(screen.queryByRole('region', { name: 'Schedule an unpublish' })).toBeNull();
    expect(screen.queryByLabelText('Unpublish at')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/schedules/unpublishable'))).toBe(false);
  });

  it("offers the pages in the tabs' order and lists the published items of the chosen page (label, else collection and id)", async () => {
    signInAs('Editor');
    const user = userEvent.setup();
    render(<SchedulesPanel />);
    const page = within(form()).getByLabelText('Page');
    expect(optionTexts(page)).toEqual(['Choose a page', 'Home Page', 'About Page']);
    const item = within(form()).getByLabelText('Item');
    expect(item).toBeDisabled();

    await user.selectOptions(page, 'Home Page');
    await waitFor(() => expect(item).toBeEnabled());
    expect(calls).toContainEqual({ method: 'GET', url: '/api/schedules/unpublishable?page=home' });
    expect(optionTexts(item)).toEqual(['Choose an item', 'Welcome slide', 'Research slide', 'home_statistics s1']);

    await user.selectOptions(page, 'About Page');
    await waitFor(() => expect(optionTexts(item)).toEqual(['Choose an item', 'About hero']));
  });

  it('refuses a time in the past in the form, then posts the unpublish with the time as UTC; the table reloads', async () => {
    signInAs('Editor');
    const changed = jest.fn();
    const user = userEvent.setup();
    render(<SchedulesPanel onChanged={changed} />);
    await screen.findByRole('table', { name: 'Scheduled changes' });
    await user.selectOptions(within(form()).getByLabelText('Page'), 'Home Page');
    const item = within(form()).getByLabelText('Item');
    await waitFor(() => expect(item).toBeEnabled());
    await user.selectOptions(item, 'Research slide');
    const at = within(form()).getByLabelText('Unpublish at');
    expect(at).toHaveAttribute('type', 'datetime-local');

    await user.type(at, '2001-01-01T10:00');
    await user.click(within(form()).getByRole('button', { name: 'Schedule unpublish' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Choose a date and time in the future.');
    expect(at).toHaveAttribute('aria-invalid', 'true');
    expect(at).toHaveAccessibleDescription('Choose a date and time in the future.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(at);
    await user.type(at, '2099-03-04T09:15');
    const reads = calls.filter((c) => c.method === 'GET' && c.url === '/api/schedules').length;
    await user.click(within(form()).getByRole('button', { name: 'Schedule unpublish' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent('Unpublish scheduled.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      page: 'home',
      action: 'unpublish',
      at: new Date('2099-03-04T09:15').toISOString(),
      items: [{ collection: 'home_slides', id: 'b' }],
    });
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/schedules').length).toBe(reads + 1);
    const table = screen.getByRole('table', { name: 'Scheduled changes' });
    expect(
      within(table)
        .getAllByRole('row')
        .some((row) => row.textContent?.includes('Home Page') && row.textContent.includes('Unpublish')),
    ).toBe(true);
    expect(changed).toHaveBeenCalled();
    expect(within(form()).queryByRole('alert')).toBeNull();
  });

  it("shows the API's refusal", async () => {
    signInAs('Editor');
    createAnswer = { status: 400, body: { statusCode: 400, message: 'home_slides a is not published' } };
    const user = userEvent.setup();
    render(<SchedulesPanel />);
    await user.selectOptions(within(form()).getByLabelText('Page'), 'Home Page');
    const item = within(form()).getByLabelText('Item');
    await waitFor(() => expect(item).toBeEnabled());
    await user.selectOptions(item, 'Welcome slide');
    await user.type(within(form()).getByLabelText('Unpublish at'), '2099-03-04T09:15');
    await user.click(within(form()).getByRole('button', { name: 'Schedule unpublish' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to schedule the unpublish');
    expect(alert).toHaveTextContent('home_slides a is not published');
    expect(within(form()).queryByText('Unpublish scheduled.')).toBeNull();
  });

  it('asks for an item before posting, and says so when the items cannot be read', async () => {
    signInAs('Editor');
    delete unpublishable.about;
    const user = userEvent.setup();
    render(<SchedulesPanel />);
    await user.type(within(form()).getByLabelText('Unpublish at'), '2099-03-04T09:15');
    await user.click(within(form()).getByRole('button', { name: 'Schedule unpublish' }));
    expect(within(form()).getByLabelText('Item')).toHaveAccessibleDescription('Choose a page and the item to unpublish.');
    await user.selectOptions(within(form()).getByLabelText('Page'), 'About Page');
    expect(await within(form()).findByText(/Could not load the items of this page: There is no page about with published content/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
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
