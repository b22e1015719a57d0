import { initLoader, REVIEW_TEXTS, saveSession, type ReviewDetail, type ReviewRequest, type ReviewSignature, type Role } from '@pharma/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewPanel } from './review-panel';
import { SIGNATURE_STATEMENT } from './signature-dialog';
import { json } from '@pharma/shared/testing';

/*
 * The Review tab against a fetch mocked at the edge: the list and its filter, a request's detail
 * (changes, signatures, preview), who sees "Sign…", and the signature dialog.
 */

type Call = { method: string; url: string; body?: unknown };

const signature = (over: Partial<ReviewSignature>): ReviewSignature => ({
  id: 's1',
  meaning: 'Medical',
  verdict: 'approved',
  userId: 'u-mia',
  username: 'mia',
  printedName: 'Mia Medic',
  role: 'Reviewer',
  at: '2026-11-26T09:30:00.000Z',
  comment: 'Fine.',
  contentHash: 'hash-1',
  valid: true,
  ...over,
});

const request = (over: Partial<ReviewRequest> = {}): ReviewRequest => ({
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
  pending: ['Legal'],
  signatures: [signature({})],
  authors: ['u-ed'],
  updatedAt: '2026-11-26T08:00:00.000Z',
  version: 1,
  ...over,
});

