import { ACCOUNT_TEXTS } from '@pharma/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDialog } from './change-password-dialog';
import { PASSWORDS_DIFFER } from './password-rules';
import { json } from '@pharma/shared/testing';

describe('Change password', () => {
  it("checks the confirmation first, then shows the API's refusal as it says it", async () => {
    global.fetch = jest.fn(async () => json(400, { statusCode: 400, message: ACCOUNT_TEXTS.currentPasswordWrong })) as unknown as typeof fetch;
    const onChanged = jest.fn();
    const user = userEvent.setup();
    render(<ChangePasswordDialog onClose={() => undefined} onChanged={onChanged} />);
    await user.type(screen.getByLabelText('Current password'), 'not my password');
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new passwore');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORDS_DIFFER);
    expect(global.fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_TEXTS.currentPasswordWrong)).toHaveAttribute('role', 'alert');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
