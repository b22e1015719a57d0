import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../auth/auth-store';
import type { Role } from '../../content/accounts';
import type { EditLock } from '../../content/review';
import type { FieldSpec } from '../forms/fields';
import { textColumn } from '../editors/items-table';
import { ListEditor } from '../editors/list-editor';
import { SectionEditor } from '../editors/section-editor';
import { SectionWithLists } from '../editors/section-with-lists';
import { lockTime } from './edit-lock-notice';
import { configureEditLocks, EDIT_LOCK_REFRESH_MS } from './use-edit-lock';
import { json } from '@pharma/shared/testing';

interface Doc {
  id?: string;
  title: string;
  order?: number;
  isActive?: boolean;
  version?: number;
}

type Call = { method: string; url: string; body?: Record<string, unknown> };
const fields: FieldSpec[] = [{ name: 'title', label: 'Title', kind: 'text', required: true }];
const SINCE = '2026-11-26T09:05:00.000Z';
const TAKEN_AT = '2026-11-26T09:41:00.000Z';

function signInAs(role: Role) {
  saveSession({ user: { username: `${role.toLowerCase()}@example.com`, role } });
}

const lockOf = (over: Partial<EditLock> = {}): EditLock => ({
  collection: 'products_hero',
  id: 'main',
  holder: 'ann@example.com',
  holderName: 'Ann Editor',
  since: SINCE,
  lastActiveAt: SINCE,
  expiresAt: '2026-11-26T09:10:00.000Z',
  ...over,
});

let calls: Call[];
/** How the next POST /api/locks answers (queued; the last one repeats). */
let lockAnswers: Array<() => Response>;
const lockCalls = () => calls.filter((call) => call.url.startsWith('/api/locks'));
let now: number;

beforeEach(() => {
  configureEditLocks(true);
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
  calls = [];
  now = Date.parse('2026-11-26T10:00:00.000Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  lockAnswers = [() => json(200, { data: lockOf({ holder: 'editor@example.com', holderName: 'Me' }) })];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/locks' && method === 'POST') return (lockAnswers.length > 1 ? lockAnswers.shift()! : lockAnswers[0]!)();
    if (url === '/api/locks/take-over') return json(200, { data: lockOf({ holder: 'editor@example.com', holderName: 'Me' }) });
    if (url.startsWith('/api/locks?') && method === 'DELETE') return json(204);
    if (url.includes('/slides')) return json(200, { data: [{ id: 'a', title: 'First', order: 1, isActive: true, version: 1 }] });
    if (method === 'GET') return json(200, { data: { title: 'Old hero', version: 3 } });
    return json(200, { data: { ...body, version: 4 } });
  }) as unknown as typeof fetch;
});

afterEach(() => {
  configureEditLocks(false);
  jest.restoreAllMocks();
  localStorage.clear();
});

function renderSection(layout: 'form' | 'dialog' = 'form') {
  return render(<SectionEditor<Doc> title="Hero" path="/api/cms/products/hero" fields={fields} layout={layout} saveLabel="Save Hero" />);
}

