import type { AuditEntry, AuditPage } from '@pharma/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityPanel } from './activity-panel';
import { auditSearch, exportHref, NO_FILTERS } from './activity-query';
import { json } from '@pharma/shared/testing';

function entry(seq: number, extra: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `e${seq}`,
    seq,
    at: '2026-11-20T10:00:00.000Z',
    actor: 'editor@example.com',
    role: 'Editor',
    ip: '127.0.0.1',
    userAgent: 'test',
    action: 'update',
    page: 'home',
    collection: 'home_slides',
    documentId: 's1',
    changes: [{ field: 'title', before: '"Old title"', after: '"New title"' }],
    outcome: 'success',
    detail: 'PUT /api/cms/home/slides/s1',
    hash: 'h',
    ...extra,
  };
}

describe('Activity', () => {
  let urls: string[];
  beforeEach(() => {
    urls = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      const page: AuditPage = {
        data: [
          entry(3, { status: 'aborted', documentId: 's9' }),
          entry(2, { status: 'committed' }),
          entry(1, { outcome: 'denied', action: 'delete', changes: [] }),
        ],
        total: 120,
        users: ['admin', 'editor@example.com'],
        pages: ['home', 'users'],
        names: { 'editor@example.com': 'Eddie Editor' },
        checkpoint: { count: 120, head: 'abcdef0123456789', at: '2026-11-20T10:00:00.000Z', keyedFrom: 1 },
      };
      if (String(input).endsWith('/verify'))
        return json(200, { ok: false, message: 'The audit trail is broken: entry 7 was changed.', checkpoint: page.checkpoint, verifiedAt: '' });
      return json(200, page);
    }) as unknown as typeof fetch;
  });

  it('builds the query from the filters, leaving the empty ones out', () => {
    expect(auditSearch(NO_FILTERS)).toBe('');
    expect(auditSearch({ ...NO_FILTERS, user: 'a b', action: 'sign-in' }, { limit: 50, offset: 100 })).toBe('?user=a+b&action=sign-in&limit=50&offset=100');
    expect(exportHref({ ...NO_FILTERS, from: '2026-11-01' })).toBe('/api/audit/export.csv?from=2026-11-01');
    expect(exportHref(NO_FILTERS, 'fields')).toBe('/api/audit/export.csv?format=fields');
  });

  it('shows the entries with their changes, filters by user, page, action and dates, and the export follows the filters', async () => {
    const user = userEvent.setup();
    render(<ActivityPanel />);
    const table = await screen.findByRole('table', { name: 'Activity, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'What happened', 'Outcome']);
    // In words, by the person's name, the field by its editor label; the stored record one click away.
    const [row] = within(table)
      .getAllByRole('row')
      .filter((tr) => tr.textContent?.includes('s9'));
    expect(within(row!).getByText("Eddie Editor changed Hero Slide 'New title' on the Home page (not applied)")).toBeInTheDocument();
    expect(within(row!).getByRole('list', { name: 'Changes' })).toHaveTextContent("Title: 'Old title' → 'New title'");
    expect(within(row!).getByText('Technical details')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByText(/Old title/)
        .some((node) => node.textContent === 'title: Old title → New title'),
    ).toBe(true);
    expect(within(table).getByText('denied')).toHaveClass('is-inactive');
    expect(urls[0]).toBe('/api/audit?limit=50&offset=0');

    await user.selectOptions(screen.getByLabelText('User'), 'editor@example.com');
    await user.selectOptions(screen.getByLabelText('Page'), 'home');
    await user.selectOptions(screen.getByLabelText('Action'), 'update');
    await user.type(screen.getByLabelText('From date'), '2026-11-01');
    await user.type(screen.getByLabelText('To date'), '2026-11-30');
    const filters = 'user=editor%40example.com&page=home&action=update&from=2026-11-01&to=2026-11-30';
    await waitFor(() => expect(urls.at(-1)).toBe(`/api/audit?${filters}&limit=50&offset=0`));
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', `/api/audit/export.csv?${filters}`);
    expect(link).toHaveAttribute('download');
    const perField = screen.getByRole('link', { name: 'Export CSV, one row per field' });
    expect(perField).toHaveAttribute('href', `/api/audit/export.csv?${filters}&format=fields`);
  });

  it('marks a write that was not applied, shows the checkpoint, and verifies the trail on request', async () => {
    const user = userEvent.setup();
    render(<ActivityPanel />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('not applied')).toHaveLength(1);
    expect(screen.getByText(/Checkpoint: 120 entries, head/)).toHaveTextContent('abcdef012345');
    await user.click(screen.getByRole('button', { name: 'Verify trail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The audit trail is broken: entry 7 was changed.');
    expect(urls).toContain('/api/audit/verify');
  });

  it("names people and pages in the filters, and View history opens the entry's page and document", async () => {
    const user = userEvent.setup();
    const opened: unknown[] = [];
    render(<ActivityPanel onViewHistory={(link) => opened.push(link)} canOpenPage={(page) => page === 'home'} />);
    await screen.findByRole('table');
    expect(within(screen.getByLabelText('User')).getByRole('option', { name: 'Eddie Editor (editor@example.com)' })).toHaveValue('editor@example.com');
    expect(within(screen.getByLabelText('Page')).getByRole('option', { name: 'Home page' })).toHaveValue('home');
    expect(within(screen.getByLabelText('Action')).getByRole('option', { name: 'Changed' })).toHaveValue('update');
    const buttons = screen.getAllByRole('button', { name: /^View history/ });
    await user.click(buttons[0]!);
    expect(opened).toEqual([{ page: 'home', target: { collection: 'home_slides', id: 's9' } }]);
  });

  it('pages by 50 with Previous and Next', async () => {
    const user = userEvent.setup();
    render(<ActivityPanel />);
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/audit?limit=50&offset=50'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled());
  });
});
