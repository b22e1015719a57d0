import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../auth/auth-store';
import { PREVIEW_MESSAGE } from '../../http/preview-overlay';
import type { FieldSpec } from '../forms/fields';
import { textColumn } from '../editors/items-table';
import { ListEditor } from '../editors/list-editor';
import { NEW_ITEM_PREVIEW_ID, PreviewProvider } from './live-preview';
import { SectionEditor } from '../editors/section-editor';
import { json } from '@pharma/shared/testing';

interface Hero {
  id?: string;
  title: string;
  version?: number;
}

const fields: FieldSpec[] = [{ name: 'title', label: 'Title', kind: 'text', required: true }];
let writes: string[];

beforeEach(() => {
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
  saveSession({ user: { username: 'viewer@example.com', role: 'Viewer' } });
  writes = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method && init.method !== 'GET') writes.push(`${init.method} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
    if (url === '/api/auth/preview-token') return json(200, { data: { token: 'tok 1' } });
    if (url.includes('/slides')) return json(200, { data: [{ id: 's1', title: 'Spring', version: 1 }] });
    return json(200, { data: { title: 'Stored hero', version: 2 } });
  }) as unknown as typeof fetch;
});
afterEach(() => localStorage.clear());

async function openPreview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getAllByRole('button', { name: 'Preview' })[0]);
  const frame = (await screen.findByTitle('Preview of /about')) as HTMLIFrameElement;
  const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  return { frame, post };
}

describe('live preview beside the form', () => {
  it('opens the page with a fresh preview token and follows the unsaved typing, saving nothing', async () => {
    saveSession({ user: { username: 'editor@example.com', role: 'Editor' } });
    render(
      <PreviewProvider route="/about">
        <SectionEditor<Hero> title="Hero" path="/api/cms/about/hero" fields={fields} saveLabel="Save Hero" />
      </PreviewProvider>,
    );
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    const { frame, post } = await openPreview(user);
    expect(frame.getAttribute('src')).toBe('/about?preview=tok%201');
    expect(screen.getByRole('complementary', { name: 'Page preview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(title, '!');
    expect(post).toHaveBeenLastCalledWith(
      { type: PREVIEW_MESSAGE, path: '/api/cms/about/hero', id: undefined, data: { title: 'Stored hero!', version: 2 } },
      window.location.origin,
    );
    expect(writes).toEqual(['POST /api/auth/preview-token {"route":"/about"}']); // a token for this page only
  });

  it('shows a read-only role the preview too, and closes it with its named icon button', async () => {
    render(
      <PreviewProvider route="/about">
        <SectionEditor<Hero> title="Hero" path="/api/cms/about/hero" fields={fields} saveLabel="Save Hero" />
      </PreviewProvider>,
    );
    const user = userEvent.setup();
    await screen.findByLabelText(/^Title/);
    await openPreview(user);
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByTitle('Preview of /about')).toBeNull();
  });

  it('previews an item of a list by its id, and withdraws it when the pop-up closes unsaved', async () => {
    saveSession({ user: { username: 'editor@example.com', role: 'Editor' } });
    render(
      <PreviewProvider route="/about">
        <ListEditor<Hero> itemName="Slide" path="/api/cms/about/slides" fields={fields} columns={[textColumn('Title', (s) => s.title)]} />
      </PreviewProvider>,
    );
    const user = userEvent.setup();
    await screen.findByText('Spring');
    const { post } = await openPreview(user);
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Summer');
    expect(post).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: '/api/cms/about/slides', id: NEW_ITEM_PREVIEW_ID, data: expect.objectContaining({ title: 'Summer' }) }),
      window.location.origin,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(post).toHaveBeenLastCalledWith(
      { type: PREVIEW_MESSAGE, path: '/api/cms/about/slides', id: NEW_ITEM_PREVIEW_ID, data: null },
      window.location.origin,
    );
  });

  it('Share preview copies the link to the page with its token', async () => {
    render(
      <PreviewProvider route="/about">
        <SectionEditor<Hero> title="Hero" path="/api/cms/about/hero" fields={fields} />
      </PreviewProvider>,
    );
    const user = userEvent.setup();
    await screen.findByLabelText(/^Title/);
    await openPreview(user);
    await user.click(screen.getByRole('button', { name: 'Share preview' }));
    // userEvent puts a clipboard stub on navigator; the copied text is read back from it.
    expect(await screen.findByText(/Preview link copied/)).toHaveAttribute('aria-live', 'polite');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/about?preview=tok%201`);
  });

  it('previews a section edited in its pop-up over the section itself (no item id)', async () => {
    saveSession({ user: { username: 'editor@example.com', role: 'Editor' } });
    render(
      <PreviewProvider route="/about">
        <SectionEditor<Hero> title="Hero" path="/api/cms/about/hero" fields={fields} layout="dialog" />
      </PreviewProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Edit Section/ }));
    const { post } = await openPreview(user);
    await user.type(within(screen.getByRole('dialog', { name: /^Edit\b/ })).getByLabelText(/^Title/), '!');
    expect(post).toHaveBeenLastCalledWith(
      { type: PREVIEW_MESSAGE, path: '/api/cms/about/hero', id: undefined, data: { title: 'Stored hero!', version: 2 } },
      window.location.origin,
    );
  });

  it('offers no Preview outside a page tab', async () => {
    render(<SectionEditor<Hero> title="Hero" path="/api/cms/about/hero" fields={fields} />);
    await screen.findByLabelText(/^Title/);
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });
});
