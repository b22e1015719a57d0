import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERSION_CONFLICT_MESSAGE } from '../../content/constants';
import { ApiError } from '../../http/api-client';
import type { FieldSpec } from '../forms/fields';
import { ItemDialog } from './item-dialog';

const fields: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'email', label: 'Email', kind: 'email', required: true },
  { name: 'phone', label: 'Phone', kind: 'tel', required: true },
  { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

function setup(onSubmit = jest.fn<(value: unknown) => Promise<void>>().mockResolvedValue(undefined), onReload = jest.fn()) {
  const onClose = jest.fn();
  render(
    <ItemDialog
      mode="add"
      fields={fields}
      item={{ order: 3, isActive: true }}
      onSubmit={onSubmit}
      onClose={onClose}
      onReload={onReload}
      failureText="Failed to save Contact User"
    />,
  );
  return { onSubmit, onClose, onReload, user: userEvent.setup() };
}

describe('ItemDialog', () => {
  it('is an "Add New" dialog with Cancel and Add, starting from the new-item defaults', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Add New' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Order/)).toHaveValue(3);
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
  });

  it('blocks a submit with missing required fields and names each one', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  });

  it('rejects a malformed email and phone, then sends converted values', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await user.type(screen.getByLabelText(/^Email/), 'ana@');
    await user.type(screen.getByLabelText(/^Phone/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/valid phone number/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'example.com');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '+91 44 4000 1000');
    await user.clear(screen.getByLabelText(/^Order/));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Order is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Order/), '2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', phone: '+91 44 4000 1000', order: 2, isActive: true });
  });

  it("shows the server's per-field messages and the failure text", async () => {
    const onSubmit = jest
      .fn<(value: unknown) => Promise<void>>()
      .mockRejectedValue(
        new ApiError(400, 'email must be a valid email address', { email: ['email must be a valid email address'], extra: ['extra is not allowed'] }),
      );
    const { user } = setup(onSubmit);
    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '+91 44 4000 1000');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to save Contact User')).toBeInTheDocument();
    expect(screen.getByText('email must be a valid email address', { selector: '.field-error' })).toBeInTheDocument();
    expect(screen.getByText('extra is not allowed')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a version conflict with a Reload action instead of overwriting', async () => {
    const onSubmit = jest.fn<(value: unknown) => Promise<void>>().mockRejectedValue(new ApiError(409, VERSION_CONFLICT_MESSAGE));
    const { user, onReload } = setup(onSubmit);
    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '+91 44 4000 1000');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VERSION_CONFLICT_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('closes on Cancel', async () => {
    const { onClose, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
