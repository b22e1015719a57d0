import { DEFAULT_VERIFICATION } from '@pharma/shared/content';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ALTCHA_INFO, defineFakeAltcha, FakeAltchaWidget, findWidget, jsonResponse, stubFetch } from '../test-support';
import { AltchaVerification } from './altcha-verification';
import { HumanVerification } from './human-verification';
import { RECAPTCHA_SCRIPT_ID } from './recaptcha-verification';
import { parseVerificationInfo } from './verification-info';

jest.mock('altcha', () => ({}));

type RecaptchaWindow = Window & {
  grecaptcha?: { render: jest.Mock; reset: jest.Mock };
  __contactRecaptchaOnload?: () => void;
};

beforeEach(() => {
  defineFakeAltcha();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as RecaptchaWindow).grecaptcha;
});

describe('ALTCHA (default provider)', () => {
  it('adds the widget when mounted, pointed at the API challenge, and removes it when unmounted', async () => {
    stubFetch({ 'GET /api/contact-form/verification': () => jsonResponse(ALTCHA_INFO) });
    const { unmount } = render(<HumanVerification onTokenChange={() => undefined} />);
    await waitFor(() => expect(findWidget()).not.toBeNull());
    expect(findWidget()).toHaveAttribute('challenge', '/api/contact-form/challenge');
    expect(document.querySelectorAll('altcha-widget')).toHaveLength(1);
    unmount();
    expect(findWidget()).toBeNull();
  });

  it('falls back to ALTCHA when the API cannot say which provider to use', async () => {
    stubFetch({}); // every request fails like a network error
    render(<HumanVerification onTokenChange={() => undefined} />);
    await waitFor(() => expect(findWidget()).not.toBeNull());
    expect(findWidget()).toHaveAttribute('challenge', DEFAULT_VERIFICATION.provider === 'altcha' ? DEFAULT_VERIFICATION.challengeUrl : '');
  });

  it('reports the payload when verified and null when the state leaves verified', async () => {
    const onToken = jest.fn();
    render(<AltchaVerification challengeUrl="/c" onTokenChange={onToken} load={() => Promise.resolve()} />);
    await waitFor(() => expect(findWidget()).not.toBeNull());
    act(() => {
      findWidget()!.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'abc' } }));
    });
    expect(onToken).toHaveBeenLastCalledWith('abc');
    act(() => {
      findWidget()!.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'error' } }));
    });
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('starts solving at once when the visitor is already typing in the form as the widget arrives', async () => {
    let finishLoading: () => void = () => undefined;
    const slowLoad = () => new Promise<void>((resolve) => (finishLoading = resolve));
    render(
      <form>
        <input aria-label="Name" />
        <AltchaVerification challengeUrl="/c" onTokenChange={() => undefined} load={slowLoad} />
      </form>,
    );
    screen.getByLabelText('Name').focus();
    await act(async () => finishLoading());
    expect(findWidget()).not.toBeNull();
    expect(FakeAltchaWidget.verifies).toBe(1);
  });

  it('waits for the visitor when nothing in the form has focus yet', async () => {
    render(
      <form>
        <AltchaVerification challengeUrl="/c" onTokenChange={() => undefined} load={() => Promise.resolve()} />
      </form>,
    );
    await waitFor(() => expect(findWidget()).not.toBeNull());
    expect(FakeAltchaWidget.verifies).toBe(0);
  });

  it('says so when the widget code cannot be loaded', async () => {
    render(<AltchaVerification challengeUrl="/c" onTokenChange={() => undefined} load={() => Promise.reject(new Error('chunk'))} />);
    expect(await screen.findByText('The verification could not be loaded. Please reload the page.')).toBeInTheDocument();
    expect(findWidget()).toBeNull();
  });
});

describe('reCAPTCHA (when the API is configured for it)', () => {
  it("adds Google's script on mount, renders with the site key, reports tokens, and removes the script on unmount", async () => {
    stubFetch({ 'GET /api/contact-form/verification': () => jsonResponse({ provider: 'recaptcha', siteKey: 'site-key-1' }) });
    const onToken = jest.fn();
    const { unmount } = render(<HumanVerification onTokenChange={onToken} />);
    await waitFor(() => expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).not.toBeNull());
    const script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toContain('https://www.google.com/recaptcha/api.js');
    expect(script.src).toContain('render=explicit');
    expect(findWidget()).toBeNull();

    const win = window as RecaptchaWindow;
    win.grecaptcha = { render: jest.fn(() => 3), reset: jest.fn() };
    act(() => win.__contactRecaptchaOnload?.());
    const options = win.grecaptcha.render.mock.calls[0][1] as Record<string, (token?: string) => void>;
    expect(options.sitekey).toBe('site-key-1');
    act(() => options.callback('google-token'));
    expect(onToken).toHaveBeenLastCalledWith('google-token');
    act(() => options['expired-callback']());
    expect(onToken).toHaveBeenLastCalledWith(null);

    unmount();
    expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).toBeNull();
    expect(win.__contactRecaptchaOnload).toBeUndefined();
  });
});

describe('parseVerificationInfo', () => {
  it('accepts both providers, bare or wrapped in data, and falls back to ALTCHA otherwise', () => {
    expect(parseVerificationInfo({ provider: 'recaptcha', siteKey: 'k' })).toEqual({ provider: 'recaptcha', siteKey: 'k' });
    expect(parseVerificationInfo({ data: { provider: 'altcha', challengeUrl: '/x' } })).toEqual({ provider: 'altcha', challengeUrl: '/x' });
    expect(parseVerificationInfo({ provider: 'recaptcha' })).toEqual(DEFAULT_VERIFICATION);
    expect(parseVerificationInfo(null)).toEqual(DEFAULT_VERIFICATION);
  });
});
