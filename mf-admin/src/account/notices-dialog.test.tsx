import { NOTICE_TEXTS, NOTICES, type NoticeSetting } from '@pharma/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@pharma/shared/testing';
import { NoticesDialog, NOTICES_PATH } from './notices-dialog';

const SETTINGS: NoticeSetting[] = [
  { kind: 'review-decided', label: NOTICES['review-decided'].label, on: true },
  { kind: 'enquiry-received', label: NOTICES['enquiry-received'].label, on: false },
];

describe('E-mail notifications', () => {
  it('shows each kind as a labelled checkbox and saves the ones turned off', async () => {
    const calls: Array<{ method: string; body: unknown }> = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe(NOTICES_PATH);
      calls.push({ method: init?.method ?? 'GET', body: init?.body ? JSON.parse(init.body as string) : undefined });
      return json(200, { data: SETTINGS });
    }) as unknown as typeof fetch;
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(<NoticesDialog account="maya@example.com" onClose={() => undefined} onSaved={onSaved} />);
    const decided = await screen.findByRole('checkbox', { name: NOTICES['review-decided'].label });
    expect(decided).toBeChecked();
    expect(screen.getByRole('checkbox', { name: NOTICES['enquiry-received'].label })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'E-mail me when' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();

    await user.click(decided);
    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(calls.at(-1)).toEqual({ method: 'PUT', body: { off: ['review-decided', 'enquiry-received'] } });
    expect(onSaved).toHaveBeenCalled();
  });

  it("says so when the API refuses, and keeps the dialog's choices", async () => {
    global.fetch = jest.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? json(400, { statusCode: 400, message: 'each value in off must be one of the following values' }) : json(200, { data: SETTINGS }),
    ) as unknown as typeof fetch;
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(<NoticesDialog account="maya@example.com" onClose={() => undefined} onSaved={onSaved} />);
    await user.click(await screen.findByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your notifications were not saved: each value in off must be one of the following values');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('tells the built-in Administrator, who has no address, that no mail can reach them', async () => {
    global.fetch = jest.fn(async () => json(200, { data: SETTINGS })) as unknown as typeof fetch;
    render(<NoticesDialog account="admin" onClose={() => undefined} onSaved={() => undefined} />);
    expect(await screen.findByRole('note')).toHaveTextContent(NOTICE_TEXTS.noAddress);
  });
});
