import { ACCOUNT_TEXTS } from '@pharma/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { json } from '@pharma/shared/testing';
import { FORGOT_PASSWORD_PATH, ForgotPasswordPage } from './forgot-password-page';

describe('the forgot-password page (/admin/forgot-password)', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(async () => json(202, { message: ACCOUNT_TEXTS.forgottenSent }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  function renderPage() {
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    return userEvent.setup();
  }

  it('sends the address and says the same thing whatever the server found, with the way back to sign in', async () => {
    const user = renderPage();
    await user.type(await screen.findByLabelText('E-mail address'), ' maya@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_TEXTS.forgottenSent);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([FORGOT_PASSWORD_PATH, 'POST', { email: 'maya@example.com' }]);
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin/login');
  });

  it('shows a refusal in the server’s words and keeps the form', async () => {
    fetchMock.mockResolvedValue(json(429, { statusCode: 429, message: 'Too many requests. Try again in 60 seconds.' }));
    const user = renderPage();
    await user.type(await screen.findByLabelText('E-mail address'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 60 seconds.');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('maya@example.com');
  });
});
