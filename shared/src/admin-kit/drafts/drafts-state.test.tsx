import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERSION_CONFLICT_MESSAGE } from '../../content/constants';
import type { DraftChange } from '../../content/drafts';
import { DraftsBar } from './drafts-bar';
import { DraftsProvider } from './drafts-state';
import type { FieldSpec } from '../forms/fields';
import { textColumn } from '../editors/items-table';
import { ListEditor } from '../editors/list-editor';
import { SectionEditor } from '../editors/section-editor';
import { json } from '@pharma/shared/testing';

/*
 * The drafts state of a page tab against a fetch mocked at the edge: the drafts bar, the row and
 * section badges, Discard draft and Publish page, and what a read-only role sees.
 */

interface Slide {
  id?: string;
  title: string;
  order: number;
  isActive: boolean;
  version?: number;
}

type Call = { method: string; url: string; body?: unknown };
const fields: FieldSpec[] = [{ name: 'title', label: 'Title', kind: 'text', required: true }];

const change = (over: Partial<DraftChange>): DraftChange => ({
  collection: 'home_slides',
  id: 'b',
  state: 'changed',
  label: 'Second (draft)',
  updatedAt: '2026-11-25T14:02:00.000Z',
  updatedBy: 'editor@example.com',
  autosave: false,
  ...over,
});

function signInAs(role: string) {
  localStorage.setItem('admin_auth', JSON.stringify({ user: { username: 'someone', role } }));
}

