import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../auth/auth-store';
import type { Role } from '../../content/accounts';
import type { FieldDiff, VersionSummary } from '../../content/drafts';
import { onContentEvents } from '../../events/event-bus';
import type { FieldSpec } from '../forms/fields';
import { defaultPair, historyCollection, labelChanges } from './history-labels';
import { pendingHistory, requestHistory } from './history-request';
import { textColumn } from '../editors/items-table';
import { ListEditor } from '../editors/list-editor';
import { SectionEditor } from '../editors/section-editor';
import { localList, SectionWithLists } from '../editors/section-with-lists';
import { json } from '@pharma/shared/testing';

interface Slide {
  id?: string;
  title: string;
  order?: number;
  isActive?: boolean;
  version?: number;
}

const fields: FieldSpec[] = [
  { name: 'title', label: 'Slide Title', kind: 'text', required: true },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

const version = (n: number, kind: VersionSummary['kind'], live = false): VersionSummary => ({
  snapshotId: `home_slides.a.v${n}.${n}000`,
  collection: 'home_slides',
  docId: 'a',
  version: n,
  kind,
  at: new Date(Date.UTC(2026, 10, 20 + n, 9)).toISOString(),
  by: n === 1 ? 'system' : 'editor',
  changedFields: ['title'],
  live,
});

// Newest first, as the API answers: version 3 is live.
const versions = [version(3, 'publish', true), version(2, 'publish'), version(1, 'seed')];
const diff: FieldDiff[] = [
  { field: 'title', before: 'Second', after: 'Third' },
  { field: 'isActive', before: 'true', after: 'false' },
];

type Call = { method: string; url: string; body?: unknown };
let calls: Call[];
let restoreStatus: number;
/** The live version against the working copy: empty while the slide has no draft. */
let draftDiff: FieldDiff[];

function signInAs(role: Role) {
  saveSession({ user: { username: `${role.toLowerCase()}@example.com`, role } });
}

beforeEach(() => {
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
  calls = [];
  restoreStatus = 200;
  draftDiff = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
    if (url.startsWith('/api/history/') && url.includes('/diff?')) return json(200, { data: url.endsWith('to=draft') ? draftDiff : diff });
    if (url.endsWith('/restore')) return restoreStatus === 200 ? json(200, { data: { published: false } }) : json(restoreStatus, { message: 'Nope' });
    if (url.startsWith('/api/history/')) return json(200, { data: versions });
    if (url.includes('/slides')) return json(200, { data: [{ id: 'a', title: 'Third', order: 1, isActive: false, version: 4 }] });
    return json(200, { data: { title: 'Hero', version: 2 } });
  }) as typeof fetch;
});

afterEach(() => {
  localStorage.clear();
});

const renderList = () =>
  render(
    <ListEditor<Slide>
      title="Hero Slides"
      itemName="Hero Slide"
      path="/api/cms/home/slides"
      fields={fields}
      columns={[textColumn('Title', (s) => s.title)]}
      events={['heroSlidesChanged']}
    />,
  );

async function openHistory() {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'History of Hero Slide 1' });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'History of Hero Slide 1' });
  await within(dialog).findByRole('table', { name: 'Changes from version 2 to version 3' });
  return { user, button, dialog };
}

