import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FieldSpec, FormValue, FormValues } from './fields';
import { FormFields } from './form-fields';
import { ICON_NAMES } from './icon-names';
import { iconLabel, searchIcons } from './icon-picker';

const fields: FieldSpec[] = [{ name: 'icon', label: 'Icon', kind: 'icon', required: true }];

function Harness({ initial, onChange }: { initial: string; onChange: (value: FormValue) => void }) {
  const [values, setValues] = useState<FormValues>({ icon: initial });
  return (
    <FormFields
      fields={fields}
      values={values}
      idPrefix="t"
      onChange={(name, value) => {
        setValues({ ...values, [name]: value });
        onChange(value);
      }}
    />
  );
}

describe('IconPicker', () => {
  it('is a labelled combobox that finds icons by readable name and picks one with the keyboard', async () => {
    const onChange = jest.fn();
    render(<Harness initial="" onChange={onChange} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: /^Icon/ });
    await user.type(box, 'shield check');
    const list = screen.getByRole('listbox', { name: 'Matching icons' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent?.trim())).toContain('Shield check (outline)');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    const chosen = options[1]!.textContent?.trim();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(iconLabel(String(onChange.mock.lastCall?.[0]))).toBe(chosen);
    expect(screen.getByText(chosen!, { selector: '.admin-icon-name' })).toBeInTheDocument();
  });

  it('picks with a click, and Escape closes only the list', async () => {
    const onChange = jest.fn();
    render(<Harness initial="ri-flask-line" onChange={onChange} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: /^Icon/ });
    expect(box).toHaveValue('ri-flask-line');
    expect(screen.getByText('Flask (outline)')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'heart pulse');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Heart pulse (filled)' }));
    expect(onChange).toHaveBeenLastCalledWith('ri-heart-pulse-fill');
  });

  it('searches by class name too, and says when nothing matches', () => {
    expect(searchIcons('ri-shield-check-line')).toContain('ri-shield-check-line');
    expect(searchIcons('zzzz')).toEqual([]);
  });

  it('offers exactly the icons the site ships a glyph for', () => {
    const css = ['core', 'rest'].map((part) => readFileSync(`${__dirname}/../../styles/icons/icons-${part}.css`, 'utf8')).join('');
    const shipped = [...new Set([...css.matchAll(/\.(ri-[a-z0-9-]+):before/g)].map((match) => match[1]))].sort();
    expect(ICON_NAMES).toEqual(shipped);
  });
});

describe('IconPicker with a typed class name', () => {
  it('takes a whole class name typed or pasted as the choice and closes the list', async () => {
    const onChange = jest.fn();
    render(<Harness initial="" onChange={onChange} />);
    await userEvent.setup().type(screen.getByRole('combobox', { name: /^Icon/ }), 'ri-building-line');
    expect(onChange).toHaveBeenLastCalledWith('ri-building-line');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
