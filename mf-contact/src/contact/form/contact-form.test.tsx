import { CONTACT_ERROR_MESSAGE, CONTACT_SUCCESS_MESSAGE } from '@pharma/shared/content';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALTCHA_INFO, defineFakeAltcha, FakeAltchaWidget, findWidget, jsonResponse, solveWidget, stubFetch, widgetState, type Route } from '../test-support';
import ContactForm from './contact-form';

jest.mock('altcha', () => ({}));

const VERIFICATION = { 'GET /api/contact-form/verification': () => jsonResponse(ALTCHA_INFO) };

function setup(post: Route = () => jsonResponse({ ok: true }, 201)) {
  const fetchMock = stubFetch({ ...VERIFICATION, 'POST /api/contact-form': post });
  const user = userEvent.setup();
  render(<ContactForm />);
  return { fetchMock, user };
}

const posts = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: /Get in Touch|Sending\.\.\.|Please complete reCAPTCHA/ });

async function widgetReady() {
  await waitFor(() => expect(findWidget()).not.toBeNull());
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full Name *'), 'Anna Müller');
  await user.type(field('Email Address *'), 'anna@example.com');
  await user.type(field('Message *'), 'Please send your API catalogue.');
}

beforeEach(() => {
  defineFakeAltcha();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('fields', () => {
  it('labels every input, and the name field keeps only letters, spaces, hyphens and apostrophes', async () => {
    const { user } = setup();
    for (const label of ['Full Name *', 'Email Address *', 'Phone Number', 'Company', 'Message *']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.type(field('Full Name *'), "Anna-Marie O'Neil 3rd!@#");
    expect(field('Full Name *')).toHaveValue("Anna-Marie O'Neil rd");
    expect(field('Email Address *')).toHaveAttribute('type', 'email');
    expect(field('Email Address *')).toBeRequired();
    expect(field('Message *')).toBeRequired();
    await widgetReady();
  });

  it('counts message characters live out of 500 and limits the field to 500', async () => {
    const { user } = setup();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(field('Message *'), 'Hello');
    expect(screen.getByText('5/500')).toBeInTheDocument();
    expect(field('Message *')).toHaveAttribute('maxlength', '500');
    await widgetReady();
  });

  it('starts the phone at India with a calling code that cannot be removed', async () => {
    const { user } = setup();
    const phone = field('Phone Number');
    expect(phone).toHaveValue('+91');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('IN');
    await user.clear(phone);
    expect(phone).toHaveValue('+91');
    await user.type(phone, '9876543210');
    expect(phone).toHaveValue('+91 98765 43210');
    await widgetReady();
  });

  it('switches country when a number with another calling code is typed, and keeps it in the enquiry', async () => {
    const { fetchMock, user } = setup();
    await widgetReady();
    await fillRequired(user);
    const phone = field('Phone Number');
    await user.click(phone);
    await user.keyboard('+44 20 7946 0958');
    expect(phone).toHaveValue('+44 20 7946 0958');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('GB');
    expect(phone).toBeValid();
    solveWidget('payload-uk');
    await user.click(button());
    await screen.findByText(CONTACT_SUCCESS_MESSAGE);
    const [[, init]] = posts(fetchMock);
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({ phone: '+44 20 7946 0958', countryCode: '+44' });
  });

  it('shows a calling code while it is typed, and Backspace back past the "+" gives the number back', async () => {
    const { user } = setup();
    const phone = field('Phone Number');
    await user.type(phone, '98765');
    await user.keyboard('+4');
    expect(phone).toHaveValue('+4');
    await user.keyboard('{Backspace}{Backspace}');
    expect(phone).toHaveValue('+91 98765');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('IN');
    await widgetReady();
  });

  it("switches country when a number with another calling code is pasted; national digits stay India's", async () => {
    const { user } = setup();
    const phone = field('Phone Number');
    await user.click(phone);
    await user.paste('+44 20 7946 0958');
    expect(phone).toHaveValue('+44 20 7946 0958');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('GB');
    await user.clear(phone);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Phone number country' }), 'IN');
    await user.click(phone);
    await user.paste('98765 43210');
    expect(phone).toHaveValue('+91 98765 43210');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('IN');
    await widgetReady();
  });

  it('asks for at least 2 national digits in a phone number that is given', async () => {
    const { user } = setup();
    const phone = field('Phone Number');
    expect(phone).toBeValid();
    await user.type(phone, '9');
    expect(phone).toBeInvalid();
    await user.type(phone, '8');
    expect(phone).toBeValid();
    await widgetReady();
  });
});

describe('submit button', () => {
  it('reads "Please complete reCAPTCHA" and is disabled until verified, then "Get in Touch"', async () => {
    setup();
    expect(button()).toHaveTextContent('Please complete reCAPTCHA');
    expect(button()).toBeDisabled();
    await widgetReady();
    solveWidget();
    expect(button()).toHaveTextContent('Get in Touch');
    expect(button()).toBeEnabled();
  });

  it('goes back to "Please complete reCAPTCHA" when the verification expires', async () => {
    setup();
    await widgetReady();
    solveWidget();
    widgetState('expired');
    expect(button()).toHaveTextContent('Please complete reCAPTCHA');
    expect(button()).toBeDisabled();
  });
});

describe('submission (spec §4)', () => {
  it('without a token: error message and nothing is sent', async () => {
    const { fetchMock, user } = setup();
    await widgetReady();
    await fillRequired(user);
    fireEvent.submit(field('Full Name *').closest('form')!);
    expect(await screen.findByText(CONTACT_ERROR_MESSAGE)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('with a message over 500 characters: error message and nothing is sent', async () => {
    const { fetchMock, user } = setup();
    await widgetReady();
    await fillRequired(user);
    solveWidget();
    // The input limit stops typing; a value set another way is caught again on submit.
    fireEvent.change(field('Message *'), { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await user.click(button());
    expect(await screen.findByText(CONTACT_ERROR_MESSAGE)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('OK: sends the body, shows success, clears the form (country back to +91) and resets the widget', async () => {
    const { fetchMock, user } = setup();
    await widgetReady();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Phone number country' }), 'US');
    await user.type(field('Phone Number'), '2015550123');
    await user.type(field('Company'), 'Acme Pharma');
    solveWidget('payload-1');
    await user.click(button());

    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    const [[url, init]] = posts(fetchMock);
    expect(url).toBe('/api/contact-form');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      name: 'Anna Müller',
      email: 'anna@example.com',
      phone: '+1 201 555 0123',
      countryCode: '+1',
      company: 'Acme Pharma',
      message: 'Please send your API catalogue.',
      recaptchaToken: 'payload-1',
    });
    for (const label of ['Full Name *', 'Email Address *', 'Company', 'Message *']) expect(field(label)).toHaveValue('');
    expect(field('Phone Number')).toHaveValue('+91');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('IN');
    expect(screen.getByText('0/500')).toBeInTheDocument();
    expect(FakeAltchaWidget.resets).toBe(1);
    expect(button()).toHaveTextContent('Please complete reCAPTCHA');
    expect(button()).toBeDisabled();
  });

  it('announces the thank-you message as a status and scrolls it into view', async () => {
    const scrollIntoView = jest.fn();
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = setup();
    await widgetReady();
    // The live region is in the page before the message, so that a screen reader hears what is put in it.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await fillRequired(user);
    solveWidget('payload-2');
    await user.click(button());
    await waitFor(() => expect(status).toHaveTextContent(CONTACT_SUCCESS_MESSAGE));
    expect(scrollIntoView).toHaveBeenCalled();
    expect((scrollIntoView.mock.contexts.at(-1) as Element).contains(status)).toBe(true);
    if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows "Sending..." with a spinner while the answer is pending, and submitting always ends', async () => {
    jest.useFakeTimers();
    const slowOk: Route = () => new Promise((resolve) => setTimeout(() => resolve(jsonResponse({ ok: true }, 201)), 2000));
    stubFetch({ ...VERIFICATION, 'POST /api/contact-form': slowOk });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ContactForm />);
    await widgetReady();
    await fillRequired(user);
    solveWidget();
    await user.click(button());

    expect(button()).toHaveTextContent('Sending...');
    expect(button()).toBeDisabled();
    expect(button().querySelector('.contact-submit-spinner')).not.toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1999);
    });
    expect(button()).toHaveTextContent('Sending...');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(button()).not.toHaveTextContent('Sending...');
  });

  it('non-OK answer: failure message, the form keeps its values, submitting ends', async () => {
    const { fetchMock, user } = setup(() => jsonResponse({ message: 'Human verification failed. Please try again.' }, 400));
    await widgetReady();
    await fillRequired(user);
    solveWidget();
    await user.click(button());
    expect(await screen.findByText(CONTACT_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_SUCCESS_MESSAGE)).not.toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(1);
    expect(field('Full Name *')).toHaveValue('Anna Müller');
    expect(button()).toHaveTextContent('Get in Touch');
    expect(button()).toBeEnabled();
  });

  it('network failure: failure message and submitting ends', async () => {
    const { user } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await widgetReady();
    await fillRequired(user);
    solveWidget();
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_ERROR_MESSAGE);
    expect(button()).toHaveTextContent('Get in Touch');
  });

  it('a new submit clears the previous outcome first', async () => {
    let answer = 500;
    const { user } = setup(() => jsonResponse({}, answer));
    await widgetReady();
    await fillRequired(user);
    solveWidget();
    await user.click(button());
    expect(await screen.findByText(CONTACT_ERROR_MESSAGE)).toBeInTheDocument();
    answer = 201;
    await user.click(button());
    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_ERROR_MESSAGE)).not.toBeInTheDocument();
  });
});
