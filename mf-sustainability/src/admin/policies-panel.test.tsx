import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_DELETE_ITEM, defaultPolicies, DraftsProvider } from '@pharma/shared';
import { PoliciesPanel } from './policies-panel';
import { fakeApi, signedIn, stubLayout } from '@pharma/shared/testing';

const PATH = '/api/cms/sustainability/policies';

describe('Policies inline table', () => {
  beforeEach(() => {
    signedIn();
    stubLayout();
  });
  afterEach(() => localStorage.clear());

  it("holds edits until 'Save Policies', then deletes, creates and sends only the changed fields", async () => {
    const api = fakeApi({ [PATH]: defaultPolicies.slice(0, 3).map((policy) => ({ ...policy, version: 2 })) });
    const onChanged = jest.fn();
    const heard = jest.fn();
    window.addEventListener('adminDataChanged', heard);
    const user = userEvent.setup();
    render(<PoliciesPanel onChanged={onChanged} />);
    const table = await screen.findByRole('table', { name: 'Policies' });

    await user.clear(within(table).getByLabelText('Title of Policy 2'));
    await user.type(within(table).getByLabelText('Title of Policy 2'), 'Code of Conduct');
    await user.click(within(table).getByRole('button', { name: 'Delete Policy 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent(CONFIRM_DELETE_ITEM);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Add Policy' }));
    // No Order column (the spec's policy form has none): the new row still sends count + 1.
    expect(within(table).queryByLabelText('Order of Policy 3')).toBeNull();
    await user.type(within(table).getByLabelText('Title of Policy 3'), 'Anti-bribery Policy');
    expect(api.writes()).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Policies' }));
    expect(await screen.findByText('Policies saved successfully!')).toBeInTheDocument();
    expect(api.writes().map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'DELETE', url: `${PATH}/policy-1`, body: undefined },
      { method: 'PUT', url: `${PATH}/policy-2`, body: { title: 'Code of Conduct', version: 2 } },
      {
        method: 'POST',
        url: PATH,
        body: { title: 'Anti-bribery Policy', description: '', icon: 'ri-file-text-line', color: '#2879b6', order: 3, isActive: true },
      },
    ]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalled();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    window.removeEventListener('adminDataChanged', heard);
  });

  it('in a page tab the writes are drafts, then the list is published in one release swap (never half a save)', async () => {
    const drafted = (id: string) => ({ collection: 'sustainability_policies', id, state: 'changed', updatedAt: '', updatedBy: 'admin', autosave: false });
    const api = fakeApi({
      [PATH]: defaultPolicies.slice(0, 2).map((policy) => ({ ...policy, version: 1 })),
      '/api/drafts?page=sustainability': { page: 'sustainability', changes: [drafted('policy-1'), drafted('policy-2')] },
      '/api/drafts/publish': [],
    });
    const user = userEvent.setup();
    render(
      <DraftsProvider page="sustainability">
        <PoliciesPanel onChanged={() => undefined} />
      </DraftsProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Policies' });
    await user.click(within(table).getByRole('button', { name: 'Move Policy 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save Policies' }));
    expect(await screen.findByText('Policies saved successfully!')).toBeInTheDocument();
    expect(api.writes().map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PUT', url: `${PATH}/policy-2?draft=true`, body: { order: 1, version: 1 } },
      { method: 'PUT', url: `${PATH}/policy-1?draft=true`, body: { order: 2, version: 1 } },
      {
        method: 'POST',
        url: '/api/drafts/publish',
        body: {
          page: 'sustainability',
          items: [
            { collection: 'sustainability_policies', id: 'policy-1' },
            { collection: 'sustainability_policies', id: 'policy-2' },
          ],
        },
      },
    ]);
  });

  it('reorders by moving a row (the order follows, with no Order column) and reports a failed save with its row', async () => {
    const api = fakeApi({ [PATH]: defaultPolicies.slice(0, 2).map((policy) => ({ ...policy, version: 1 })) });
    const user = userEvent.setup();
    render(<PoliciesPanel onChanged={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Policies' });
    await user.click(within(table).getByRole('button', { name: 'Move Policy 2 up' }));
    expect(within(table).getByLabelText('Title of Policy 1')).toHaveValue(defaultPolicies[1].title);
    expect(within(table).queryByLabelText('Order of Policy 1')).toBeNull();
    api.failNext({ status: 409, body: { statusCode: 409, message: 'This item was changed by someone else. Reload to see the latest version.' } });
    await user.click(screen.getByRole('button', { name: 'Save Policies' }));
    expect(await screen.findByText('This item was changed by someone else. Reload to see the latest version.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({ method: 'PUT', url: `${PATH}/policy-2`, body: { order: 1, version: 1 } });
  });
});
