import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from './login-page';
import { json } from '@pharma/shared/testing';

type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

function renderLogin(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/admin/login', state }]}>
      <Routes>
        <Route path="/admin/login" element={<LoginPage />} />
        <Route path="/admin/dashboard" element={<p>Dashboard reached</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LoginPage', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the demo credentials the API offers in development', async () => {
    fetchMock.mockResolvedValue(json(200, { username: 'admin', password: 'admin123' }));
    renderLogin();
    expect(await screen.findByRole('complementary', { name: 'Demo credentials' })).toHaveTextContent('admin123');
  });

  it('shows no credentials when the API answers 404 (production)', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Not Found' }));
    renderLogin();
    await screen.findByRole('button', { name: 'Sign In' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary', { name: 'Demo credentials' })).toBeNull();
  });

  it("reads 'Signing in...' while submitting, then shows 'Invalid username or password' on a 401", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((input) =>
      String(input).includes('demo-credentials') ? Promise.resolve(json(404, {})) : new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(json(401, { statusCode: 401, message: 'Invalid username or password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows 'Login failed. Please try again.' when the call fails", async () => {
    fetchMock.mockImplementation((input) =>
      String(input).includes('demo-credentials') ? Promise.resolve(json(404, {})) : Promise.reject(new TypeError('network')),
    );
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('signs in for a session cookie, keeps only who signed in (no token) and goes to the dashboard', async () => {
    const answer = { expiresAt: new Date(Date.now() + 900_000).toISOString(), user: { username: 'admin', role: 'Administrator' } };
    fetchMock.mockImplementation((input) => Promise.resolve(String(input).includes('demo-credentials') ? json(404, {}) : json(200, answer)));
    sessionStorage.setItem('admin_sign_in_notice', 'Your session has expired. Please sign in again.');
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/login')!;
    expect(JSON.parse(String(init!.body))).toEqual({ username: 'admin', password: 'admin123', mode: 'cookie' });
    expect(init!.credentials).toBe('same-origin');
    expect(JSON.parse(localStorage.getItem('admin_auth')!)).toEqual({ user: { username: 'admin', role: 'Administrator' } });
    expect(sessionStorage.getItem('admin_sign_in_notice')).toBeNull(); // the notice has done its work
  });

  it("shows the API's message when the account is locked (429)", async () => {
    const locked = 'Too many failed sign-ins for this account. Try again in 1 minute.';
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('demo-credentials') ? json(404, {}) : json(429, { statusCode: 429, message: locked })),
    );
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    expect(localStorage.getItem('admin_auth')).toBeNull();
  });

  it('shows the session-expired notice it was sent with', async () => {
    fetchMock.mockResolvedValue(json(404, {}));
    renderLogin({ notice: 'Your session has expired. Please sign in again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
  });

  it('shows the notice kept for this tab when the sign-in page is reached again without it (a second navigation, a reload)', async () => {
    fetchMock.mockResolvedValue(json(404, {}));
    sessionStorage.setItem('admin_sign_in_notice', 'Your session has expired. Please sign in again.');
    renderLogin();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
    sessionStorage.clear();
  });
});
