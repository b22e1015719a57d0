import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPharmaceuticalApisBody, type PharmaceuticalApisBody } from '@pharma/shared';
import { PharmaceuticalApisPanel } from './pharmaceutical-apis-panel';
import { fakeApi, signedIn } from '@pharma/shared/testing';

const PATH = '/api/cms/products/pharmaceutical-apis';

async function setup() {
  const api = fakeApi({ [PATH]: { ...defaultPharmaceuticalApisBody, version: 1 } });
  const user = userEvent.setup();
  render(<PharmaceuticalApisPanel onChanged={() => undefined} />);
  const banner = await screen.findByRole('group', { name: 'Banner' });
  return { api, user, banner };
}

describe('Pharmaceutical APIs page editor', () => {
  beforeEach(() => signedIn());
  afterEach(() => localStorage.clear());

  it('shows the page text in one form: banner, figures, portfolio heading, quality section and call to action', async () => {
    const { banner } = await setup();
    expect(within(banner).getByLabelText(/^Title/)).toHaveValue('Pharmaceutical APIs');
    for (const name of ['Key Figures', 'API Portfolio', 'Quality Section', 'Pillars', 'Call to Action']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    const cta = screen.getByRole('group', { name: 'Call to Action' });
    expect(within(cta).getByLabelText(/^Contact Button/)).toHaveValue('Contact Our Team');
  });

  it('saves an edited banner title with the rest of the body unchanged', async () => {
    const { api, user, banner } = await setup();
    const title = within(banner).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Our API Portfolio');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));

    expect(await screen.findByText('Pharmaceutical APIs Page saved successfully!')).toBeInTheDocument();
    const put = api.writes().find((call) => call.method === 'PUT')!;
    expect(put.url).toBe(PATH);
    const body = put.body as PharmaceuticalApisBody;
    expect(body.hero).toEqual({ ...defaultPharmaceuticalApisBody.hero, title: 'Our API Portfolio' });
    expect(body.stats).toEqual(defaultPharmaceuticalApisBody.stats);
    expect(body.quality).toEqual(defaultPharmaceuticalApisBody.quality);
    expect(body.cta).toEqual(defaultPharmaceuticalApisBody.cta);
  });

  it('will not save a banner without its title', async () => {
    const { api, user, banner } = await setup();
    const title = within(banner).getByLabelText(/^Title/);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(title).toBeInvalid();
    // Past the moment a save would have answered (the fake answers at once).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Pharmaceutical APIs Page saved successfully!')).toBeNull();
    expect(api.writes().filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
