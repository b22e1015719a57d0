import { ACCOUNT_TEXTS } from '@pharma/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PASSWORDS_DIFFER } from '../account/password-rules';
import { PASSWORD_SET, SetPasswordPage, tokenOf } from './set-password-page';
import { json } from '@pharma/shared/testing';

const GOOD = 'correct horse battery';

describe('the set-password page (/admin/set-password#token=…)', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    window.history.replaceState(null, '', '/admin/set-password#token=tok-123');
    fetchMock = jest.fn(async () => json(204));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  function renderPage() {
    render(
      <MemoryRouter>
        <SetPasswordPage />
      </MemoryRouter>,
    );
    return userEvent.setup();
  }

  it('reads the token from the fragment and takes it out of the address bar', async () => {
    renderPage();
    expect(await screen.findByLabelText('New password')).toBeEnabled();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/admin/set-password');
    expect(tokenOf('#token=a%2Bb')).toBe('a+b');
  });

  it('says when the two passwords differ or the new one is too short, and sends nothing', async () => {
    const user = renderPage();
    await user.type(await screen.findByLabelText('New password'), GOOD);
    await user.type(screen.getByLabelText('Confirm password'), `${GOOD}!`);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORDS_DIFFER);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(PASSWORDS_DIFFER);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.passwordTooShort);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password with the token, then offers the sign-in', async () => {
    const user = renderPage();
    await user.type(await screen.findByLabelText('New password'), GOOD);
    await user.type(screen.getByLabelText('Confirm password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_SET);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/admin/login');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/set-password');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok-123', password: GOOD });
  });

  it("shows the API's message when the link is used or expired", async () => {
    fetchMock.mockResolvedValue(json(400, { statusCode: 400, message: ACCOUNT_TEXTS.linkInvalid }));
    const user = renderPage();
    await user.type(await screen.findByLabelText('New password'), GOOD);
    await user.type(screen.getByLabelText('Confirm password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.linkInvalid);
  });

  it('without a token says the link is invalid', async () => {
    window.history.replaceState(null, '', '/admin/set-password');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.linkInvalid);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
