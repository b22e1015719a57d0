import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { saveSession } from '../../auth/auth-store';
import type { Role } from '../../content/accounts';
import { EditPermission, readOnlyNotice, useCanEdit } from './can-edit';
import type { FieldSpec } from '../forms/fields';
import { textColumn } from '../editors/items-table';
import { ListEditor } from '../editors/list-editor';
import { SaveBar } from '../forms/save-bar';
import { SectionEditor } from '../editors/section-editor';
import { json } from '@pharma/shared/testing';

interface Slide {
  id?: string;
  title: string;
  order: number;
  isActive: boolean;
  version?: number;
}

const fields: FieldSpec[] = [{ name: 'title', label: 'Title', kind: 'text', required: true }];
const slides: Slide[] = [{ id: 'a', title: 'First', order: 1, isActive: true, version: 1 }];

function signInAs(role: Role) {
  saveSession({ user: { username: `${role.toLowerCase()}@example.com`, role } });
}

function renderList() {
  render(
    <ListEditor<Slide> title="Hero Slides" itemName="Hero Slide" path="/api/cms/home/slides" fields={fields} columns={[textColumn('Title', (s) => s.title)]} />,
  );
}

function renderSection(layout: 'form' | 'dialog') {
  render(<SectionEditor<{ title: string }> title="Hero" path="/api/cms/products/hero" fields={fields} layout={layout} saveLabel="Save Hero" />);
}

describe('what a role may change in the kit (UX only: the API decides)', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async (input: RequestInfo | URL) =>
      json(200, String(input).includes('slides') ? { data: slides } : { title: 'Hero' }),
    ) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  it('a Viewer sees a ListEditor without Add, Edit, Delete or Move buttons (History only, read-only)', async () => {
    signInAs('Viewer');
    renderList();
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit Hero Slide|Delete Hero Slide|Move Hero Slide/ })).toBeNull();
    const row = screen.getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['History of Hero Slide 1']);
  });

  it('an Editor sees the same ListEditor with its write buttons', async () => {
    signInAs('Editor');
    renderList();
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Hero Slide 1' })).toBeInTheDocument();
  });

  it('a Viewer sees a section form disabled and without its Save button', async () => {
    signInAs('Viewer');
    renderSection('form');
    expect(await screen.findByLabelText(/^Title/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Hero' })).toBeNull();
  });

  it('a Reviewer gets no Edit Section button on a dialog section', async () => {
    signInAs('Reviewer');
    renderSection('dialog');
    await screen.findByRole('region', { name: 'Hero' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Edit Section' })).toBeNull();
  });

  it('an Administrator gets the Save button and editable fields', async () => {
    signInAs('Administrator');
    renderSection('form');
    expect(await screen.findByLabelText(/^Title/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Hero' })).toBeInTheDocument();
  });

  it('the save bar has no button for a Viewer', () => {
    signInAs('Viewer');
    render(<SaveBar notice={null} onDismiss={() => undefined} onReload={() => undefined} saving={false} label="Save All Changes" />);
    expect(screen.queryByRole('button', { name: 'Save All Changes' })).toBeNull();
  });

  it('a panel can ask for another permission: an Editor may not save the general settings', () => {
    signInAs('Editor');
    function Probe() {
      return <p>{useCanEdit() ? 'can edit' : 'read only'}</p>;
    }
    render(
      <>
        <Probe />
        <EditPermission permission="settings.edit">
          <Probe />
        </EditPermission>
      </>,
    );
    expect(screen.getAllByText(/can edit|read only/).map((p) => p.textContent)).toEqual(['can edit', 'read only']);
  });

  it('words the read-only notice with the role', () => {
    expect(readOnlyNotice('Viewer')).toBe('Read-only: your role (Viewer) can view but not change content.');
  });
});
