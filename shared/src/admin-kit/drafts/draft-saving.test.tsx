import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../auth/auth-store';
import type { Role } from '../../content/accounts';
import type { FieldSpec } from '../forms/fields';
import { textColumn } from '../editors/items-table';
import { ListEditor } from '../editors/list-editor';
import { SaveBar } from '../forms/save-bar';
import { SectionEditor } from '../editors/section-editor';
import { localList, SectionWithLists } from '../editors/section-with-lists';
import { VERSION_CONFLICT_MESSAGE } from '../../content/constants';
import { withWriteMode } from '../http/admin-http';
import { AUTOSAVE_DELAY_MS, configureAutosave } from './use-draft-saver';
import { json } from '@pharma/shared/testing';

interface Hero {
  id?: string;
  title: string;
  order?: number;
  isActive?: boolean;
  version?: number;
}

type Call = { method: string; url: string; body?: Hero };
const fields: FieldSpec[] = [{ name: 'title', label: 'Title', kind: 'text', required: true }];

function signInAs(role: Role) {
  saveSession({ user: { username: `${role.toLowerCase()}@example.com`, role } });
}

let calls: Call[];
let stored: Hero;
let slides: Hero[];
const writes = () => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  configureAutosave(AUTOSAVE_DELAY_MS);
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
  calls = [];
  stored = { title: 'Old hero', version: 3 };
  slides = [{ id: 'a', title: 'First', order: 1, isActive: true, version: 1 }];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Hero) : undefined;
    calls.push({ method, url, body });
    const isList = url.includes('/slides');
    if (method === 'GET') return json(200, { data: isList ? slides : stored });
    if (!body) return json(400, { message: 'no body' });
    if (body.version !== undefined && body.version !== (isList ? slides.find((s) => s.id === body.id)?.version : stored.version)) {
      return json(409, { message: VERSION_CONFLICT_MESSAGE }); // the API's answer to a stale version
    }
    if (isList) {
      const id = body.id ?? 'new1';
      const saved = { ...body, id, version: (body.version ?? 0) + 1 };
      slides = [...slides.filter((s) => s.id !== id), saved];
      return json(method === 'POST' ? 201 : 200, { data: saved });
    }
    stored = { ...body, version: (stored.version ?? 0) + 1 };
    return json(200, { data: stored });
  }) as unknown as typeof fetch;
});
afterEach(() => {
  configureAutosave(false);
  localStorage.clear();
});

function renderSection() {
  render(<SectionEditor<Hero> title="Hero" path="/api/cms/products/hero" fields={fields} saveLabel="Save Hero" messages={{ saved: 'Hero saved!' }} />);
}

describe('the draft query of a write', () => {
  it('publish adds nothing; draft and autosave add the contract query', () => {
    expect(withWriteMode('/api/cms/home/hero')).toBe('/api/cms/home/hero');
    expect(withWriteMode('/api/cms/home/hero', 'draft')).toBe('/api/cms/home/hero?draft=true');
    expect(withWriteMode('/api/x?a=1', 'autosave')).toBe('/api/x?a=1&draft=true&autosave=true');
  });
});

