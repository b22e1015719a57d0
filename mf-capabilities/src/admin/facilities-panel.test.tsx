import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultFacilities, type Facility } from '@pharma/shared';
import { admin } from './index';
import { FacilitiesPanel } from './facilities-panel';
import { fakeApi, signedIn } from '@pharma/shared/testing';

const PATH = '/api/cms/capabilities/facilities';
const facilities = defaultFacilities.slice(0, 2).map((facility) => ({ ...facility, version: 1 }));

async function setup() {
  const api = fakeApi({ [PATH]: facilities, '/api/cms/capabilities': { facilities } });
  const user = userEvent.setup();
  render(<FacilitiesPanel onChanged={() => undefined} />);
  await screen.findByRole('table', { name: 'Facilities' });
  return { api, user };
}

describe('Facilities editor', () => {
  beforeEach(() => signedIn());
  afterEach(() => localStorage.clear());

  it('starts a new facility at order 1, API Manufacturing, blue, active; sends empty optional texts as null', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    // No Order input (the spec's facility form has none): the POST below still carries order 1.
    expect(within(dialog).queryByRole('spinbutton', { name: /^Order/ })).toBeNull();
    expect(within(dialog).getByLabelText(/^Type/)).toHaveValue('API Manufacturing');
    expect(within(within(dialog).getByRole('radiogroup', { name: /^Color/ })).getByRole('radio', { name: /Refex Blue/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Active')).toBeChecked();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Unit III');
    await user.type(within(dialog).getByLabelText(/^Capabilities/), 'Reactors\n\n   \nDryers\n');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Facility added successfully!')).toBeInTheDocument();
    const post = api.writes()[0];
    expect(post).toMatchObject({ method: 'POST', url: PATH });
    expect(post.body).toEqual({
      name: 'Unit III',
      type: 'API Manufacturing',
      location: null,
      capacity: null,
      established: null,
      image: null,
      description: '',
      capabilities: ['Reactors', 'Dryers'],
      approvals: [],
      color: 'refex-blue',
      order: 1,
      isActive: true,
    });
  });

  it('clears location and colour to null on edit and checks approval logo URLs', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit Facility 1' }));
    const dialog = screen.getByRole('dialog', { name: /^Edit\b/ });
    expect(within(dialog).getByLabelText(/^Approval logos/)).toHaveValue('/images/regulatory/fda.svg\n/images/regulatory/edqm.svg');
    await user.clear(within(dialog).getByLabelText(/^Location/));
    await user.click(within(within(dialog).getByRole('radiogroup', { name: /^Color/ })).getByRole('radio', { name: 'No colour' }));
    await user.type(within(dialog).getByLabelText(/^Approval logos/), '\nnot a url');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText(/Not a logo URL: "not a url"/)).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Approval logos/));
    await user.type(within(dialog).getByLabelText(/^Approval logos/), '/images/regulatory/fda.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Facility updated successfully!')).toBeInTheDocument();
    const put = api.writes()[0];
    expect(put.url).toBe(`${PATH}/facility-1`);
    expect(put.body).toMatchObject({ location: null, color: null, approvals: ['/images/regulatory/fda.svg'], version: 1 });
  });

  it('shows a refused save instead of failing silently', async () => {
    const { api, user } = await setup();
    api.failNext({
      status: 400,
      body: { statusCode: 400, message: 'Validation failed', errors: { name: ['name must be shorter than or equal to 200 characters'] } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Facility 2' }));
    await user.click(within(screen.getByRole('dialog', { name: /^Edit\b/ })).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to save Facility')).toBeInTheDocument();
    expect(screen.getByText('name must be shorter than or equal to 200 characters')).toBeInTheDocument();
  });

  it('gives real count badges: hero 1, research 1, facilities as many as stored, SEO the customised routes', async () => {
    const seo = (route: string, noindex: boolean) => ({ route, title: '', description: '', image: '', noindex, updatedAt: '' });
    fakeApi({
      '/api/cms/capabilities': { facilities: facilities as Facility[] },
      // An entry left at the defaults does not count; another remote's route does not either.
      '/api/cms/seo': [seo('/capabilities', false), seo('/research-development', true), seo('/contact', true)],
    });
    const counts = await Promise.all(admin.subTabs.map((tab) => tab.count()));
    expect(admin.subTabs.map((tab) => tab.label)).toEqual(['Hero', 'Research', 'Facilities', 'Contract Manufacturing', 'R&D Page', 'SEO']);
    expect(counts).toEqual([1, 1, 2, 1, 1, 1]);
  });
});
