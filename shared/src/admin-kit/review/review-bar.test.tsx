import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftChange } from '../../content/drafts';
import { REVIEW_TEXTS, type ReviewRequest, type ReviewSignature, type ReviewSummary } from '../../content/review';
import { DraftsBar } from '../drafts/drafts-bar';
import { DraftsProvider } from '../drafts/drafts-state';
import { json } from '@pharma/shared/testing';

/*
 * The drafts bar of a page tab with review required, against a fetch mocked at the edge:
 * Submit for review instead of Publish page, the request's state, the rejection, the approved
 * request's Publish now and Schedule publish, Withdraw, and what read-only roles see.
 */

type Call = { method: string; url: string; body?: unknown };

const change: DraftChange = {
  collection: 'home_slides',
  id: 'b',
  state: 'changed',
  label: 'Second slide',
  updatedAt: '2026-11-25T14:02:00.000Z',
  updatedBy: 'editor@example.com',
  autosave: false,
};

const signature = (over: Partial<ReviewSignature>): ReviewSignature => ({
  id: 's1',
  meaning: 'Medical',
  verdict: 'approved',
  userId: 'u-rev',
  username: 'rita',
  printedName: 'Rita Reviewer',
  role: 'Reviewer',
  at: '2026-11-26T09:30:00.000Z',
  comment: '',
  contentHash: 'hash-1',
  valid: true,
  ...over,
});

const request = (over: Partial<ReviewRequest>): ReviewRequest => ({
  id: 'r1',
  page: 'home',
  state: 'in_review',
  submittedBy: 'u-ed',
  submittedByName: 'Eddie Editor',
  submittedAt: '2026-11-26T08:00:00.000Z',
  note: 'New claims on slide 2',
  items: [{ collection: 'home_slides', id: 'b', state: 'changed', label: 'Second slide', version: 3 }],
  contentHash: 'hash-1',
  meanings: ['Medical', 'Legal'],
  pending: ['Medical', 'Legal'],
  signatures: [],
  authors: ['u-ed'],
  updatedAt: '2026-11-26T08:00:00.000Z',
  version: 1,
  ...over,
});

function signInAs(role: string) {
  localStorage.setItem('admin_auth', JSON.stringify({ user: { username: 'someone', role } }));
}