describe('History dialog', () => {
  it('lists the versions (when, who, kind, Live) and diffs live against the one before with the editor labels', async () => {
    signInAs('Editor');
    renderList();
    const { dialog } = await openHistory();
    expect(calls.some((call) => call.url === '/api/history/home_slides/a')).toBe(true);
    const rows = within(within(dialog).getByRole('table', { name: 'Versions, newest first' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['Published', 'Published', 'Initial']);
    expect(within(rows[0]!).getByText('Live')).toBeTruthy();
    expect(within(rows[2]!).getByText('system')).toBeTruthy();
    expect(within(rows[0]!).getByText(new Date(versions[0]!.at).toLocaleString())).toBeTruthy();
    const diffTable = within(dialog).getByRole('table', { name: 'Changes from version 2 to version 3' });
    const lines = within(diffTable)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(lines).toEqual(['Slide TitleSecondThird', 'ActiveYesNo']);
    expect(
      calls.some((call) => call.url.includes(`/diff?from=${encodeURIComponent(versions[1]!.snapshotId)}&to=${encodeURIComponent(versions[0]!.snapshotId)}`)),
    ).toBe(true);
  });

  it('a version published through a review shows its signatures (name, meaning, verdict, local time)', async () => {
    signInAs('Viewer');
    const at = '2026-11-26T09:30:00.000Z';
    versions[0]!.review = {
      requestId: 'r1',
      signatures: [
        {
          id: 's1',
          meaning: 'Medical',
          verdict: 'approved',
          userId: 'u1',
          username: 'rita',
          printedName: 'Rita Reviewer',
          role: 'Reviewer',
          at,
          comment: '',
          contentHash: 'h',
          valid: true,
        },
      ],
    };
    try {
      renderList();
      const { dialog } = await openHistory();
      const table = within(dialog).getByRole('table', { name: 'Versions, newest first' });
      expect(within(table).getByRole('columnheader', { name: 'Review' })).toBeInTheDocument();
      const signatures = within(table).getByRole('list', { name: 'Signatures of version 3' });
      expect(signatures).toHaveTextContent(`Rita Reviewer (Medical): Approved, ${new Date(at).toLocaleString()}`);
      expect(within(table).queryByRole('list', { name: 'Signatures of version 2' })).toBeNull();
    } finally {
      delete versions[0]!.review;
    }
  });

  it('with a draft, compares the live version against the current draft first', async () => {
    signInAs('Editor');
    draftDiff = [{ field: 'title', before: 'Third', after: 'Typed in the draft' }];
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'History of Hero Slide 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Hero Slide 1' });
    const table = await within(dialog).findByRole('table', { name: 'Changes from version 3 to the current draft' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Slide TitleThirdTyped in the draft');
    expect(within(dialog).getByLabelText('with')).toHaveValue('draft');
  });

  it('compares any two versions picked in the dialog', async () => {
    signInAs('Editor');
    renderList();
    const { user, dialog } = await openHistory();
    await user.selectOptions(within(dialog).getByLabelText('Compare'), versions[2]!.snapshotId);
    await within(dialog).findByRole('table', { name: 'Changes from version 1 to version 3' });
    expect(calls.some((call) => call.url.includes(`from=${encodeURIComponent(versions[2]!.snapshotId)}`))).toBe(true);
  });

  it("opens on a request from elsewhere (Activity's View history) for its own document only, once", async () => {
    signInAs('Editor');
    requestHistory({ collection: 'home_slides', id: 'someone-else' });
    renderList();
    expect(await screen.findByRole('button', { name: 'History of Hero Slide 1' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    requestHistory({ collection: 'home_slides', id: 'a' });
    expect(await screen.findByRole('dialog', { name: 'History of Hero Slide 1' })).toBeTruthy();
    expect(pendingHistory()).toBeNull();
  });

  it('Escape closes the dialog and focus returns to the History button', async () => {
    signInAs('Editor');
    renderList();
    const { user, button } = await openHistory();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('an Editor restores as a draft: no "Restore and publish", the list reloads, no publish events', async () => {
    signInAs('Editor');
    const events: string[] = [];
    const stop = onContentEvents(['heroSlidesChanged'], () => events.push('heroSlidesChanged'));
    renderList();
    const { user, dialog } = await openHistory();
    expect(within(dialog).queryByRole('button', { name: /Restore and publish/ })).toBeNull();
    const listReads = calls.filter((call) => call.url === '/api/cms/home/slides').length;
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 2' }));
    expect((await screen.findByRole('status')).textContent).toContain('Version 2 restored as a draft');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/history/home_slides/a/restore',
      body: { snapshotId: versions[1]!.snapshotId },
    });
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/cms/home/slides').length).toBe(listReads + 1));
    expect(events).toEqual([]);
    stop();
  });

  it('an Administrator restores and publishes in one step: the publish events fire', async () => {
    signInAs('Administrator');
    const events: string[] = [];
    const stop = onContentEvents(['heroSlidesChanged'], () => events.push('heroSlidesChanged'));
    renderList();
    const { user, dialog } = await openHistory();
    await user.click(within(dialog).getByRole('button', { name: 'Restore and publish version 1' }));
    expect((await screen.findByRole('status')).textContent).toContain('Version 1 restored and published');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ snapshotId: versions[2]!.snapshotId, publish: true });
    await waitFor(() => expect(events).toEqual(['heroSlidesChanged']));
    stop();
  });

  it('a refused restore is reported in the dialog, which stays open', async () => {
    signInAs('Editor');
    restoreStatus = 403;
    renderList();
    const { user, dialog } = await openHistory();
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 2' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to restore version 2');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Viewers and Reviewers see the history read-only', async () => {
    for (const role of ['Viewer', 'Reviewer'] as const) {
      signInAs(role);
      const { unmount } = renderList();
      const { dialog } = await openHistory();
      expect(within(dialog).queryByRole('button', { name: /Restore/ })).toBeNull();
      unmount();
    }
  });

  it("a single-object section's History addresses its document 'main'", async () => {
    signInAs('Editor');
    render(<SectionEditor<{ title: string }> title="About Hero" path="/api/cms/about/hero" fields={fields} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'History of About Hero' }));
    await screen.findByRole('dialog', { name: 'History of About Hero' });
    expect(calls.some((call) => call.url === '/api/history/about_hero/main')).toBe(true);
  });

  it("a section with lists names a list's changes with the list's title and its rows' fields", async () => {
    signInAs('Editor');
    const points = localList<Slide>({
      key: 'points',
      title: 'Mission Points',
      itemName: 'Point',
      fields: [{ name: 'title', label: 'Point', kind: 'text' }],
      columns: [textColumn('Point', (p) => p.title)],
      newItem: (count) => ({ title: '', order: count + 1 }),
      idPrefix: 'p',
    });
    const listDiff: FieldDiff[] = [
      { field: 'points', before: '[{"id":"p1","title":"Care"}]', after: '[{"id":"p1","title":"Care"},{"id":"p2","title":"Quality"}]' },
    ];
    diff.splice(0, diff.length, ...listDiff);
    try {
      render(<SectionWithLists<{ title: string }> title="Mission" path="/api/cms/about/vision-mission" fields={fields} lists={[points]} messages={{}} />);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'History of Mission' }));
      const dialog = await screen.findByRole('dialog', { name: 'History of Mission' });
      const table = await within(dialog).findByRole('table', { name: 'Changes from version 2 to version 3' });
      expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Mission Points1. Care1. Care\n2. Quality');
      expect(calls.some((call) => call.url === '/api/history/about_vision_mission/main')).toBe(true);
    } finally {
      diff.splice(0, diff.length, { field: 'title', before: 'Second', after: 'Third' }, { field: 'isActive', before: 'true', after: 'false' });
    }
  });
});

