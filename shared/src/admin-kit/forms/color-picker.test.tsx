import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ABOUT_COLLECTIONS, HOME_COLLECTIONS } from '../../content/index.js';
import { colorName } from './color-choices.js';
import { editorFields } from './collection-fields.js';
import { fromFormValues, toFormValues, validateFields, type FieldSpec, type FormValue, type FormValues } from './fields.js';
import { FormFields } from './form-fields.js';

/** The colour field of a declaration's form: a brand-palette one (team member) or a hex one (offering). */
const colourOf = (fields: FieldSpec[]) => fields.find((field) => field.name === 'color')!;
const tokenField = colourOf(editorFields(ABOUT_COLLECTIONS.leadership));
const hexField = colourOf(editorFields(HOME_COLLECTIONS.offerings));

function Harness({ field, stored, onChange }: { field: FieldSpec; stored: unknown; onChange: (value: FormValue) => void }) {
  const [values, setValues] = useState<FormValues>(() => toFormValues([field], { color: stored }));
  return (
    <FormFields
      fields={[field]}
      values={values}
      idPrefix="t"
      onChange={(name, value) => {
        setValues({ ...values, [name]: value });
        onChange(value);
      }}
    />
  );
}

describe('ColorPicker', () => {
  it('is a radio group named by the field label, offering the brand colours by name with token and hex', () => {
    render(<Harness field={hexField} stored="#2879b6" onChange={jest.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Color' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.querySelector('.admin-color-name')?.textContent)).toEqual([
      'Refex Blue',
      'Refex Green',
      'Refex Orange',
      // An offering's colour is optional: it can be cleared again.
      'No colour',
    ]);
    expect(within(group).getByRole('radio', { name: /Refex Blue/ })).toBeChecked();
    expect(group).toHaveTextContent('refex-blue / #2879b6');
  });

  it('stores the token in a brand-palette field and the hex in a hex field', async () => {
    const user = userEvent.setup();
    const onToken = jest.fn();
    const { unmount } = render(<Harness field={tokenField} stored="refex-blue" onChange={onToken} />);
    await user.click(screen.getByRole('radio', { name: /Refex Green/ }));
    expect(onToken).toHaveBeenLastCalledWith('refex-green');
    unmount();

    const onHex = jest.fn();
    render(<Harness field={hexField} stored="#2879b6" onChange={onHex} />);
    await user.click(screen.getByRole('radio', { name: /Refex Orange/ }));
    expect(onHex).toHaveBeenLastCalledWith('#ee6a31');
  });

  it('is operated with the arrow keys, as a radio group', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness field={hexField} stored="#2879b6" onChange={onChange} />);
    screen.getByRole('radio', { name: /Refex Blue/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Refex Green/ })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('#7dc244');
  });

  it('keeps a stored colour outside the palette as a checked "Current" choice, so saving unchanged keeps it', () => {
    render(<Harness field={hexField} stored="#123456" onChange={jest.fn()} />);
    const current = screen.getByRole('radio', { name: 'Current: #123456 (not a brand colour)' });
    expect(current).toBeChecked();
    const values = toFormValues([hexField], { color: '#123456' });
    expect(validateFields([hexField], values)).toEqual({});
    expect(fromFormValues([hexField], values, { color: '#123456' })).toEqual({ color: '#123456' });
  });

  it('offers a hex field its declared extra colours (the products hero text) but a token field the palette alone', () => {
    const field: FieldSpec = { ...hexField, name: 'color', extraColors: [{ label: 'White', value: '#ffffff' }] };
    render(<Harness field={field} stored="#ffffff" onChange={jest.fn()} />);
    expect(screen.getByRole('radio', { name: /White/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Current/ })).toBeNull();
  });

  it('keeps a required colour required, with the same message, and offers no blank choice', () => {
    expect(validateFields([tokenField], { color: '' })).toEqual({ color: 'Color is required' });
    render(<Harness field={tokenField} stored="refex-blue" onChange={jest.fn()} />);
    expect(within(screen.getByRole('radiogroup', { name: 'Color' })).getAllByRole('radio')).toHaveLength(3);
  });

  it('clears an optional colour with "No colour"', async () => {
    const onChange = jest.fn();
    render(<Harness field={hexField} stored="#2879b6" onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'No colour' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('colorName', () => {
  it('names a brand colour however it is stored, and shows any other value as it is', () => {
    expect(colorName('refex-green')).toBe('Refex Green');
    expect(colorName('#2879B6')).toBe('Refex Blue');
    expect(colorName('#123456')).toBe('#123456');
    expect(colorName(undefined)).toBe('');
  });
});
