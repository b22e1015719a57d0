import { saveSession, type OutboxMessage, type Role } from '@pharma/shared';
import { json } from '@pharma/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutboxPanel } from './outbox-panel';

const AT = '2026-11-28T08:00:00.000Z';

function message(id: string, to: string, state: OutboxMessage['state'], extra: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id,
    to,
    subject: 'Your Auralis Life Sciences dashboard account',
    kind: 'account-created',
    state,
    attempts: state === 'queued' ? 0 : 1,
    nextAttemptAt: null,
    lastError: null,
    sentAt: state === 'sent' ? AT : null,
    createdAt: AT,
    updatedAt: AT,
    ...extra,
  };
}

describe('Settings › Outbox', () => {
  let calls: Array<{ method: string; url: string }>;
  let stored: OutboxMessage[];

  const signInAs = (role: Role) => saveSession({ user: { username: 'someone', role, name: 'Someone' } });

  beforeEach(() => {
    calls = [];
    stored = [
      message('m2', 'lin@example.com', 'failed', { attempts: 6, lastError: '451 Mailbox l***@example.com busy' }),
      message('m1', 'ada@example.com', 'sent'),
    ];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url });
      if (method === 'POST') {
        stored = stored.map((mail) => (url.includes(`/${mail.id}/retry`) ? { ...mail, state: 'queued' as const } : mail));
        return json(200, { data: stored.find((mail) => url.includes(`/${mail.id}/`)) });
      }
      return json(200, { data: stored });
    }) as unknown as typeof fetch;
  });
  afterEach(() => localStorage.clear());

  it('an Administrator sees each message with its state, attempts and error, and sends a failed one again', async () => {
    signInAs('Administrator');
    render(<OutboxPanel />);
    const table = await screen.findByRole('table', { name: 'Outgoing mail, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Queued at', 'To', 'Subject', 'Kind', 'State', 'Attempts', 'Sent at', 'Actions']);
    const [failed, sent] = within(table).getAllByRole('row').slice(1);
    expect(failed).toHaveTextContent('lin@example.com');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('451 Mailbox l***@example.com busy');
    expect(sent).toHaveTextContent('Sent');
    expect(within(sent).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();

    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Send again to lin@example.com' }));
    expect(await screen.findByRole('status')).toHaveTextContent('is queued to be sent again');
    expect(calls).toContainEqual({ method: 'POST', url: '/api/outbox/m2/retry' });
    expect(await within(table).findAllByText('Queued')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
  });

  it('an Editor is told the outbox is for Administrators, and nothing is fetched', async () => {
    signInAs('Editor');
    render(<OutboxPanel />);
    expect(screen.getByRole('note')).toHaveTextContent('Only Administrators can see the outbox.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
