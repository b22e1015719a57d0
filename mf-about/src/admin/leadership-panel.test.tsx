import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_DELETE_ITEM, type LeadershipMember } from '@pharma/shared';
import { leadershipCount } from './about-counts';
import { leadershipPanel } from './leadership-panel';
import { fakeApi, signedIn, stubLayout } from '@pharma/shared/testing';

const PATH = '/api/cms/about/leadership';

function member(id: string, name: string, category: LeadershipMember['category'], order: number): LeadershipMember {
  return {
    id,
    name,
    position: 'Director',
    description: '<p>Bio</p>',
    category,
    color: 'refex-blue',
    image: '',
    order,
    isActive: true,
    achievements: [],
    version: 1,
  } as LeadershipMember;
}

const members = [
  member('a1', 'Ada Advisor', 'Advisory Board', 1),
  member('t1', 'Tom Technical', 'Technical Leadership Team', 1),
  member('a2', 'Abe Advisor', 'Advisory Board', 2),
  member('m1', 'Mia Manager', 'Management Team', 1),
];

describe('leadership sub-tabs', () => {
  beforeEach(() => {
    signedIn();
    stubLayout();
  });
  afterEach(() => localStorage.clear());

  it('lists only the sub-tab’s category and counts only it in the badge', async () => {
    fakeApi({ [PATH]: members });
    const Panel = leadershipPanel('Advisory Board');
    render(<Panel onChanged={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Advisory Board' });
    expect(within(table).getByText('Ada Advisor')).toBeInTheDocument();
    expect(within(table).getByText('Abe Advisor')).toBeInTheDocument();
    expect(within(table).queryByText('Tom Technical')).toBeNull();
    expect(within(table).queryByText('Mia Manager')).toBeNull();
    await expect(leadershipCount('Advisory Board')()).resolves.toBe(2);
    await expect(leadershipCount('Management Team')()).resolves.toBe(1);
  });

  it('forces the category of the sub-tab on edit, with the spec’s message, and refreshes the badges', async () => {
    const api = fakeApi({ [PATH]: [{ ...member('x1', 'Xena Moved', 'Management Team', 1), category: 'Management Team' }] });
    const onChanged = jest.fn();
    const heard = jest.fn();
    window.addEventListener('aboutDataChanged', heard);
    // A member shown under Management Team but edited from that tab keeps it; the panel never lets the form choose.
    const Panel = leadershipPanel('Management Team');
    const user = userEvent.setup();
    render(<Panel onChanged={onChanged} />);
    await screen.findByText('Xena Moved', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Edit Member 1' }));
    const dialog = screen.getByRole('dialog', { name: /^Edit\b/ });
    expect(within(dialog).queryByLabelText(/Category/)).toBeNull();
    await user.clear(within(dialog).getByLabelText(/^Position/));
    await user.type(within(dialog).getByLabelText(/^Position/), 'Chief Scientist');
    await user.type(within(dialog).getByLabelText(/^Achievements/), 'First\n\n  \nSecond');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Management Team member saved successfully!');
    const put = api.writes()[0];
    expect(put.url).toBe(`${PATH}/x1`);
    expect(put.body).toMatchObject({ category: 'Management Team', position: 'Chief Scientist', achievements: ['First', 'Second'], version: 1 });
    expect(onChanged).toHaveBeenCalled();
    expect(heard).toHaveBeenCalled();
    window.removeEventListener('aboutDataChanged', heard);
  });

  it('creates a member in the sub-tab’s category with order = count + 1', async () => {
    const api = fakeApi({ [PATH]: members });
    const Panel = leadershipPanel('Advisory Board');
    const user = userEvent.setup();
    render(<Panel onChanged={() => undefined} />);
    await screen.findByText('Ada Advisor', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    expect(within(dialog).getByLabelText(/^Order/)).toHaveValue(3);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nia New');
    await user.type(within(dialog).getByLabelText(/^Position/), 'Advisor');
    const description = await within(dialog).findByRole('textbox', { name: /^Description/ });
    await user.click(description);
    await user.keyboard('Decades in API chemistry.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Advisory Board member saved successfully!');
    const post = api.writes()[0];
    expect(post).toMatchObject({ method: 'POST', url: PATH });
    expect(post.body).toMatchObject({ name: 'Nia New', category: 'Advisory Board', order: 3, isActive: true });
    expect(String((post.body as { description: string }).description)).toContain('Decades in API chemistry.');
  });

  it('shows the spec’s failure and error texts instead of failing silently', async () => {
    const api = fakeApi({ [PATH]: members });
    const Panel = leadershipPanel('Advisory Board');
    const user = userEvent.setup();
    render(<Panel onChanged={() => undefined} />);
    await screen.findByText('Ada Advisor', { selector: 'td' });
    api.failNext({ status: 400, body: { statusCode: 400, message: 'Validation failed', errors: { name: ['name is too long'] } } });
    await user.click(screen.getByRole('button', { name: 'Edit Member 1' }));
    await user.click(within(screen.getByRole('dialog', { name: /^Edit\b/ })).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to save Advisory Board member. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('name is too long')).toBeInTheDocument();
    api.failNext('network');
    await user.click(within(screen.getByRole('dialog', { name: /^Edit\b/ })).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Error saving Advisory Board member')).toBeInTheDocument();
  });

  it('asks before deleting and confirms with the spec’s text', async () => {
    const api = fakeApi({ [PATH]: members });
    const Panel = leadershipPanel('Advisory Board');
    const user = userEvent.setup();
    render(<Panel onChanged={() => undefined} />);
    await screen.findByText('Ada Advisor', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Delete Member 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent(CONFIRM_DELETE_ITEM);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Leadership member deleted successfully!');
    expect(api.writes()).toMatchObject([{ method: 'DELETE', url: `${PATH}/a1` }]);
    await waitFor(() => expect(screen.queryByText('Ada Advisor', { selector: 'td' })).toBeNull());
  });
});
