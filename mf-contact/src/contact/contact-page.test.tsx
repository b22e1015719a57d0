import { CONTACT_TEXTS, defaultContactGetInTouch, defaultContactHero, GENERAL_ENQUIRIES_EMAIL } from '@pharma/shared/content';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { ContactPage } from './contact-page';
import { ALTCHA_INFO, defineFakeAltcha, findWidget, jsonResponse, stubFetch } from './test-support';

jest.mock('altcha', () => ({}));

const VERIFICATION = { 'GET /api/contact-form/verification': () => jsonResponse(ALTCHA_INFO) };

beforeEach(() => {
  defineFakeAltcha();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

async function formLoaded() {
  await screen.findByLabelText('Full Name *');
  await waitFor(() => expect(findWidget()).not.toBeNull());
}

describe('ContactPage', () => {
  it('shows the built-in content when the API is unreachable', async () => {
    stubFetch({}); // every request fails
    render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: defaultContactHero.title })).toBeInTheDocument();
    expect(screen.getByText(defaultContactHero.subtitle!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: CONTACT_TEXTS.formTitle })).toBeInTheDocument();
    for (const title of [CONTACT_TEXTS.ourAddress, CONTACT_TEXTS.otherAddresses, CONTACT_TEXTS.email, 'Business Hours']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/Chennai 600113/)).toBeInTheDocument();
    for (const city of ['Bangalore', 'Mumbai', 'Baar']) expect(screen.getByRole('heading', { level: 4, name: city })).toBeInTheDocument();
    expect(screen.getByText(/Switzerland/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GENERAL_ENQUIRIES_EMAIL })).toHaveAttribute('href', `mailto:${GENERAL_ENQUIRIES_EMAIL}`);
    const hours = screen.getByRole('region', { name: 'Business Hours' });
    expect(within(hours).getByText('Monday - Friday').nextElementSibling).toHaveTextContent('9 AM - 6 PM');
    expect(within(hours).getByText('Saturday').nextElementSibling).toHaveTextContent('10 AM - 4 PM');
    expect(within(hours).getByText('Sunday').nextElementSibling).toHaveTextContent('Closed');
    await formLoaded();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders content from the API, sanitizing HTML and falling back field by field', async () => {
    stubFetch({
      ...VERIFICATION,
      'GET /api/cms/contact': () =>
        jsonResponse({
          data: {
            hero: { title: '', subtitle: '', description: 'Write to us.', backgroundImage: '/uploads/hero.webp' },
            getInTouch: {
              ...defaultContactGetInTouch,
              title: 'Reach Us',
              location: { ...defaultContactGetInTouch.location, address: 'Main Road<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>' },
              email: { ...defaultContactGetInTouch.email, title: 'Write to Us', address: 'sales@example.com' },
            },
            users: [],
          },
        }),
    });
    const { container } = render(<ContactPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Reach Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: defaultContactHero.title })).toBeInTheDocument();
    expect(screen.queryByText(defaultContactHero.subtitle!)).not.toBeInTheDocument();
    expect(screen.getByText('Write to us.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Write to Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sales@example.com' })).toBeInTheDocument();
    expect(screen.getByText(/Main Road/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(container.querySelector('.page-hero img.hero-media')).toHaveAttribute('src', '/uploads/hero.webp');
    await formLoaded();
  });

  it('shows the built-in hero and Get in Touch once they are unpublished (visitors get only { isActive: false })', async () => {
    let published = true;
    stubFetch({
      ...VERIFICATION,
      'GET /api/cms/contact': () =>
        jsonResponse({
          data: published
            ? {
                hero: { ...defaultContactHero, title: 'Published Title', subtitle: 'Published subtitle' },
                getInTouch: { ...defaultContactGetInTouch, title: 'Published Touch' },
              }
            : { hero: { isActive: false, version: 3 }, getInTouch: { isActive: false, version: 2 } },
        }),
    });
    render(<ContactPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Published Title' })).toBeInTheDocument();
    published = false;
    act(() => {
      window.dispatchEvent(new CustomEvent('adminDataChanged'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: defaultContactHero.title })).toBeInTheDocument();
    expect(screen.getByText(defaultContactHero.subtitle!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: defaultContactGetInTouch.title })).toBeInTheDocument();
    expect(screen.queryByText('Published subtitle')).not.toBeInTheDocument();
    await formLoaded();
  });

  it('reloads its content when the admin announces a change', async () => {
    let title = 'First Title';
    stubFetch({
      ...VERIFICATION,
      'GET /api/cms/contact': () => jsonResponse({ data: { hero: { ...defaultContactHero, title } } }),
    });
    render(<ContactPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'First Title' })).toBeInTheDocument();
    title = 'Second Title';
    act(() => {
      window.dispatchEvent(new CustomEvent('adminDataChanged'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Second Title' })).toBeInTheDocument();
    await formLoaded();
  });
});