describe('edit locks in the kit’s editors', () => {
  it('an opened section form takes the section’s lock, and lets it go when it closes', async () => {
    signInAs('Editor');
    const view = renderSection();
    await screen.findByDisplayValue('Old hero');
    await waitFor(() => expect(lockCalls()).toEqual([{ method: 'POST', url: '/api/locks', body: { collection: 'products_hero', id: 'main' } }]));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Hero' })).toBeEnabled();
    view.unmount();
    await waitFor(() => expect(lockCalls().at(-1)).toMatchObject({ method: 'DELETE', url: '/api/locks?collection=products_hero&id=main' }));
  });

  it('leaving the page (tab closed, another site) lets the lock go; back from the back/forward cache takes it again', async () => {
    signInAs('Editor');
    renderSection();
    await screen.findByDisplayValue('Old hero');
    await waitFor(() => expect(lockCalls()).toHaveLength(1));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(lockCalls().at(-1)).toMatchObject({ method: 'DELETE', url: '/api/locks?collection=products_hero&id=main' }));
    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    act(() => void window.dispatchEvent(restored));
    await waitFor(() => expect(lockCalls().at(-1)).toMatchObject({ method: 'POST', url: '/api/locks' }));
    expect(lockCalls().map((call) => call.method)).toEqual(['POST', 'DELETE', 'POST']);
  });

  it('someone else’s lock: who and since when (local time), the form disabled, and Take over makes it editable', async () => {
    signInAs('Editor');
    lockAnswers = [() => json(409, { message: 'Ann Editor is editing this since 09:05 UTC', lock: lockOf() })];
    renderSection();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(`Ann Editor is editing this since ${lockTime(SINCE)}`);
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Hero' })).toBeDisabled();

    await userEvent.click(within(notice).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toBeEnabled());
    expect(lockCalls().at(-1)).toEqual({ method: 'POST', url: '/api/locks/take-over', body: { collection: 'products_hero', id: 'main' } });
    expect(screen.queryByText(/is editing this since/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Hero' })).toBeEnabled();
    await userEvent.type(screen.getByLabelText(/^Title/), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Hero' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/cms/products/hero')).toBe(true));
  });

  it('refreshes on typing at most every 30 s', async () => {
    signInAs('Editor');
    renderSection();
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(lockCalls()).toHaveLength(1));
    await userEvent.type(title, ' one');
    now += EDIT_LOCK_REFRESH_MS - 1000;
    await userEvent.type(title, ' two');
    expect(lockCalls()).toHaveLength(1);
    now += 1000;
    await userEvent.type(title, ' three');
    await waitFor(() => expect(lockCalls()).toHaveLength(2));
    expect(lockCalls()[1]).toMatchObject({ method: 'POST', url: '/api/locks' });
    await userEvent.type(title, ' four');
    expect(lockCalls()).toHaveLength(2);
  });

  it('a lock taken over meanwhile: the next refresh says who and when, and saving is disabled', async () => {
    signInAs('Editor');
    lockAnswers = [
      () => json(200, { data: lockOf({ holder: 'editor@example.com', holderName: 'Me' }) }),
      () =>
        json(409, {
          message: 'Bob Editor is editing this since 09:41 UTC',
          lock: lockOf({ holder: 'bob@example.com', holderName: 'Bob Editor', since: TAKEN_AT, takenOverBy: 'Bob Editor', takenOverAt: TAKEN_AT }),
        }),
    ];
    const view = renderSection();
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(lockCalls()).toHaveLength(1));
    now += EDIT_LOCK_REFRESH_MS;
    await userEvent.type(title, ' mine');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Bob Editor took over editing at ${lockTime(TAKEN_AT)}. Your unsaved changes are not saved.`);
    expect(screen.getByRole('button', { name: 'Save Hero' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    // Not the user's lock any more: closing the form releases nothing.
    view.unmount();
    await act(async () => undefined);
    expect(lockCalls().filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('read-only roles never lock', async () => {
    signInAs('Viewer');
    renderSection();
    await screen.findByDisplayValue('Old hero');
    await act(async () => undefined);
    expect(lockCalls()).toEqual([]);
  });

  it('a lock API that does not answer leaves the form as it was', async () => {
    signInAs('Editor');
    lockAnswers = [() => json(500, { message: 'Internal server error' })];
    renderSection();
    await waitFor(() => expect(lockCalls()).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.getByLabelText(/^Title/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Hero' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a list item’s pop-up locks that item (never a new one), and releases it when closed', async () => {
    signInAs('Editor');
    render(
      <ListEditor<Doc> title="Hero Slides" itemName="Hero Slide" path="/api/cms/home/slides" fields={fields} columns={[textColumn('Title', (s) => s.title)]} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    await act(async () => undefined);
    expect(lockCalls()).toEqual([]);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Hero Slide 1' }));
    await waitFor(() => expect(lockCalls()).toEqual([{ method: 'POST', url: '/api/locks', body: { collection: 'home_slides', id: 'a' } }]));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(lockCalls().at(-1)).toMatchObject({ method: 'DELETE', url: '/api/locks?collection=home_slides&id=a' }));
  });

  it('a list item held by someone else: the pop-up says so and Update is disabled until Take over', async () => {
    signInAs('Editor');
    lockAnswers = [() => json(409, { message: 'x', lock: lockOf({ collection: 'home_slides', id: 'a' }) })];
    render(
      <ListEditor<Doc> title="Hero Slides" itemName="Hero Slide" path="/api/cms/home/slides" fields={fields} columns={[textColumn('Title', (s) => s.title)]} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hero Slide 1' }));
    const dialog = screen.getByRole('dialog');
    const notice = await within(dialog).findByRole('status');
    expect(notice).toHaveTextContent(`Ann Editor is editing this since ${lockTime(SINCE)}`);
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Title/)).toBeDisabled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled());
  });

  it('the dialog layout of a section locks the section while its pop-up is open', async () => {
    signInAs('Editor');
    renderSection('dialog');
    await userEvent.click(await screen.findByRole('button', { name: /Edit Section/ }));
    await waitFor(() => expect(lockCalls()).toEqual([{ method: 'POST', url: '/api/locks', body: { collection: 'products_hero', id: 'main' } }]));
  });

  it('a section with lists: someone else’s lock disables Save All Changes', async () => {
    signInAs('Editor');
    lockAnswers = [() => json(409, { message: 'x', lock: lockOf({ collection: 'about_mission' }) })];
    render(<SectionWithLists<Doc> title="Mission" path="/api/cms/about/mission" fields={fields} lists={[]} messages={{}} />);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Ann Editor is editing this since');
    expect(lockCalls()[0]).toMatchObject({ body: { collection: 'about_mission', id: 'main' } });
    expect(screen.getByRole('button', { name: 'Save All Changes' })).toBeDisabled();
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();
  });
});
