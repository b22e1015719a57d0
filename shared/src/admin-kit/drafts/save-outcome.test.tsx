import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_TEXTS, type ReviewRequest, type ReviewSummary } from '../../content/review';
import { json } from '@pharma/shared/testing';
import { ItemsManager } from '../editors/items-manager';
import { SectionEditor } from '../editors/section-editor';
import type { FieldSpec } from '../forms/fields';
import { DraftControls, SAVE_DRAFT_HINT, SAVE_DRAFT_HINT_IN_REVIEW } from '../forms/save-bar';
import { DraftsProvider } from './drafts-state';

/*
 * What the editors say after a save, in each mode of the page tab, against a fetch mocked at the
 * edge: review off keeps the spec's texts; review required says the change is a draft that waits
 * for review; a page in review opens its forms read-only, says why and offers "Withdraw to edit".
 */

const fields: FieldSpec[] = [{ name: 'title', label: 'Title', kind: 'text', required: true }];
type Hero = { title: string; version?: number };
type Slide = { id?: string; title: string; order?: number };

const openRequest = (): ReviewRequest => ({
  id: 'r1',
  page: 'home',
  state: 'in_review',
  submittedBy: 'u-ed',
  submittedByName: 'Eddie Editor',
  submittedAt: '2026-11-26T08:00:00.000Z',
  note: '',
  items: [],
  contentHash: 'hash-1',
  meanings: ['Medical'],
  pending: ['Medical'],
  signatures: [],
  authors: ['u-ed'],
  updatedAt: '2026-11-26T08:00:00.000Z',
  version: 1,
});

describe('what a save says, by review mode', () => {
  let required: boolean;
  let request: ReviewRequest | undefined;
  let withdrawn: number;

  beforeEach(() => {
    localStorage.setItem('admin_auth', JSON.stringify({ user: { username: 'eddie', role: 'Editor' } }));
    required = false;
    request = undefined;
    withdrawn = 0;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url.startsWith('/api/drafts?page=')) return json(200, { data: { page: 'home', changes: [] } });
      if (url === '/api/review/summary') {
        const summary: ReviewSummary = {
          required,
          waitingForMe: 0,
          pages: request ? { home: { id: request.id, state: request.state, pending: request.pending } } : {},
        };
        return json(200, { data: summary });
      }
      if (url === '/api/review/r1/withdraw') {
        withdrawn++;
        request = { ...openRequest(), state: 'withdrawn' };
        return json(200, { data: request });
      }
      if (url === '/api/review/r1') return json(200, { data: { ...request, diffs: [], canSign: { meanings: [] } } });
      if (url === '/api/cms/home/hero') return json(200, { data: { title: method === 'PUT' ? 'Saved' : 'Hero', version: 1 } });
      return json(404, { message: 'Not found' });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  function renderSlides() {
    const onSave = jest.fn(async () => undefined);
    const onDelete = jest.fn(async () => undefined);
    render(
      <DraftsProvider page="home">
        <ItemsManager<Slide>
          itemName="Hero Slide"
          items={[{ id: 'a', title: 'First', order: 1 }]}
          fields={fields}
          columns={[{ header: 'Title', render: (slide) => slide.title }]}
          newItem={() => ({ title: '' })}
          onSave={onSave}
          onDelete={onDelete}
        />
      </DraftsProvider>,
    );
    return userEvent.setup();
  }

  async function editAndSave(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Edit Hero Slide 1' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Title/), ' edited');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  }

  it("review off: a save publishes, and says so in the spec's words", async () => {
    const user = renderSlides();
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/api/review/summary', expect.anything()));
    await editAndSave(user);
    expect(await screen.findByText('Hero Slide updated successfully!')).toBeInTheDocument();
  });

  it('review required: a save and a delete say the change waits for review', async () => {
    required = true;
    const user = renderSlides();
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/api/review/summary', expect.anything()));
    await editAndSave(user);
    expect(await screen.findByText('Hero Slide saved as a draft: visitors see it once the Home page is reviewed and published.')).toBeInTheDocument();
    expect(screen.queryByText('Hero Slide updated successfully!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Hero Slide 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Delete/ }));
    expect(
      await screen.findByText('Hero Slide deleted in the draft: visitors still see it until the Home page is reviewed and published.'),
    ).toBeInTheDocument();
  });

  it('"Save draft" is described for the mode: with review required the other button keeps a draft too', async () => {
    const renderControls = () =>
      render(
        <DraftsProvider page="home">
          <DraftControls status="" busy={false} onSaveDraft={() => undefined} />
        </DraftsProvider>,
      );
    const { unmount } = renderControls();
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveAccessibleDescription(SAVE_DRAFT_HINT);
    unmount();
    required = true;
    renderControls();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toHaveAccessibleDescription(SAVE_DRAFT_HINT_IN_REVIEW));
  });

  it('a page in review: its section opens read-only with the reason, and "Withdraw to edit" opens it again', async () => {
    required = true;
    request = openRequest();
    render(
      <DraftsProvider page="home">
        <SectionEditor<Hero> title="Home Hero" path="/api/cms/home/hero" fields={fields} />
      </DraftsProvider>,
    );
    const user = userEvent.setup();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(REVIEW_TEXTS.inReview('Home'));
    expect(screen.getByLabelText(/Title/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Section' })).toBeNull();
    await user.click(within(note).getByRole('button', { name: 'Withdraw to edit' }));
    await waitFor(() => expect(screen.getByLabelText(/Title/)).toBeEnabled());
    expect(withdrawn).toBe(1);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Section' })).toBeInTheDocument();
  });
});
