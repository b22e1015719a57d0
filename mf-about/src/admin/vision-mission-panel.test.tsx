import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAboutVisionMission, type AboutVisionMission } from '@pharma/shared';
import { visionMissionCount } from './about-counts';
import { fakeApi, signedIn, stubLayout } from '@pharma/shared/testing';
import { AboutVisionMissionPanel } from './vision-mission-panel';

const PATH = '/api/cms/about/vision-mission';
const section: AboutVisionMission = { ...defaultAboutVisionMission, version: 7 };

async function setup() {
  const api = fakeApi({ [PATH]: section });
  const onChanged = jest.fn();
  const heard = jest.fn();
  window.addEventListener('aboutDataChanged', heard);
  const user = userEvent.setup();
  render(<AboutVisionMissionPanel onChanged={onChanged} />);
  await screen.findByRole('table', { name: 'Mission Points' });
  return { api, onChanged, heard, user };
}

describe('About Vision & Mission', () => {
  beforeEach(() => {
    signedIn();
    stubLayout();
  });
  afterEach(() => localStorage.clear());

  it("holds mission and vision point changes locally until 'Save All Changes', then sends them in one PUT", async () => {
    const { api, onChanged, heard, user } = await setup();
    const missionTable = screen.getByRole('table', { name: 'Mission Points' });
    const missionBlock = missionTable.closest('section')!;

    // Add a mission point in its pop-up: order defaults to count + 1.
    await user.click(within(missionBlock).getByRole('button', { name: 'Add New' }));
    let dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    expect(within(dialog).getByLabelText(/^Order/)).toHaveValue(5);
    await user.type(within(dialog).getByLabelText(/^Title/), 'Patient Focus');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Every decision starts with the patient.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(missionTable).getByText('Patient Focus')).toBeInTheDocument();
    expect(within(missionBlock).getByRole('status')).toHaveTextContent("press 'Save All Changes' to publish");

    // Delete the first mission point (after the spec's question) and edit a vision point.
    await user.click(within(missionTable).getByRole('button', { name: 'Delete Mission Point 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm deletion' })).getByRole('button', { name: 'Delete' }));
    const visionTable = screen.getByRole('table', { name: 'Vision Points' });
    await user.click(within(visionTable).getByRole('button', { name: 'Edit Vision Point 1' }));
    dialog = screen.getByRole('dialog', { name: /^Edit\b/ });
    await user.clear(within(dialog).getByLabelText(/^Text/));
    await user.type(within(dialog).getByLabelText(/^Text/), 'Trusted everywhere');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(api.writes()).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(heard).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('About Vision & Mission saved successfully!')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(1);
    const put = api.writes()[0];
    expect(put).toMatchObject({ method: 'PUT', url: PATH });
    const body = put.body as AboutVisionMission;
    expect(body.version).toBe(7);
    expect(body.missionPoints.map((point) => point.title)).toEqual(['Science-Led Innovation', 'Integrated Partnership', 'Responsible Growth', 'Patient Focus']);
    expect(body.missionPoints[3]).toMatchObject({ description: 'Every decision starts with the patient.', order: 5, isActive: true });
    expect(body.missionPoints[3].id).toMatch(/^about-mission-/);
    expect(body.visionPoints[0]).toMatchObject({ id: 'about-vision-1', text: 'Trusted everywhere' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    // The badge follows the rule: mission points + 1.
    await expect(visionMissionCount()).resolves.toBe(5);
  });

  it('keeps a mission point order of at least 1 and requires its title and description', async () => {
    const { user } = await setup();
    const missionBlock = screen.getByRole('table', { name: 'Mission Points' }).closest('section')!;
    await user.click(within(missionBlock).getByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    await user.clear(within(dialog).getByLabelText(/^Order/));
    await user.type(within(dialog).getByLabelText(/^Order/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Order must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
  });

  it('shows the failure and error texts of a save that did not go through, keeping the edits', async () => {
    const { api, user } = await setup();
    await user.clear(screen.getByLabelText(/^Vision Title/));
    await user.type(screen.getByLabelText(/^Vision Title/), 'Our New Vision');
    api.failNext({
      status: 400,
      body: { statusCode: 400, message: 'missionPoints.0.order must not be less than 1', errors: { 'missionPoints.0.order': ['must not be less than 1'] } },
    });
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Failed to save About Vision & Mission')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Vision Title/)).toHaveValue('Our New Vision');
    api.failNext('network');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Error saving About Vision & Mission')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('edits mission points as raw JSON; a parse failure changes nothing and says so', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByText('Edit mission points as JSON'));
    const json = screen.getByLabelText('Mission points (JSON)');
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toHaveLength(4);
    await user.clear(json);
    await user.click(json);
    await user.paste('[{"title": "Broken"');
    await user.click(screen.getByRole('button', { name: 'Apply JSON' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not valid JSON (a list of points): nothing was changed.');
    expect(within(screen.getByRole('table', { name: 'Mission Points' })).getAllByTestId('admin-row')).toHaveLength(4);
    await user.clear(json);
    await user.click(json);
    await user.paste('[{"title": "Only One", "description": "From JSON"}]');
    await user.click(screen.getByRole('button', { name: 'Apply JSON' }));
    const rows = within(screen.getByRole('table', { name: 'Mission Points' })).getAllByTestId('admin-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Only One');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('About Vision & Mission saved successfully!')).toBeInTheDocument();
    const body = api.writes()[0].body as AboutVisionMission;
    expect(body.missionPoints).toHaveLength(1);
    expect(body.missionPoints[0]).toMatchObject({ title: 'Only One', description: 'From JSON', order: 1, isActive: true });
    expect(body.missionPoints[0].id).toMatch(/^about-mission-/);
  });
});
