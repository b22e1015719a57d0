import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSdgCards } from '@pharma/shared';
import { SdgPanel } from './sdg-panel';
import { fakeApi, signedIn } from '@pharma/shared/testing';

const PATH = '/api/cms/sustainability/sdg';

describe('UN SDGs editor', () => {
  beforeEach(() => signedIn());
  afterEach(() => localStorage.clear());

  it("opens a new SDG with number 3, 'New SDG', 'ri-heart-pulse-line' and '#2879b6', then closes the pop-up after the save and reload", async () => {
    const api = fakeApi({ [PATH]: defaultSdgCards.map((card) => ({ ...card, version: 1 })) });
    const user = userEvent.setup();
    render(<SdgPanel onChanged={() => undefined} />);
    await screen.findByRole('table', { name: 'UN Sustainable Development Goals' });
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    expect(within(dialog).getByLabelText(/^SDG Number/)).toHaveValue(3);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('New SDG');
    expect(within(dialog).getByLabelText(/^Icon/)).toHaveValue('ri-heart-pulse-line');
    expect(within(within(dialog).getByRole('radiogroup', { name: /^Color/ })).getByRole('radio', { name: /Refex Blue/ })).toBeChecked();
    // No Order input (the spec's SDG form has none): the POST below still carries count + 1.
    expect(within(dialog).queryByRole('spinbutton', { name: /^Order/ })).toBeNull();
    await user.clear(within(dialog).getByLabelText(/^SDG Number/));
    await user.type(within(dialog).getByLabelText(/^SDG Number/), '18');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('SDG Number must be at most 17')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^SDG Number/));
    await user.type(within(dialog).getByLabelText(/^SDG Number/), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      url: PATH,
      body: { number: 4, title: 'New SDG', icon: 'ri-heart-pulse-line', color: '#2879b6', order: 8, isActive: true },
    });
    expect(screen.getAllByTestId('admin-row')).toHaveLength(8);
  });
});