describe('Save draft, Publish and autosave in a section form', () => {
  it("Save draft sends ?draft=true and says when; the publishing button keeps today's request and text", async () => {
    signInAs('Editor');
    renderSection();
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'New hero');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByText(/^Draft saved at \d{1,2}:\d{2}/)).toBeInTheDocument());
    expect(writes()).toEqual([{ method: 'PUT', url: '/api/cms/products/hero?draft=true', body: { title: 'New hero', version: 3 } }]);
    expect(screen.getByText(/^Draft saved at/)).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Save Hero' }));
    expect(await screen.findByText('Hero saved!')).toBeInTheDocument();
    // The publish carries the version the draft answered (no 409) and no draft query.
    expect(writes()[1]).toEqual({ method: 'PUT', url: '/api/cms/products/hero', body: { title: 'New hero', version: 4 } });
  });

  it('autosaves once, about 800 ms after the last keystroke, as an autosave draft', async () => {
    signInAs('Editor');
    renderSection();
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    await user.type(title, ' draft');
    expect(writes()).toHaveLength(0);
    await waitFor(() => expect(writes()).toHaveLength(1), { timeout: 2000 });
    expect(writes()[0]).toEqual({ method: 'PUT', url: '/api/cms/products/hero?draft=true&autosave=true', body: { title: 'Old hero draft', version: 3 } });
    expect(await screen.findByText(/^Draft saved at/)).toHaveAttribute('aria-live', 'polite');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(writes()).toHaveLength(1);
  });

  it('writes nothing when the form is back to what the server holds', async () => {
    signInAs('Editor');
    renderSection();
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    await user.type(title, 'x');
    await user.type(title, '{Backspace}');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(writes()).toHaveLength(0);
  });

  it('does not autosave a form that fails its checks', async () => {
    signInAs('Editor');
    renderSection();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^Title/));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(writes()).toHaveLength(0);
  });

  it('a Viewer gets neither Save draft nor an autosave', async () => {
    signInAs('Viewer');
    renderSection();
    expect(await screen.findByLabelText(/^Title/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});

describe('Save draft in an item pop-up', () => {
  it('a new item saved as a draft is POSTed with ?draft=true, then Add publishes that same item', async () => {
    signInAs('Editor');
    render(
      <ListEditor<Hero>
        title="Hero Slides"
        itemName="Hero Slide"
        path="/api/cms/home/slides"
        fields={fields}
        columns={[textColumn('Title', (s) => s.title)]}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Spring');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await within(dialog).findByText(/Draft saved at/);
    expect(writes()).toEqual([{ method: 'POST', url: '/api/cms/home/slides?draft=true', body: { title: 'Spring', order: 2, isActive: true } }]);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Hero Slide added successfully!')).toBeInTheDocument();
    // The publish goes to the draft's id with its version: one item, not two.
    expect(writes()[1]).toEqual({
      method: 'PUT',
      url: '/api/cms/home/slides/new1',
      body: { id: 'new1', title: 'Spring', order: 2, isActive: true, version: 1 },
    });
  });

  it('a refused draft keeps the pop-up open with the failure text', async () => {
    signInAs('Editor');
    render(<ListEditor<Hero> itemName="Hero Slide" path="/api/cms/home/slides" fields={fields} columns={[textColumn('Title', (s) => s.title)]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Hero Slide 1' }));
    slides = [{ ...slides[0], version: 9 }];
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VERSION_CONFLICT_MESSAGE);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Save draft in a section with lists', () => {
  it('sends the section with its local lists as one draft, and says the changes are unpublished', async () => {
    signInAs('Editor');
    stored = { title: 'Mission', version: 2, points: [{ id: 'p1', title: 'Care', order: 1 }] } as Hero;
    const points = localList<Hero>({
      key: 'points',
      title: 'Points',
      itemName: 'Point',
      fields,
      columns: [textColumn('Title', (p) => p.title)],
      newItem: (count) => ({ title: '', order: count + 1 }),
      idPrefix: 'pt',
    });
    render(<SectionWithLists<Hero> title="Mission" path="/api/cms/about/mission" fields={fields} lists={[points]} messages={{}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), ' and more');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/^Draft saved at/);
    expect(writes()[0]).toEqual({
      method: 'PUT',
      url: '/api/cms/about/mission?draft=true',
      body: { title: 'Mission and more', version: 2, points: [{ id: 'p1', title: 'Care', order: 1 }] },
    });
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
  });
});

describe('SaveBar', () => {
  it('shows Save draft with its status only when the editor offers drafts and the role may edit', async () => {
    signInAs('Editor');
    const onSaveDraft = jest.fn();
    const { rerender } = render(
      <SaveBar
        notice={null}
        onDismiss={() => undefined}
        onReload={() => undefined}
        saving={false}
        label="Save All Changes"
        onSaveDraft={onSaveDraft}
        draftStatus="Draft saved at 14:02"
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSaveDraft).toHaveBeenCalled();
    expect(screen.getByText('Draft saved at 14:02')).toHaveAttribute('aria-live', 'polite');
    rerender(<SaveBar notice={null} onDismiss={() => undefined} onReload={() => undefined} saving={false} label="Save All Changes" />);
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    signInAs('Viewer');
    rerender(
      <SaveBar notice={null} onDismiss={() => undefined} onReload={() => undefined} saving={false} label="Save All Changes" onSaveDraft={onSaveDraft} />,
    );
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});