describe('drafts state of a page tab', () => {
  let calls: Call[];
  let changes: DraftChange[];
  let publishStatus: number;
  const slides: Slide[] = [
    { id: 'a', title: 'First', order: 1, isActive: true, version: 1 },
    { id: 'b', title: 'Second (draft)', order: 2, isActive: true, version: 3 },
    { id: 'c', title: 'Third', order: 3, isActive: true, version: 1 },
  ];

  beforeEach(() => {
    signInAs('Administrator');
    calls = [];
    publishStatus = 200;
    changes = [
      change({}),
      change({ id: 'gone', state: 'deleted', label: 'Old slide' }),
      change({ collection: 'home_global_impact', id: 'main', label: undefined }),
    ];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url.startsWith('/api/drafts?page=')) return json(200, { data: { page: 'home', changes }, count: changes.length });
      if (url === '/api/drafts/publish') {
        if (publishStatus === 409) return json(409, { statusCode: 409, message: VERSION_CONFLICT_MESSAGE }); // a lost release race, as the API says it
        if (publishStatus !== 200) return json(publishStatus, { statusCode: publishStatus, message: 'Another publish of this page ran first' });
        const published = changes.length;
        changes = [];
        return json(200, { data: { page: 'home', published } });
      }
      if (url === '/api/drafts/discard') {
        changes = changes.filter((c) => !(c.collection === body.collection && c.id === body.id));
        return json(200, { data: { ...body, state: 'reverted' } });
      }
      if (url === '/api/cms/home/global-impact') return json(200, { data: { title: 'Global reach', version: 2 } });
      return json(200, { data: slides });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  const draftReads = () => calls.filter((c) => c.url.startsWith('/api/drafts?page=')).length;

  function renderTab(onRefresh = jest.fn()) {
    render(
      <DraftsProvider page="home" onRefresh={onRefresh}>
        <DraftsBar />
        <ListEditor<Slide>
          title="Hero Slides"
          itemName="Hero Slide"
          path="/api/cms/home/slides"
          fields={fields}
          columns={[textColumn('Title', (s) => s.title)]}
        />
        <SectionEditor<{ title: string }> title="Global Impact" path="/api/cms/home/global-impact" fields={fields} />
      </DraftsProvider>,
    );
    return { user: userEvent.setup(), onRefresh };
  }

  it('the bar lists every unpublished change (label, state in words, who, when), a deleted item included', async () => {
    renderTab();
    const bar = await screen.findByRole('region', { name: 'Unpublished changes' });
    expect(within(bar).getByRole('heading', { name: '3 unpublished changes' })).toBeInTheDocument();
    const items = within(bar).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Second (draft)');
    expect(items[0]).toHaveTextContent('Draft');
    expect(items[0]).toHaveTextContent('by editor@example.com');
    expect(within(items[0]!).getByText(new Date('2026-11-25T14:02:00.000Z').toLocaleString())).toHaveAttribute('datetime', '2026-11-25T14:02:00.000Z');
    expect(items[1]).toHaveTextContent('Old slide');
    expect(items[1]).toHaveTextContent('Deleted');
    expect(within(items[1]!).getByRole('button', { name: 'Discard draft of Old slide' })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('home global impact section');
  });

  it('rows and sections with a draft show their badge and "Discard draft"; one drafts read serves them all', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Hero Slides' });
    const rows = await within(table).findAllByTestId('admin-row');
    await waitFor(() => expect(within(rows[1]!).getByText('Draft')).toBeInTheDocument());
    expect(within(table).getByRole('columnheader', { name: 'Publishing' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Discard draft of Hero Slide 2' })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Discard draft/ })).toBeNull();
    const section = screen.getByRole('region', { name: 'Global Impact' });
    expect(await within(section).findByText('This section has unpublished changes.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Discard draft of Global Impact' })).toBeInTheDocument();
    expect(draftReads()).toBe(1);
  });

  it('a reorder saves the moved rows as drafts, then publishes exactly those in one call (never half a reorder)', async () => {
    const { user } = renderTab();
    await screen.findByRole('table', { name: 'Hero Slides' });
    changes = [change({ id: 'a' }), change({ id: 'b' }), change({ collection: 'home_global_impact', id: 'main' })];
    calls = [];
    await user.click(screen.getByRole('button', { name: 'Move Hero Slide 2 up' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/drafts/publish')).toBe(true));
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/cms/home/slides/b?draft=true',
      'PUT /api/cms/home/slides/a?draft=true',
      'POST /api/drafts/publish',
    ]);
    expect(writes[2]!.body).toEqual({
      page: 'home',
      items: [
        { collection: 'home_slides', id: 'a' },
        { collection: 'home_slides', id: 'b' },
      ],
    });
  });

  it('Discard draft asks first, then posts the discard; the editors reload and the drafts are read once more', async () => {
    const { user, onRefresh } = renderTab();
    const button = await screen.findByRole('button', { name: 'Discard draft of Hero Slide 2' });
    const listReads = () => calls.filter((c) => c.url === '/api/cms/home/slides').length;
    const before = listReads();
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Discard draft' });
    expect(dialog).toHaveTextContent('Discard the unpublished changes of Hero Slide 2? It goes back to its published version.');
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText('Draft of Hero Slide 2 discarded.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/drafts/discard')?.body).toEqual({ collection: 'home_slides', id: 'b' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Discard draft of Hero Slide 2' })).toBeNull());
    expect(listReads()).toBe(before + 1);
    expect(draftReads()).toBe(2);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: '2 unpublished changes' })).toBeInTheDocument();
  });

  it('Cancel in the confirmation discards nothing', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Discard draft of Old slide' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Discard draft' })).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('Publish page publishes every draft at once, says so, and the bar and badges go', async () => {
    const { user, onRefresh } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Publish page' }));
    // The editors' forms have their own (empty) draft status regions: find the notice by its text.
    expect((await screen.findByText('Page published: 3 changes now live.')).closest('[role="status"]')).toHaveClass('admin-notice');
    expect(calls.find((c) => c.url === '/api/drafts/publish')?.body).toEqual({ page: 'home' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unpublished changes' })).toBeNull());
    expect(screen.queryByText('Draft')).toBeNull();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('a concurrent publish (409) shows the kit conflict notice with Reload, and the drafts stay', async () => {
    publishStatus = 409;
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Publish page' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VERSION_CONFLICT_MESSAGE);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 unpublished changes' })).toBeInTheDocument();
  });

  it('a failed publish names the failure and the server detail', async () => {
    publishStatus = 403;
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Publish page' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to publish the page');
    expect(alert).toHaveTextContent('Another publish of this page ran first');
  });

  it.each(['Viewer', 'Reviewer'])('a %s sees the drafts and badges without Publish or Discard', async (role) => {
    signInAs(role);
    renderTab();
    const bar = await screen.findByRole('region', { name: 'Unpublished changes' });
    expect(within(bar).getAllByRole('listitem')).toHaveLength(3);
    const table = await screen.findByRole('table', { name: 'Hero Slides' });
    await waitFor(() => expect(within(table).getByText('Draft')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Publish page' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Discard draft/ })).toBeNull();
  });

  it('nothing shows while the page is all published', async () => {
    changes = [];
    renderTab();
    await screen.findByRole('table', { name: 'Hero Slides' });
    expect(screen.queryByRole('region', { name: 'Unpublished changes' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Publishing' })).toBeNull();
  });

  it('a page without versioned content (404) shows no bar and no error; another failure offers Try again', async () => {
    global.fetch = jest.fn(async () => json(404, { statusCode: 404, message: 'No page home has drafts' })) as unknown as typeof fetch;
    const { unmount } = render(
      <DraftsProvider page="home">
        <DraftsBar />
      </DraftsProvider>,
    );
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer has been handled
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    global.fetch = jest.fn(async () => json(500, { statusCode: 500, message: 'boom' })) as unknown as typeof fetch;
    render(
      <DraftsProvider page="home">
        <DraftsBar />
      </DraftsProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the unpublished changes.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['the drafts bar', 'Could not load the unpublished changes.'],
    ['the list', 'Could not load the hero slide list.'],
  ])('after an outage, Try again in %s reads the list and the drafts again: both alerts go', async (where, text) => {
    const working = global.fetch;
    let down = true;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      down ? json(503, { statusCode: 503, message: 'API unavailable' }) : working(input, init),
    ) as unknown as typeof fetch;
    const { user } = renderTab();
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2));
    down = false;
    const failed = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text))!;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    // The bar's retry reloads every editor of the tab; an editor's own retry reloads itself and the drafts.
    const cleared = where === 'the drafts bar' ? /Could not load/ : /Could not load the (hero slide list|unpublished changes)/;
    await waitFor(() => expect(screen.queryAllByRole('alert').filter((alert) => cleared.test(alert.textContent ?? ''))).toHaveLength(0));
    expect(await screen.findByRole('region', { name: 'Unpublished changes' })).toBeInTheDocument();
  });

  it('outside a page tab (Settings, a remote dev page) the editors read no drafts and show no badges', async () => {
    render(
      <ListEditor<Slide>
        title="Hero Slides"
        itemName="Hero Slide"
        path="/api/cms/home/slides"
        fields={fields}
        columns={[textColumn('Title', (s) => s.title)]}
      />,
    );
    await screen.findByRole('table', { name: 'Hero Slides' });
    expect(draftReads()).toBe(0);
    expect(screen.queryByText('Draft')).toBeNull();
  });
});
