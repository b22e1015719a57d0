import { saveSession, type ReleaseHealth, type RemoteRelease, type RemoteStatus } from '@pharma/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ownTabsFor } from '../dashboard/dashboard-page';
import { RemotesPanel } from './remotes-panel';
import { json } from '@pharma/shared/testing';

const release = (version: string, publishedAt: string): RemoteRelease => ({
  remote: 'mf_about',
  version,
  entry: `http://localhost:4102/releases/${version}/remoteEntry.js`,
  integrity: { entry: 'sha384-x', renderer: 'sha384-y' },
  routes: ['/about'],
  admin: { label: 'About Page', order: 2 },
  page: 'about',
  builtAt: publishedAt,
  publishedAt,
  publishedBy: 'admin',
});
const OLD = release('aaaaaaaaaaaa', '2026-11-20T10:00:00.000Z');
const LIVE = release('bbbbbbbbbbbb', '2026-11-25T10:00:00.000Z');
const NEXT = release('cccccccccccc', '2026-11-26T10:00:00.000Z');
const health = (over: Partial<ReleaseHealth> = {}): ReleaseHealth => ({ loads: 40, failures: 1, successRate: 0.975, p75Ms: 310, renderFailures: 2, ...over });

let remotes: RemoteStatus[];
let calls: Array<{ method: string; url: string; body?: unknown }>;

function about(over: Partial<RemoteStatus> = {}): RemoteStatus {
  return {
    remote: 'mf_about',
    label: 'About Page',
    live: LIVE,
    liveSince: '2026-11-25T10:05:00.000Z',
    liveBy: 'admin',
    canary: null,
    pinned: false,
    autoRollback: null,
    source: 'registry',
    reachable: true,
    health: { hour: { live: health(), canary: null }, day: { live: health({ loads: 900 }), canary: null } },
    releases: [NEXT, LIVE, OLD],
    ...over,
  };
}

beforeEach(() => {
  calls = [];
  remotes = [
    about(),
    { ...about({ remote: 'mf_admin', label: 'mf_admin', live: null, liveSince: null, liveBy: null, source: 'file', reachable: null, releases: [] }) },
  ];
  saveSession({ user: { username: 'admin', role: 'Administrator' } });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/remotes') return json(200, { data: remotes });
    if (url === '/api/remotes/mf_about/rollback') {
      remotes = [about({ live: body?.version === OLD.version || !body?.version ? OLD : LIVE }), remotes[1]];
      return json(200, { data: remotes[0] });
    }
    if (url === '/api/remotes/mf_about/canary') {
      if (body?.percent === 99) return json(409, { message: 'mf_about is pinned to its live release: unpin it first.' });
      remotes = [
        about({
          canary: {
            release: NEXT,
            percent: Number(body?.percent),
            maxErrorRate: Number(body?.maxErrorRate),
            minLoads: Number(body?.minLoads),
            startedAt: '2026-11-27T10:00:00.000Z',
            startedBy: 'admin',
          },
        }),
        remotes[1],
      ];
      return json(200, { data: remotes[0] });
    }
    return json(404, { message: 'unexpected call' });
  }) as unknown as typeof fetch;
});

describe('Remotes tab', () => {
  it('is an Administrator tab only', () => {
    expect(ownTabsFor('Administrator').map((tab) => tab.label)).toContain('Remotes');
    for (const role of ['Editor', 'Reviewer', 'Viewer'] as const) expect(ownTabsFor(role).map((tab) => tab.label)).not.toContain('Remotes');
  });

  it('shows each remote: live release, entry, health over an hour and a day, releases', async () => {
    render(<RemotesPanel />);
    const card = await screen.findByRole('article', { name: /About Page/ });
    expect(within(card).getByText(/bbbbbbbbbbbb, live since/)).toBeInTheDocument();
    expect(within(card).getByText('Reachable')).toBeInTheDocument();
    const healthTable = within(card).getByRole('table', { name: 'Health of About Page' });
    const row = within(healthTable).getByRole('row', { name: /Live bbbbbbbbbbbb/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '97.5%', '310 ms', '900', '97.5%', '310 ms', '2 / 2']);
    const releases = within(card).getByRole('table', { name: 'Releases of About Page' });
    expect(within(releases).getByRole('button', { name: 'Roll back to About Page aaaaaaaaaaaa' })).toBeEnabled();
    expect(within(releases).getByRole('button', { name: 'Make live About Page cccccccccccc' })).toBeEnabled();
    const never = screen.getByRole('article', { name: /mf_admin/ });
    expect(within(never).getByText(/Nothing published yet/)).toBeInTheDocument();
    expect(within(never).getByRole('button', { name: 'Roll back mf_admin' })).toBeDisabled();
  });

  it('rolls back after a confirmation, and shows what is live next', async () => {
    render(<RemotesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Roll back About Page' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back' });
    expect(dialog).toHaveTextContent('Every visitor will get About Page the release before the live one on their next page.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('About Page rolled back.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/remotes/mf_about/rollback', body: {} });
    expect(await screen.findByText(/aaaaaaaaaaaa, live since/)).toBeInTheDocument();
  });

  it('starts a canary with a share of visitors and its rollback threshold; checks the fields; shows the refusal', async () => {
    render(<RemotesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Canary of About Page cccccccccccc' }));
    const dialog = screen.getByRole('dialog', { name: 'Canary of About Page cccccccccccc' });
    const percent = within(dialog).getByLabelText('Share of visitors (%)');
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(within(dialog).getByText('Enter a share of visitors from 1 to 99 %.')).toBeInTheDocument();
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(percent);
    await userEvent.type(percent, '99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('mf_about is pinned to its live release: unpin it first.');
    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    const rate = within(dialog).getByLabelText('Roll back above this load-error rate (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(await screen.findByText('About Page: cccccccccccc goes to 25% of visitors.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/remotes/mf_about/canary',
      body: { version: NEXT.version, percent: 25, maxErrorRate: 0.1, minLoads: 20 },
    });
    await waitFor(() => expect(screen.getByText('Canary 25%', { selector: '.badge' })).toBeInTheDocument());
  });

  it('says when and why the registry rolled a canary back by itself', async () => {
    remotes = [
      about({
        autoRollback: {
          version: NEXT.version,
          at: '2026-11-27T10:10:00.000Z',
          reason: 'browsers failed to load mf_about@cccccccccccc in 9 of 20 reported loads (45%), above the 20% threshold',
        },
      }),
    ];
    render(<RemotesPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Canary cccccccccccc was rolled back automatically at .*: browsers failed to load mf_about@cccccccccccc in 9 of 20 reported loads \(45%\), above the 20% threshold\./,
    );
  });
});
