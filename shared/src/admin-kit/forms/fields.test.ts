import { describe, expect, it } from '@jest/globals';
import { FIELD_MESSAGES, fromFormValues, toFormValues, validateFields, type FieldSpec } from './fields';

const contactUser: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'email', label: 'Email', kind: 'email', required: true },
  { name: 'phone', label: 'Phone', kind: 'tel', required: true },
  { name: 'avatar', label: 'Avatar URL', kind: 'url' },
  { name: 'order', label: 'Order', kind: 'integer', min: 0 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

describe('validateFields', () => {
  it('names every missing required field', () => {
    const errors = validateFields(contactUser, toFormValues(contactUser, {}));
    expect(errors).toEqual({
      name: FIELD_MESSAGES.required('Name'),
      email: FIELD_MESSAGES.required('Email'),
      phone: FIELD_MESSAGES.required('Phone'),
    });
  });

  it('checks email, tel and url formats', () => {
    const values = toFormValues(contactUser, { name: 'A', email: 'not-an-email', phone: 'call me', avatar: 'javascript:alert(1)' });
    const errors = validateFields(contactUser, values);
    expect(errors.email).toBe(FIELD_MESSAGES.email);
    expect(errors.phone).toBe(FIELD_MESSAGES.tel);
    expect(errors.avatar).toBe(FIELD_MESSAGES.url);
  });

  it('accepts well-formed values, uploads (/uploads/…) and https URLs', () => {
    const ok = { name: 'A', email: 'a@b.example', phone: '+91 44 4000 1000', avatar: '/uploads/a.png', order: 0 };
    expect(validateFields(contactUser, toFormValues(contactUser, ok))).toEqual({});
    expect(validateFields(contactUser, toFormValues(contactUser, { ...ok, avatar: 'https://cdn.example/a.png' }))).toEqual({});
  });

  it('checks numbers: not a number, whole numbers and minimum', () => {
    const fields: FieldSpec[] = [
      { name: 'value', label: 'Value', kind: 'number', required: true },
      { name: 'order', label: 'Order', kind: 'integer', required: true, min: 1 },
    ];
    expect(validateFields(fields, { value: 'abc', order: '1.5' })).toEqual({
      value: FIELD_MESSAGES.number('Value'),
      order: FIELD_MESSAGES.integer('Order'),
    });
    expect(validateFields(fields, { value: '3', order: '0' })).toEqual({ order: FIELD_MESSAGES.min('Order', 1) });
    expect(validateFields(fields, { value: '', order: '' })).toEqual({
      value: FIELD_MESSAGES.required('Value'),
      order: FIELD_MESSAGES.required('Order'),
    });
  });

  it('checks colours, icons and empty rich text', () => {
    const fields: FieldSpec[] = [
      { name: 'color', label: 'Color', kind: 'color', required: true },
      { name: 'icon', label: 'Icon', kind: 'icon', required: true },
      { name: 'address', label: 'Address', kind: 'richtext', required: true },
    ];
    expect(validateFields(fields, { color: 'blue', icon: 'ri star', address: '<p> </p>' })).toEqual({
      color: FIELD_MESSAGES.color('Color'),
      icon: FIELD_MESSAGES.icon('Icon'),
      address: FIELD_MESSAGES.required('Address'),
    });
    expect(validateFields(fields, { color: '#2879b6', icon: 'ri-map-pin-line', address: '<strong>HQ</strong>' })).toEqual({});
  });

  it('validates the rows of a list field with row-indexed keys', () => {
    const fields: FieldSpec[] = [
      { name: 'points', label: 'Points', kind: 'list', required: true, fields: [{ name: 'title', label: 'Title', kind: 'text', required: true }] },
    ];
    expect(validateFields(fields, toFormValues(fields, { points: [] }))).toEqual({ points: FIELD_MESSAGES.required('Points') });
    const values = toFormValues(fields, { points: [{ title: 'One' }, { title: '' }] });
    expect(validateFields(fields, values)).toEqual({ 'points.1.title': FIELD_MESSAGES.required('Title') });
  });
});

describe('form values ⇄ stored values', () => {
  it('converts numbers (blank → 0, integers parsed) and keeps fields the form does not edit', () => {
    const fields: FieldSpec[] = [
      { name: 'value', label: 'Value', kind: 'number' },
      { name: 'order', label: 'Order', kind: 'integer' },
    ];
    const result = fromFormValues<Record<string, unknown>>(fields, { value: '', order: '7' }, { id: 'x', version: 3, extra: true });
    expect(result).toEqual({ id: 'x', version: 3, extra: true, value: 0, order: 7 });
  });

  it('turns one-per-line text into a list with blanks dropped, and back', () => {
    const fields: FieldSpec[] = [{ name: 'capabilities', label: 'Capabilities', kind: 'lines' }];
    expect(fromFormValues(fields, { capabilities: 'API\n\n  Oncology  \n' })).toEqual({ capabilities: ['API', 'Oncology'] });
    expect(toFormValues(fields, { capabilities: ['a', 'b'] })).toEqual({ capabilities: 'a\nb' });
  });

  it('keeps an image list as URLs, one per line, and checks each one', () => {
    const fields: FieldSpec[] = [{ name: 'images', label: 'Images', kind: 'images', required: true }];
    const values = toFormValues(fields, { images: ['/uploads/a.webp', 'https://cdn.example/b.png'] });
    expect(values).toEqual({ images: '/uploads/a.webp\nhttps://cdn.example/b.png' });
    expect(fromFormValues(fields, values)).toEqual({ images: ['/uploads/a.webp', 'https://cdn.example/b.png'] });
    expect(validateFields(fields, { images: '/uploads/a.webp\njavascript:x' })).toEqual({ images: FIELD_MESSAGES.url });
    expect(validateFields(fields, { images: '' })).toEqual({ images: FIELD_MESSAGES.required('Images') });
  });

  it('sends blank optional text as null when asked', () => {
    const fields: FieldSpec[] = [{ name: 'location', label: 'Location', kind: 'text', nullIfEmpty: true }];
    expect(fromFormValues(fields, { location: '  ' })).toEqual({ location: null });
  });

  it('ignores a JSON parse failure and keeps the previous value', () => {
    const fields: FieldSpec[] = [{ name: 'missionPoints', label: 'Mission points', kind: 'json' }];
    const base = { missionPoints: [{ id: '1' }] };
    expect(fromFormValues(fields, { missionPoints: '[{"id":' }, base)).toEqual(base);
    expect(fromFormValues(fields, { missionPoints: '[{"id":"2"}]' }, base)).toEqual({ missionPoints: [{ id: '2' }] });
  });

  it('writes dotted paths into nested objects and sanitizes rich text', () => {
    const fields: FieldSpec[] = [{ name: 'location.address', label: 'Address', kind: 'richtext' }];
    const base = { location: { title: 'Our Address', address: '' } };
    const result = fromFormValues<typeof base>(fields, { 'location.address': '<b>HQ</b><img src=x onerror="alert(1)">' }, base);
    expect(result.location.title).toBe('Our Address');
    expect(result.location.address).toBe('<b>HQ</b><img src="x">');
  });

  it('falls back to the first option when a stored select value is unknown', () => {
    const fields: FieldSpec[] = [{ name: 'color', label: 'Color', kind: 'select', required: true, options: ['refex-blue', 'refex-green'] }];
    expect(toFormValues(fields, { color: 'purple' })).toEqual({ color: 'refex-blue' });
  });

  it('keeps the untouched fields of list rows', () => {
    const fields: FieldSpec[] = [{ name: 'points', label: 'Points', kind: 'list', fields: [{ name: 'title', label: 'Title', kind: 'text' }] }];
    const values = toFormValues(fields, { points: [{ id: 'p1', title: 'Old', extra: 1 }] });
    const rows = values.points as unknown as Record<string, string>[];
    rows[0].title = 'New';
    expect(fromFormValues(fields, values)).toEqual({ points: [{ id: 'p1', title: 'New', extra: 1 }] });
  });
});
