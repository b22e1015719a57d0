import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_DELETE_STATISTIC, VERSION_CONFLICT_MESSAGE } from '../../content/constants';
import type { FieldSpec } from '../forms/fields';
import { ImageField } from '../forms/image-field';
import { ImageListField } from '../forms/image-list-field';
import { textColumn } from './items-table';
import { ListEditor } from './list-editor';
import { json } from '@pharma/shared/testing';

interface Slide {
  id?: string;
  title: string;
  order: number;
  isActive: boolean;
  version?: number;
}

type Call = { method: string; url: string; body?: unknown };
const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'order', label: 'Order', kind: 'integer', required: true },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

describe('ListEditor', () => {
  let slides: Slide[];
  let calls: Call[];
  let conflict: boolean;
  const channel = globalThis.BroadcastChannel;

  beforeEach(() => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
    localStorage.setItem('admin_auth', JSON.stringify({ user: { username: 'admin', role: 'Administrator' } }));
    slides = [
      { id: 'a', title: 'First', order: 1, isActive: true, version: 1 },
      { id: 'b', title: 'Second', order: 2, isActive: true, version: 4 },
    ];
    calls = [];
    conflict = false;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET') return json(200, { data: slides });
      if (conflict) return json(409, { statusCode: 409, message: VERSION_CONFLICT_MESSAGE });
      if (method === 'POST') {
        slides = [...slides, { ...body, id: 'c', version: 1 }];
        return json(201, { data: slides[2] });
      }
      if (method === 'PUT') {
        const id = url.split('/').pop();
        slides = slides.map((s) => (s.id === id ? { ...s, ...body, version: (s.version ?? 1) + 1 } : s));
        return json(200, { data: slides.find((s) => s.id === id) });
      }
      slides = slides.filter((s) => !url.endsWith(`/${s.id}`));
      return json(200, { data: {} });
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = channel;
    localStorage.clear();
  });

  function setup(formFields: FieldSpec[] = fields) {
    const onChanged = jest.fn();
    const mirror = jest.fn();
    const heard = jest.fn();
    window.addEventListener('heroSlidesChanged', heard);
    render(
      <ListEditor<Slide>
        title="Hero Slides"
        itemName="Hero Slide"
        path="/api/cms/home/slides"
        fields={formFields}
        columns={[textColumn('Title', (s) => s.title)]}
        confirmText={CONFIRM_DELETE_STATISTIC}
        events={['heroSlidesChanged']}
        mirror={mirror}
        onChanged={onChanged}
      />,
    );
    return { onChanged, mirror, heard, user: userEvent.setup() };
  }

  it('adds an item with order = count + 1, then refetches, mirrors, fires the events and refreshes the badges', async () => {
    const { onChanged, mirror, heard, user } = setup();
    await screen.findByText('First');
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    expect(within(dialog).getByLabelText(/^Order/)).toHaveValue(3);
    await user.type(within(dialog).getByLabelText(/^Title/), 'Third');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hero Slide added successfully!');
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/api/cms/home/slides', body: { title: 'Third', order: 3, isActive: true } });
    expect(screen.getByText('Third')).toBeInTheDocument();
    expect(mirror).toHaveBeenCalledWith(slides);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('asks no Order where the form has none (ordering is drag and drop), and a new item still gets count + 1', async () => {
    const { user } = setup(fields.filter((field) => field.name !== 'order'));
    await screen.findByText('First');
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    expect(within(dialog).queryByRole('spinbutton', { name: /Order/ })).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Third');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hero Slide added successfully!');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Third', order: 3, isActive: true });
  });

  it("puts Move up and Move down first among a row's actions, before Edit and Delete", async () => {
    setup();
    await screen.findByText('First');
    const actions = screen.getByRole('button', { name: 'Edit Hero Slide 1' }).closest('td')!;
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Move Hero Slide 1 up', 'Move Hero Slide 1 down', 'Edit Hero Slide 1', 'Delete Hero Slide 1', 'History of Hero Slide 1']);
  });

  it('names the item in the pop-up title: "Add New Hero Slide", "Edit Hero Slide: Second"', async () => {
    const { user } = setup();
    await screen.findByText('Second');
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    expect(screen.getByRole('dialog', { name: 'Add New Hero Slide' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Hero Slide 2' }));
    expect(screen.getByRole('dialog', { name: 'Edit Hero Slide: Second' })).toHaveTextContent('Edit Hero Slide: Second');
  });

  it('sends the version back on edit and shows a conflict with Reload', async () => {
    const { user } = setup();
    await screen.findByText('Second');
    await user.click(screen.getByRole('button', { name: 'Edit Hero Slide 2' }));
    conflict = true;
    await user.click(within(screen.getByRole('dialog', { name: /^Edit\b/ })).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(VERSION_CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ id: 'b', version: 4, title: 'Second' });
    const gets = calls.filter((c) => c.method === 'GET').length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBe(gets + 1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves an item with the keyboard alternative and saves the new orders with their versions', async () => {
    const { user } = setup();
    await screen.findByText('First');
    await user.click(screen.getByRole('button', { name: 'Move Hero Slide 1 down' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order updated');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
      ['/api/cms/home/slides/b', { id: 'b', order: 1, version: 4 }],
      ['/api/cms/home/slides/a', { id: 'a', order: 2, version: 1 }],
    ]);
    const rows = screen.getAllByTestId('admin-row');
    expect(rows[0]).toHaveTextContent('Second');
  });

  it('asks the configured question before deleting', async () => {
    const { user } = setup();
    await screen.findByText('First');
    await user.click(screen.getByRole('button', { name: 'Delete Hero Slide 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent(CONFIRM_DELETE_STATISTIC);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hero Slide deleted successfully!');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/cms/home/slides/a');
    expect(screen.queryByText('First')).toBeNull();
  });

  it('shows a failed save and keeps the pop-up open (no silent failure)', async () => {
    const { user } = setup();
    await screen.findByText('First');
    (global.fetch as jest.Mock<typeof fetch>).mockImplementationOnce(async () =>
      json(400, { statusCode: 400, message: 'title must be shorter', errors: { title: ['title must be shorter'] } }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Hero Slide 1' }));
    await user.click(within(screen.getByRole('dialog', { name: /^Edit\b/ })).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to save Hero Slide')).toBeInTheDocument();
    expect(screen.getByText('title must be shorter', { selector: '.field-error' })).toBeInTheDocument();
  });
});

describe('ImageField', () => {
  it('refuses a non-image and a file over 5 MB with the exact texts, without uploading', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const onChange = jest.fn();
    render(<ImageField label="Slide Image" value="" onChange={onChange} />);
    const user = userEvent.setup({ applyAccept: false });
    const picker = screen.getByLabelText('Upload Slide Image');
    await user.upload(picker, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(picker, big);
    expect(screen.getByRole('alert')).toHaveTextContent('Image size should be less than 5MB');
    expect(onChange).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a pasted external URL instead of an upload', async () => {
    const onChange = jest.fn();
    render(<ImageField label="Slide Image" value="" onChange={onChange} />);
    await userEvent.setup().type(screen.getByLabelText('Slide Image URL'), 'h');
    expect(onChange).toHaveBeenCalledWith('h');
  });
});

describe('ImageListField', () => {
  it('adds a URL, moves and removes images, and refuses non-images among several files', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<ImageListField label="Journey Image" value={['/a.webp', '/b.webp']} onChange={onChange} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByLabelText('Add Journey Image URL'), '/c.webp');
    await user.click(screen.getByRole('button', { name: 'Add URL' }));
    expect(onChange).toHaveBeenLastCalledWith(['/a.webp', '/b.webp', '/c.webp']);
    await user.click(screen.getByRole('button', { name: 'Move Journey Image 2 earlier' }));
    expect(onChange).toHaveBeenLastCalledWith(['/b.webp', '/a.webp']);
    await user.click(screen.getByRole('button', { name: 'Remove Journey Image 1' }));
    expect(onChange).toHaveBeenLastCalledWith(['/b.webp']);
    rerender(<ImageListField label="Journey Image" value={[]} onChange={onChange} />);
    await user.upload(screen.getByLabelText('Upload Journey Image'), [new File(['t'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt: Please select an image file');
  });
});
