import { saveSession, type Account, type ReviewSettings, type Role } from '@pharma/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@pharma/shared/testing';
import { ReviewSettingsPanel } from './review-settings';
import { ReviewTabShortfall, signerCount, signerShortfallText } from './signer-shortfall';

/*
 * More meanings than people allowed to sign means no request can be approved: an Administrator is
 * told, with the numbers, in Settings › Review (as they type) and in the Review tab.
 */

const account = (role: Role, status: Account['status'] = 'active') => ({ role, status }) as Account;

describe('signers against meanings', () => {
  let accounts: Account[];
  let settings: ReviewSettings;

  function signInAs(role: Role) {
    saveSession({ user: { username: 'someone', role, name: 'Someone' } });
  }

  beforeEach(() => {
    accounts = [account('Administrator'), account('Reviewer'), account('Reviewer', 'inactive'), account('Editor'), account('Viewer')];
    settings = { required: true, meanings: ['Medical', 'Legal', 'Regulatory'], unpublishOnExpiry: false, version: 1 };
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/users') return json(200, { data: accounts });
      if (url === '/api/review/settings') return json(200, { data: settings });
      return json(404, { message: 'Not found' });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  it('counts the active accounts whose role may sign (Reviewer, Administrator)', () => {
    expect(signerCount(accounts)).toBe(2);
    expect(signerCount([])).toBe(0);
  });

  it('says the numbers in plain words, and nothing while there are enough people', () => {
    expect(signerShortfallText(2, 1)).toBe(
      '2 meanings are configured and each needs a different person, but only 1 active account may sign (Reviewer or Administrator). ' +
        'No request can be fully approved until 1 more such account is active in Users Management, or the meanings are cut to 1.',
    );
    expect(signerShortfallText(2, 2)).toBe('');
    expect(signerShortfallText(1, 3)).toBe('');
  });

  it('Settings › Review warns an Administrator as meanings are added, and stops when one is removed', async () => {
    signInAs('Administrator');
    settings = { ...settings, meanings: ['Medical', 'Legal'] };
    render(<ReviewSettingsPanel />);
    const user = userEvent.setup();
    await screen.findByLabelText('Meaning 2');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Require review before publishing' })).toBeInTheDocument());
    expect(screen.queryByRole('note', { name: 'Not enough reviewers' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add meaning' }));
    expect(screen.queryByRole('note', { name: 'Not enough reviewers' })).toBeNull(); // a blank meaning is not counted
    await user.type(screen.getByLabelText('Meaning 3'), 'Regulatory');
    expect(await screen.findByRole('note', { name: 'Not enough reviewers' })).toHaveTextContent(
      '3 meanings are configured and each needs a different person, but only 2 active accounts may sign',
    );
    await user.click(screen.getByRole('button', { name: 'Remove meaning 3' }));
    expect(screen.queryByRole('note', { name: 'Not enough reviewers' })).toBeNull();
  });

  it('the Review tab warns an Administrator while review is required with too few signers', async () => {
    signInAs('Administrator');
    render(<ReviewTabShortfall />);
    expect(await screen.findByRole('note', { name: 'Not enough reviewers' })).toHaveTextContent('3 meanings are configured');
    expect(screen.getByRole('note')).toHaveTextContent('until 1 more such account is active');
  });

  it('no warning with review off', async () => {
    signInAs('Administrator');
    settings = { ...settings, required: false };
    render(<ReviewTabShortfall />);
    await waitFor(() => expect((global.fetch as jest.Mock).mock.calls.some(([url]) => url === '/api/review/settings')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it.each<Role>(['Reviewer', 'Editor', 'Viewer'])('the %s role is not warned and never asks for the accounts', async (role) => {
    signInAs(role);
    render(<ReviewTabShortfall />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('note')).toBeNull();
    expect((global.fetch as jest.Mock).mock.calls.map(([url]) => String(url))).not.toContain('/api/users');
  });
});