describe('history labels', () => {
  it('names nested fields, list rows and options with the editor labels; unknown fields humanized', () => {
    const specs: FieldSpec[] = [
      { name: 'location.address', label: 'Address', kind: 'text', group: 'Location' },
      { name: 'location.city', label: 'City', kind: 'text', group: 'Location' },
      { name: 'points', label: 'Points', kind: 'list', fields: [{ name: 'text', label: 'Text', kind: 'text' }] },
      { name: 'color', label: 'Colour', kind: 'select', options: [{ value: 'blue', label: 'Ocean blue' }] },
    ];
    const changes = labelChanges(specs, [
      { field: 'location', before: '{"address":"Old st","city":"Pune"}', after: '{"address":"New st","city":"Pune"}' },
      { field: 'points', before: '[{"text":"<b>One</b>"}]', after: '[{"text":"One"},{"text":"Two"}]' },
      { field: 'color', before: '', after: 'blue' },
      { field: 'backgroundImage', before: 'a.png', after: 'b.png' },
    ]);
    expect(changes.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Location: Address', 'Old st', 'New st'],
      ['Points', '1. One', '1. One\n2. Two'],
      ['Colour', '', 'Ocean blue'],
      ['Background image', 'a.png', 'b.png'],
    ]);
  });

  it('derives the collection from the content path and picks live vs the one before', () => {
    expect(historyCollection('/api/cms/about/vision-mission')).toBe('about_vision_mission');
    expect(historyCollection('/api/cms/settings')).toBeNull();
    expect(historyCollection('/api/users')).toBeNull();
    expect(defaultPair([version(2, 'publish'), version(1, 'seed', true)])).toEqual({
      from: version(1, 'seed').snapshotId,
      to: version(2, 'publish').snapshotId,
    });
    expect(defaultPair([version(1, 'seed', true)])).toBeNull();
  });
});