describe('the Review tab', () => {
  let calls: Call[];
  let detail: ReviewDetail;
  let usernameRequired: boolean;
  let signAnswer: { status: number; message?: string };

  function signInAs(role: Role) {
    saveSession({ user: { username: role.toLowerCase(), role, name: `${role} Person` } });
  }

  beforeAll(() => {
    initLoader({ registerRemotes: () => undefined, loadRemote: async () => undefined }, [
      { name: 'mf_home', entry: '/home/remoteEntry.js', version: '1', routes: ['/'], admin: { label: 'Home Page', order: 1 } },
    ]);
  });

  beforeEach(() => {
    calls = [];
    usernameRequired = true;
    signAnswer = { status: 200 };
    detail = {
      ...request(),
      diffs: [
        {
          collection: 'home_slides',
          id: 'b',
          label: 'Second slide',
          state: 'changed',
          changes: [{ field: 'subtitle', before: 'Old claim', after: 'New claim' }],
        },
      ],
      canSign: { meanings: ['Legal'] },
    };
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/review' || url.startsWith('/api/review?')) {
        const state = new URL(url, 'http://x').searchParams.get('state');
        const all = [request(), request({ id: 'r0', state: 'published', pending: [], submittedAt: '2026-11-20T08:00:00.000Z' })];
        return json(200, { data: all.filter((r) => !state || r.state === state) });
      }
      if (url === '/api/review/signing') return json(200, { data: { usernameRequired } });
      if (url === '/api/review/r1/sign') {
        if (signAnswer.status !== 200) return json(signAnswer.status, { statusCode: signAnswer.status, message: signAnswer.message });
        detail = {
          ...detail,
          state: 'approved',
          pending: [],
          signatures: [...detail.signatures, signature({ id: 's2', meaning: 'Legal', printedName: 'Reviewer Person', username: 'reviewer' })],
          canSign: { meanings: [] },
        };
        return json(200, { data: detail });
      }
      if (url === '/api/review/r1') return json(200, { data: detail });
      if (url === '/api/auth/preview-token') return json(200, { data: { token: 'tok' } });
      return json(404, { message: 'Not found' });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  function renderPanel(onChanged = jest.fn()) {
    render(<ReviewPanel onChanged={onChanged} />);
    return { user: userEvent.setup(), onChanged };
  }

  async function openFirst(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /^Open the review of Home Page/ }));
    return screen.findByRole('region', { name: 'Review of Home Page' });
  }

  it('lists the requests in review (page, who, when, still needed, state); the filter shows other states', async () => {
    signInAs('Viewer');
    const { user } = renderPanel();
    const table = await screen.findByRole('table', { name: 'Review requests (In review), newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Home Page');
    expect(rows[0]).toHaveTextContent('Eddie Editor');
    expect(within(rows[0]!).getByText(new Date('2026-11-26T08:00:00.000Z').toLocaleString())).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Legal');
    expect(rows[0]).toHaveTextContent('In review');
    expect(calls.some((c) => c.url === '/api/review?state=in_review')).toBe(true);

    await user.selectOptions(screen.getByLabelText('Show'), 'published');
    const published = await screen.findByRole('table', { name: 'Review requests (Published), newest first' });
    expect(within(published).getAllByRole('row').slice(1)[0]).toHaveTextContent('Published');
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    const all = await screen.findByRole('table', { name: 'Review requests (All), newest first' });
    expect(within(all).getAllByRole('row')).toHaveLength(3);
    expect(calls.some((c) => c.url === '/api/review')).toBe(true);
  });

  it('the detail shows the field-level changes (published vs submitted), the signatures and the preview of the submitted page', async () => {
    signInAs('Viewer');
    const { user } = renderPanel();
    const region = await openFirst(user);
    expect(await within(region).findByRole('heading', { name: 'Review of Home Page' })).toHaveFocus();
    expect(region).toHaveTextContent('Waiting forLegal');
    const changes = within(region).getByRole('table', { name: 'Changes to Second slide' });
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Published', 'Submitted']);
    expect(within(changes).getAllByRole('row')[1]?.textContent).toBe('SubtitleOld claimNew claim');
    const signatures = within(region).getByRole('table', { name: 'Signatures given' });
    const row = within(signatures).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['mia', new Date('2026-11-26T09:30:00.000Z').toLocaleString(), 'Medical', 'Approved', 'Fine.', 'Valid']);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Mia Medic');

    await user.click(within(region).getByRole('button', { name: 'Show preview' }));
    expect(await within(region).findByTitle('Preview of the submitted Home Page')).toHaveAttribute('src', '/?preview=tok');

    await user.click(within(region).getByRole('button', { name: 'Back to the list' }));
    expect(screen.getByRole('button', { name: /^Open the review of Home Page/ })).toHaveFocus();
  });

  it('an invalidated signature says it no longer counts, and why', async () => {
    signInAs('Viewer');
    detail = { ...detail, signatures: [signature({ valid: false, invalidatedReason: REVIEW_TEXTS.signaturesInvalidated })] };
    const { user } = renderPanel();
    const region = await openFirst(user);
    const signatures = await within(region).findByRole('table', { name: 'Signatures given' });
    expect(within(signatures).getAllByRole('row')[1]).toHaveTextContent(`No longer valid: ${REVIEW_TEXTS.signaturesInvalidated}`);
  });

  it.each<Role>(['Reviewer', 'Administrator'])('a %s who may sign sees "Sign…"', async (role) => {
    signInAs(role);
    const { user } = renderPanel();
    const region = await openFirst(user);
    expect(await within(region).findByRole('button', { name: 'Sign…' })).toBeInTheDocument();
  });

  it.each<Role>(['Editor', 'Viewer'])('a %s never sees "Sign…" (content.review)', async (role) => {
    signInAs(role);
    const { user } = renderPanel();
    const region = await openFirst(user);
    await within(region).findByRole('table', { name: 'Signatures given' });
    expect(within(region).queryByRole('button', { name: 'Sign…' })).toBeNull();
  });

  it('a Reviewer who may not sign (separation of duties) is told why, without the button', async () => {
    signInAs('Reviewer');
    detail = { ...detail, canSign: { meanings: [], reason: REVIEW_TEXTS.selfApproval } };
    const { user } = renderPanel();
    const region = await openFirst(user);
    expect(await within(region).findByText(REVIEW_TEXTS.selfApproval)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Sign…' })).toBeNull();
  });

  it('signing: meaning, verdict, user name and password, the statement; the content hash is sent and the detail refreshes', async () => {
    signInAs('Reviewer');
    const { user, onChanged } = renderPanel();
    const region = await openFirst(user);
    await user.click(await within(region).findByRole('button', { name: 'Sign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Home Page review' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Meaning')).toHaveValue('Legal');
    expect(within(dialog).getByRole('group', { name: 'Verdict' })).toBeInTheDocument();
    // Nothing is chosen for the reviewer: Sign stays off until Approve or Reject is picked.
    expect(within(dialog).getByRole('radio', { name: 'Approve' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Reject' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Sign' })).toBeDisabled();
    expect(within(dialog).getByText(SIGNATURE_STATEMENT)).toBeInTheDocument();
    expect(SIGNATURE_STATEMENT).toMatch(/legally binding equivalent of your handwritten signature/);
    await user.type(await within(dialog).findByLabelText('User name'), 'reviewer');
    await user.type(within(dialog).getByLabelText('Password'), 'secret password');
    expect(within(dialog).getByRole('button', { name: 'Sign' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    expect(within(dialog).getByRole('radio', { name: 'Approve' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url === '/api/review/r1/sign')?.body).toEqual({
      meaning: 'Legal',
      verdict: 'approved',
      password: 'secret password',
      username: 'reviewer',
      contentHash: 'hash-1',
    });
    expect(await within(region).findByText('Signed: Legal, approved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('row')
          .some((row) => row.textContent?.includes('Reviewer Person')),
      ).toBe(true),
    );
    expect(region).toHaveTextContent('StateApproved');
    expect(within(region).queryByRole('button', { name: 'Sign…' })).toBeNull();
    expect(onChanged).toHaveBeenCalled();
  });

  it('asks only for the password once the session has signed (usernameRequired false)', async () => {
    signInAs('Reviewer');
    usernameRequired = false;
    const { user } = renderPanel();
    const region = await openFirst(user);
    await user.click(await within(region).findByRole('button', { name: 'Sign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Home Page review' });
    await within(dialog).findByLabelText('Password');
    expect(within(dialog).queryByLabelText('User name')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    await user.type(within(dialog).getByLabelText('Password'), 'secret password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/review/r1/sign')).toBe(true));
    expect(calls.find((c) => c.url === '/api/review/r1/sign')?.body).not.toHaveProperty('username');
  });

  it('a wrong password is shown in the dialog (role=alert), nothing is signed, the password is cleared', async () => {
    signInAs('Reviewer');
    usernameRequired = false;
    signAnswer = { status: 400, message: REVIEW_TEXTS.wrongPassword };
    const { user } = renderPanel();
    const region = await openFirst(user);
    await user.click(await within(region).findByRole('button', { name: 'Sign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Home Page review' });
    await user.type(await within(dialog).findByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVIEW_TEXTS.wrongPassword);
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
  });

  it('a rejection needs a comment: refused before sending, then sent with it', async () => {
    signInAs('Reviewer');
    usernameRequired = false;
    const { user } = renderPanel();
    const region = await openFirst(user);
    await user.click(await within(region).findByRole('button', { name: 'Sign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Home Page review' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Reject' }));
    await user.type(within(dialog).getByLabelText('Password'), 'secret password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    const comment = within(dialog).getByLabelText('Comment');
    expect(comment).toHaveAccessibleDescription(expect.stringContaining(REVIEW_TEXTS.rejectionNeedsComment) as string);
    expect(comment).toHaveFocus();
    expect(calls.some((c) => c.url === '/api/review/r1/sign')).toBe(false);
    await user.type(comment, 'The claim needs a reference.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/review/r1/sign')).toBe(true));
    expect(calls.find((c) => c.url === '/api/review/r1/sign')?.body).toMatchObject({ verdict: 'rejected', comment: 'The claim needs a reference.' });
  });

  it('content changed since it was opened (409): the API’s message in the dialog, and the detail is read again', async () => {
    signInAs('Reviewer');
    usernameRequired = false;
    signAnswer = { status: 409, message: REVIEW_TEXTS.contentChanged };
    const { user } = renderPanel();
    const region = await openFirst(user);
    await user.click(await within(region).findByRole('button', { name: 'Sign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Home Page review' });
    const reads = () => calls.filter((c) => c.url === '/api/review/r1').length;
    const before = reads();
    await user.type(await within(dialog).findByLabelText('Password'), 'secret password');
    await user.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVIEW_TEXTS.contentChanged);
    await waitFor(() => expect(reads()).toBe(before + 1));
  });
  it('the changes and the preview come before "Sign…"; each change is titled by its section, the item named under it', async () => {
    signInAs('Reviewer');
    const { user } = renderPanel();
    const region = await openFirst(user);
    const sign = await within(region).findByRole('button', { name: 'Sign…' });
    const changes = within(region).getByRole('region', { name: 'Changes' });
    const preview = within(region).getByRole('region', { name: 'Preview' });
    const follows = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(changes, sign)).toBe(true);
    expect(follows(preview, sign)).toBe(true);
    expect(follows(within(region).getByRole('region', { name: 'Signatures' }), sign)).toBe(true);
    expect(within(changes).getByRole('heading', { level: 4 })).toHaveAccessibleName(expect.stringMatching(/^Hero Slides\s+—\s+Second slide/) as string);
  });

  it('dates are in the reader’s locale and time zone, the review-by date too, never as ISO text', async () => {
    signInAs('Viewer');
    detail = { ...detail, reviewBy: '2027-11-27' };
    const { user } = renderPanel();
    const region = await openFirst(user);
    const reviewBy = (await within(region).findByText(/2027/, { selector: 'time' })) as HTMLTimeElement;
    expect(reviewBy).toHaveAttribute('datetime', '2027-11-27');
    expect(reviewBy).toHaveTextContent(new Intl.DateTimeFormat(navigator.language, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2027, 10, 27)));
    expect(region).not.toHaveTextContent('2027-11-27');
    expect(region).not.toHaveTextContent('2026-11-26T');
  });

  it('the sign dialog repeats what is signed (page, sections, version, short content hash) beside the statement', async () => {
    signInAs('Reviewer');
    usernameRequired = false;
    const hash = `sha256:${'3f2a9c01b7de'}${'0'.repeat(52)}`;
    detail = { ...detail, contentHash: hash, round: 2 };
    const { user } = renderPanel();
    const region = await openFirst(user);
    await user.click(await within(region).findByRole('button', { name: 'Sign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Home Page review' });
    const facts = await within(dialog).findByRole('group', { name: 'You are signing' });
    expect(facts).toHaveTextContent('PageHome Page');
    expect(facts).toHaveTextContent('Sections changedHero Slides');
    expect(facts).toHaveTextContent('VersionRequest r1, round 2');
    expect(facts).toHaveTextContent('Content hashsha256:3f2a9c01b7de…');
    expect(within(facts).getByTitle(hash)).toBeInTheDocument();
    expect(facts).toContainElement(within(dialog).getByText(SIGNATURE_STATEMENT));
    expect(within(dialog).getByRole('button', { name: 'Sign' })).toHaveAccessibleDescription(expect.stringContaining('Request r1, round 2') as string);
    await user.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    await user.type(within(dialog).getByLabelText('Comment'), 'No.');
    await user.type(within(dialog).getByLabelText('Password'), 'secret password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/review/r1/sign')?.body).toMatchObject({ verdict: 'rejected', contentHash: hash }));
  });
});