describe('the drafts bar with review required', () => {
  let calls: Call[];
  let required: boolean;
  let current: ReviewRequest | undefined;
  let failWith: { status: number; message: string } | undefined;

  beforeEach(() => {
    signInAs('Editor');
    calls = [];
    required = true;
    current = undefined;
    failWith = undefined;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method !== 'GET' && failWith) return json(failWith.status, { statusCode: failWith.status, message: failWith.message });
      if (url.startsWith('/api/drafts?page=')) return json(200, { data: { page: 'home', changes: [change] } });
      if (url === '/api/review/summary') {
        const summary: ReviewSummary = {
          required,
          waitingForMe: 0,
          pages: current ? { home: { id: current.id, state: current.state, pending: current.pending } } : {},
        };
        return json(200, { data: summary });
      }
      if (url === '/api/review/submit') {
        current = request({ note: body.note ?? '' });
        return json(201, { data: current });
      }
      if (url === '/api/review/r1/withdraw') {
        current = request({ state: 'withdrawn' });
        return json(200, { data: current });
      }
      if (url === '/api/review/r1/publish') {
        current = request({ state: 'published' });
        return json(200, { data: current });
      }
      if (url === '/api/schedules') return json(201, { data: { id: 'sch1', ...body, state: 'pending' } });
      if (url === '/api/review/r1') return json(200, { data: { ...current, diffs: [], canSign: { meanings: [] } } });
      return json(404, { message: 'Not found' });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  function renderBar() {
    render(
      <DraftsProvider page="home">
        <DraftsBar />
      </DraftsProvider>,
    );
    return userEvent.setup();
  }

  const bar = () => screen.findByRole('region', { name: 'Unpublished changes' });

  it('review off: the bar is today’s, with Publish page and Discard draft', async () => {
    required = false;
    renderBar();
    const region = await bar();
    expect(await within(region).findByRole('button', { name: 'Publish page' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Discard draft of Second slide' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('an Editor submits the page for review with a note and a review-by date; the bar then says it is in review', async () => {
    const user = renderBar();
    const region = await bar();
    await user.click(await within(region).findByRole('button', { name: 'Submit for review' }));
    expect(screen.queryByRole('button', { name: 'Publish page' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Submit for review' });
    await user.type(within(dialog).getByLabelText('Note to reviewers'), 'New claims on slide 2');
    const reviewBy = within(dialog).getByLabelText('Review by');
    expect(reviewBy).toHaveAttribute('type', 'date');
    await user.type(reviewBy, '2099-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Submitted for review: the reviewers can sign it now.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/review/submit')?.body).toEqual({ page: 'home', note: 'New claims on slide 2', reviewBy: '2099-05-01' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(region).toHaveTextContent('In review: submitted by Eddie Editor'));
    expect(region).toHaveTextContent('Waiting for: Medical, Legal');
    expect(within(region).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    // Frozen: nothing to discard or submit while in review.
    expect(within(region).queryByRole('button', { name: /Discard draft/ })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('a refused submission stays in the dialog with the API’s message', async () => {
    failWith = { status: 409, message: REVIEW_TEXTS.alreadyOpen };
    const user = renderBar();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit for review' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit the page for review');
    expect(alert).toHaveTextContent(REVIEW_TEXTS.alreadyOpen);
  });

  it('Withdraw asks first, then withdraws; the drafts can be submitted again', async () => {
    current = request({ signatures: [signature({})], pending: ['Legal'] });
    const user = renderBar();
    const region = await bar();
    await waitFor(() => expect(region).toHaveTextContent('Waiting for: Legal'));
    expect(within(region).getByRole('list', { name: 'Signatures' })).toHaveTextContent('Rita Reviewer (Medical): Approved');
    await user.click(within(region).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw submission' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Submission withdrawn: the drafts can be edited again.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/review/r1/withdraw']);
    expect(await within(region).findByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });

  it('a rejected request shows who rejected it, with which meaning, and why; the Editor can resubmit', async () => {
    current = request({
      state: 'rejected',
      signatures: [signature({ verdict: 'rejected', meaning: 'Legal', printedName: 'Lena Legal', comment: 'The claim needs a reference.' })],
      rejection: { by: 'u-leg', name: 'Lena Legal', at: '2026-11-26T10:00:00.000Z', meaning: 'Legal', comment: 'The claim needs a reference.' },
    });
    renderBar();
    const region = await bar();
    expect(await within(region).findByText('Rejected by Lena Legal (Legal):')).toBeInTheDocument();
    expect(region).toHaveTextContent('Rejected by Lena Legal (Legal): The claim needs a reference.');
    expect(within(region).getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Discard draft of Second slide' })).toBeInTheDocument();
  });

  it('an approved request shows its signatures, an invalidated one as such, and publishes now with the hash seen', async () => {
    current = request({
      state: 'approved',
      pending: [],
      signatures: [
        signature({ id: 's0', valid: false, invalidatedReason: 'The content changed after it was signed.', invalidatedAt: '2026-11-26T09:45:00.000Z' }),
        signature({ id: 's1' }),
        signature({ id: 's2', meaning: 'Legal', printedName: 'Lena Legal' }),
      ],
    });
    const user = renderBar();
    const region = await bar();
    await waitFor(() => expect(region).toHaveTextContent('Approved: submitted by Eddie Editor'));
    const items = within(within(region).getByRole('list', { name: 'Signatures' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('No longer valid: The content changed after it was signed.');
    expect(items[2]).toHaveTextContent('Lena Legal (Legal): Approved');
    expect(items[2]).not.toHaveTextContent('No longer valid');
    await user.click(within(region).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Page published: the approved changes are now live.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/review/r1/publish')?.body).toEqual({ contentHash: 'hash-1' });
  });

  it('Schedule publish sends the local date and time as UTC with the request, and refuses a time in the past', async () => {
    current = request({ state: 'approved', pending: [], signatures: [signature({})] });
    const user = renderBar();
    const input = await screen.findByLabelText('Publish at');
    expect(input).toHaveAttribute('type', 'datetime-local');
    await user.type(input, '2001-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Schedule publish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date and time in the future.');
    expect(calls.some((c) => c.url === '/api/schedules')).toBe(false);

    await user.clear(input);
    await user.type(input, '2099-03-04T09:15');
    await user.click(screen.getByRole('button', { name: 'Schedule publish' }));
    const at = new Date('2099-03-04T09:15').toISOString();
    expect(await screen.findByText(`Publishing scheduled for ${new Date(at).toLocaleString()}.`)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/schedules')?.body).toEqual({ page: 'home', action: 'publish', at, requestId: 'r1' });
    await user.click(screen.getByRole('button', { name: 'Cancel scheduled publish' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/schedules/sch1')).toBe(true));
  });

  it.each(['Viewer', 'Reviewer'])('a %s sees where the review stands without any button', async (role) => {
    signInAs(role);
    current = request({ state: 'approved', pending: [], signatures: [signature({})] });
    renderBar();
    const region = await bar();
    await waitFor(() => expect(region).toHaveTextContent('Approved: submitted by Eddie Editor'));
    expect(within(region).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByLabelText('Publish at')).toBeNull();
  });
});
