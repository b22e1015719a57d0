import { saveSession, VERSION_CONFLICT_MESSAGE, type ReviewSettings, type Role } from '@pharma/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meaningErrors, REVIEW_SETTINGS_SAVED, ReviewSettingsPanel } from './review-settings';
import { json } from '@pharma/shared/testing';

type Call = { method: string; url: string; body?: unknown };

describe('Settings › Review', () => {
  let calls: Call[];
  let stored: ReviewSettings;
  let putStatus: number;

  function signInAs(role: Role) {
    saveSession({ user: { username: 'someone', role, name: 'Someone' } });
  }

  beforeEach(() => {
    calls = [];
    putStatus = 200;
    stored = { required: false, meanings: ['Approved for publication'], unpublishOnExpiry: false, version: 3 };
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as ReviewSettings) : undefined;
      calls.push({ method, url, body });
      if (method === 'PUT') {
        if (putStatus !== 200) return json(putStatus, { statusCode: putStatus, message: putStatus === 409 ? VERSION_CONFLICT_MESSAGE : 'Refused' });
        stored = { ...body!, version: (body!.version ?? 0) + 1 };
        return json(200, { data: stored });
      }
      return json(200, { data: stored });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  function renderPanel() {
    render(<ReviewSettingsPanel />);
    return userEvent.setup();
  }

  it('an Administrator requires review, renames, adds and removes meanings, and saves with the version read', async () => {
    signInAs('Administrator');
    const user = renderPanel();
    const requireBox = await screen.findByRole('checkbox', { name: 'Require review before publishing' });
    expect(requireBox).not.toBeChecked();
    expect(screen.getByLabelText('Meaning 1')).toHaveValue('Approved for publication');
    await user.click(requireBox);
    await user.clear(screen.getByLabelText('Meaning 1'));
    await user.type(screen.getByLabelText('Meaning 1'), 'Medical');
    await user.click(screen.getByRole('button', { name: 'Add meaning' }));
    await user.type(screen.getByLabelText('Meaning 2'), 'Legal');
    await user.click(screen.getByRole('button', { name: 'Add meaning' }));
    await user.type(screen.getByLabelText('Meaning 3'), 'Regulatory');
    await user.click(screen.getByRole('button', { name: 'Remove meaning 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Unpublish content on its review-by date' }));
    await user.click(screen.getByRole('button', { name: 'Save review settings' }));

    expect(await screen.findByRole('status')).toHaveTextContent(REVIEW_SETTINGS_SAVED);
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/review/settings',
      body: { required: true, meanings: ['Medical', 'Regulatory'], unpublishOnExpiry: true, version: 3 },
    });
    // The form now holds the saved copy (next save sends version 4).
    expect(screen.getByLabelText('Meaning 2')).toHaveValue('Regulatory');
  });

  it('keeps 1 to 6 meanings: the last one cannot be removed, a seventh cannot be added', async () => {
    signInAs('Administrator');
    const user = renderPanel();
    await screen.findByLabelText('Meaning 1');
    expect(screen.getByRole('button', { name: 'Remove meaning 1' })).toBeDisabled();
    for (let n = 2; n <= 6; n++) {
      await user.click(screen.getByRole('button', { name: 'Add meaning' }));
      await user.type(screen.getByLabelText(`Meaning ${n}`), `Meaning text ${n}`);
    }
    expect(screen.getByRole('button', { name: 'Add meaning' })).toBeDisabled();
    expect(screen.getByLabelText('Meaning 6')).toHaveAttribute('maxlength', '60');
  });

  it('an empty or repeated meaning is named under its input and nothing is sent', async () => {
    signInAs('Administrator');
    const user = renderPanel();
    await screen.findByLabelText('Meaning 1');
    await user.click(screen.getByRole('button', { name: 'Add meaning' }));
    await user.click(screen.getByRole('button', { name: 'Add meaning' }));
    await user.type(screen.getByLabelText('Meaning 3'), ' approved for publication ');
    await user.click(screen.getByRole('button', { name: 'Save review settings' }));
    expect(screen.getByLabelText('Meaning 2')).toHaveAccessibleDescription('Meaning 2 is required');
    expect(screen.getByLabelText('Meaning 3')).toHaveAccessibleDescription('Meaning 3 is the same as meaning 1');
    expect(screen.getByLabelText('Meaning 2')).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(meaningErrors(['x'.repeat(61)])).toEqual({ 0: 'Meaning 1 must be 60 characters or fewer' });
  });

  it('a stale version (409) offers Reload, which reads the settings again', async () => {
    signInAs('Administrator');
    putStatus = 409;
    const user = renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Require review before publishing' }));
    await user.click(screen.getByRole('button', { name: 'Save review settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VERSION_CONFLICT_MESSAGE);
    stored = { ...stored, required: true, version: 4 };
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Require review before publishing' })).toBeChecked());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<Role>(['Editor', 'Reviewer', 'Viewer'])('a %s sees the settings read-only, without Save', async (role) => {
    signInAs(role);
    stored = { required: true, meanings: ['Medical', 'Legal'], unpublishOnExpiry: true, version: 2 };
    renderPanel();
    expect(await screen.findByRole('checkbox', { name: 'Require review before publishing' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Require review before publishing' })).toBeChecked();
    expect(screen.getByLabelText('Meaning 2')).toHaveValue('Legal');
    expect(screen.getByLabelText('Meaning 2')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add meaning' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save review settings' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Only Administrators can change the review settings.');
  });
});
