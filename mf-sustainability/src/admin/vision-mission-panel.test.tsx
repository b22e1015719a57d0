import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSustainabilityVisionMission, type SustainabilityVisionMission } from '@pharma/shared';
import { fakeApi, signedIn, stubLayout } from '@pharma/shared/testing';
import { SustainabilityVisionMissionPanel } from './vision-mission-panel';

const PATH = '/api/cms/sustainability/vision-mission';

describe('Sustainability Vision & Mission', () => {
  beforeEach(() => {
    signedIn();
    stubLayout();
  });
  afterEach(() => localStorage.clear());

  it("adds a stat with label 'Label', value '0' and '#2879b6', previews only active stats, and saves everything with 'Save All Changes'", async () => {
    const api = fakeApi({ [PATH]: { ...defaultSustainabilityVisionMission, version: 4 } });
    const onChanged = jest.fn();
    const user = userEvent.setup();
    render(<SustainabilityVisionMissionPanel onChanged={onChanged} />);
    const stats = await screen.findByRole('table', { name: 'Stats' });

    await user.click(screen.getByRole('button', { name: 'Add Stat' }));
    expect(within(stats).getByLabelText('Label of Stat 4')).toHaveValue('Label');
    expect(within(stats).getByLabelText('Value of Stat 4')).toHaveValue('0');
    expect(within(within(stats).getByRole('radiogroup', { name: 'Color of Stat 4' })).getByRole('radio', { name: /Refex Blue/ })).toBeChecked();
    expect(within(stats).getByLabelText('Order of Stat 4')).toHaveValue(4);
    await user.clear(within(stats).getByLabelText('Label of Stat 4'));
    await user.type(within(stats).getByLabelText('Label of Stat 4'), 'Solar Power');

    const preview = screen.getByRole('list', { name: 'Active stats' });
    expect(within(preview).getByText('Water Recycled')).toBeInTheDocument();
    await user.click(within(stats).getByLabelText('Active of Stat 1'));
    expect(within(screen.getByRole('list', { name: 'Active stats' })).queryByText('Water Recycled')).toBeNull();

    // A mission point added in its pop-up is held here too.
    const missionBlock = screen.getByRole('table', { name: 'Mission Points' }).closest('section')!;
    await user.click(within(missionBlock).getByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    await user.type(within(dialog).getByLabelText(/^Text/), 'Plant a million trees.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(api.writes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Vision & Mission saved successfully!')).toBeInTheDocument();
    const body = api.writes()[0].body as SustainabilityVisionMission;
    expect(api.writes()).toHaveLength(1);
    expect(body.version).toBe(4);
    expect(body.stats).toHaveLength(4);
    expect(body.stats[0]).toMatchObject({ id: 'esg-stat-1', isActive: false });
    expect(body.stats[3]).toMatchObject({ label: 'Solar Power', value: '0', color: '#2879b6', order: 4, isActive: true });
    expect(body.stats[3].id).toMatch(/^esg-stat-/);
    expect(body.missionPoints[4]).toMatchObject({ text: 'Plant a million trees.', order: 5, isActive: true });
    expect(body).not.toHaveProperty('isActive');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('checks the stats inline and names the failed save', async () => {
    const api = fakeApi({ [PATH]: { ...defaultSustainabilityVisionMission, version: 4 } });
    const user = userEvent.setup();
    render(<SustainabilityVisionMissionPanel onChanged={() => undefined} />);
    const stats = await screen.findByRole('table', { name: 'Stats' });
    await user.clear(within(stats).getByLabelText('Value of Stat 2'));
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(within(stats).getByText('Value is required')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);
    await user.type(within(stats).getByLabelText('Value of Stat 2'), '40%');
    api.failNext({
      status: 400,
      body: { statusCode: 400, message: 'Validation failed', errors: { 'stats.1.value': ['value must be shorter than or equal to 50 characters'] } },
    });
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Failed to save Vision & Mission')).toBeInTheDocument();
    expect(within(stats).getByText('value must be shorter than or equal to 50 characters')).toBeInTheDocument();
  });
});
