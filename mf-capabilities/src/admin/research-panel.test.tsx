import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCapabilitiesResearch, type CapabilitiesResearch } from '@pharma/shared';
import { ResearchPanel } from './research-panel';
import { fakeApi, signedIn } from '@pharma/shared/testing';

const PATH = '/api/cms/capabilities/research';

async function openDialog() {
  const api = fakeApi({ [PATH]: { ...defaultCapabilitiesResearch, version: 2 } });
  const onChanged = jest.fn();
  const user = userEvent.setup();
  render(<ResearchPanel onChanged={onChanged} />);
  await user.click(await screen.findByRole('button', { name: 'Edit Research Section' }));
  const dialog = screen.getByRole('dialog', { name: /^Edit\b/ });
  return {
    api,
    onChanged,
    user,
    dialog,
    api_card: within(dialog).getByRole('group', { name: 'API R&D Card' }),
    fdf_card: within(dialog).getByRole('group', { name: 'FDF R&D Card' }),
  };
}

describe('Capabilities Research editor', () => {
  beforeEach(() => signedIn());
  afterEach(() => localStorage.clear());

  it('adds and removes R&D card points and saves both cards and the promise in one PUT', async () => {
    const { api, onChanged, user, dialog, api_card, fdf_card } = await openDialog();
    const apiPoints = within(api_card).getByRole('group', { name: 'Points' });
    expect(within(apiPoints).getAllByLabelText(/^Point Title/)).toHaveLength(4);
    await user.click(within(apiPoints).getByRole('button', { name: 'Add Point' }));
    const titles = within(apiPoints).getAllByLabelText(/^Point Title/);
    expect(titles).toHaveLength(5);
    await user.type(titles[4], 'Flow Chemistry');
    await user.type(within(apiPoints).getAllByLabelText(/^Point Description/)[4], 'Continuous processes for hazardous steps.');
    const fdfPoints = within(fdf_card).getByRole('group', { name: 'Points' });
    await user.click(within(fdfPoints).getByRole('button', { name: 'Remove Point 1' }));
    await user.clear(within(dialog).getByLabelText(/^Promise Title/));
    await user.type(within(dialog).getByLabelText(/^Promise Title/), 'Our Promise');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Research section saved successfully!')).toBeInTheDocument();
    const body = api.writes()[0].body as CapabilitiesResearch;
    expect(api.writes()[0]).toMatchObject({ method: 'PUT', url: PATH });
    expect(body.version).toBe(2);
    expect(body.apiCard.points).toHaveLength(5);
    expect(body.apiCard.points[4]).toEqual({ title: 'Flow Chemistry', description: 'Continuous processes for hazardous steps.' });
    expect(body.fdfCard.points.map((point) => point.title)).toEqual(['Bioequivalence Support', 'Technology Transfer']);
    expect(body.promise).toEqual({ ...defaultCapabilitiesResearch.promise, title: 'Our Promise' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('requires card titles, subtitles, icon, each point, and the promise (the colour picker offers no blank choice for a required colour)', async () => {
    const { api, user, dialog, api_card } = await openDialog();
    await user.clear(within(api_card).getByLabelText(/^Card Title/));
    const points = within(api_card).getByRole('group', { name: 'Points' });
    await user.click(within(points).getByRole('button', { name: 'Add Point' }));
    await user.clear(within(dialog).getByLabelText(/^Promise Description/));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(api_card).getByText('Card Title is required')).toBeInTheDocument();
    expect(within(within(api_card).getByRole('radiogroup', { name: /^Color/ })).queryByRole('radio', { name: 'No colour' })).toBeNull();
    expect(within(points).getByText('Point Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Promise Description is required')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);
  });
});
