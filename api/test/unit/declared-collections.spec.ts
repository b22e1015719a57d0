import { describe, expect, it } from '@jest/globals';
import { defineList, defineSection, field } from '@pharma/shared/content';
import { bodiesOf } from '../../src/content/collections/dto-of.js';
import { collectionDefOf } from '../../src/content/collections/schema-of.js';
import { validateDocument } from '../../src/platform/store/schema-kit.js';
import { createValidationPipe } from '../../src/platform/validation/validation-pipe.js';

/*
 * What the API derives from a declaration: the request body refuses what the declared field refuses, and
 * the stored document gets what the declared presence promises. One declaration with every kind of field.
 */
const cards = defineList({
  name: 'test_cards',
  page: 'test',
  path: 'cms/test/cards',
  title: 'Cards',
  dtoName: 'TestCard',
  noun: 'Card',
  fields: {
    title: field.text('Title', { required: true, max: 20 }),
    note: field.text('Note'),
    extra: field.text('Extra', { optional: true }),
    body: field.richText('Body'),
    image: field.image('Image'),
    count: field.int('Count', { required: true, min: 1, max: 9 }),
    kind: field.oneOf('Kind', { values: ['a', 'b'], default: 'a' }),
    tags: field.textList('Tags'),
    location: field.object('Location', {
      required: true,
      dtoName: 'TestLocation',
      fields: { city: field.text('City', { required: true }), phone: field.phone('Phone', { optional: true }) },
    }),
    points: field.items('Points', { dtoName: 'TestPoint', ordered: true, max: 2, fields: { text: field.text('Text', { required: true }) } }),
  },
  defaults: () => [],
});

const section = defineSection({
  name: 'test_section',
  page: 'test',
  path: 'cms/test/section',
  title: 'Section',
  dtoName: 'TestSection',
  fields: { heading: field.text('Heading', { required: true }), isActive: field.flag('Active') },
  defaults: () => ({ heading: 'Hello', isActive: true }),
});

const valid = {
  title: 'A card',
  count: 3,
  location: { city: 'Chennai' },
  points: [{ id: 'p1', text: 'One' }],
};

async function bodyErrors(body: object, kind: 'create' | 'update' = 'create'): Promise<Record<string, string[]> | null> {
  const type = bodiesOf(cards)[kind];
  try {
    await createValidationPipe(type).transform(structuredClone(body), { type: 'body', metatype: type });
    return null;
  } catch (error) {
    const answer = (error as { getResponse(): { fieldErrors?: Record<string, string[]> } }).getResponse();
    return answer.fieldErrors ?? { body: ['refused'] };
  }
}

describe('request bodies derived from a declaration', () => {
  it('accept a body with the required fields and the implied order', async () => {
    expect(await bodyErrors({ ...valid, order: 1 })).toBeNull();
  });

  it('refuse what each declared field refuses', async () => {
    const refused = [
      { ...valid, order: 1, title: '' },
      { ...valid, order: 1, title: 'x'.repeat(21) },
      { ...valid, order: 1, count: 0 },
      { ...valid, order: 1, count: 10 },
      { ...valid, order: 1, kind: 'c' },
      { ...valid, order: 1, image: 'javascript:alert(1)' },
      { ...valid, order: 1, tags: 'not a list' },
      { ...valid, order: 1, location: { city: '' } },
      { ...valid, order: 1, location: { city: 'Pune', phone: 'call me' } },
      { ...valid, order: 1, points: [{ id: 'p1', text: '' }] },
      { ...valid, order: 1, points: [1, 2, 3].map((n) => ({ id: `p${n}`, text: 'x' })) },
      { ...valid, order: 1, unknown: 'field' },
      { ...valid },
    ];
    // Each refused body is named in a failure: { body, errors: null } says which one got through.
    for (const body of refused) expect({ body, errors: await bodyErrors(body) }).not.toEqual({ body, errors: null });
  });

  it('take any subset on update, and still check what is sent', async () => {
    expect(await bodyErrors({ note: 'only this' }, 'update')).toBeNull();
    expect(await bodyErrors({ count: 100 }, 'update')).not.toBeNull();
  });

  it('sanitize rich text on the way in', async () => {
    const type = bodiesOf(cards).create;
    const body = (await createValidationPipe(type).transform(
      { ...valid, order: 1, body: '<p>ok</p><script>alert(1)</script>' },
      { type: 'body', metatype: type },
    )) as {
      body: string;
    };
    expect(body.body).toBe('<p>ok</p>');
  });

  it('are named for the OpenAPI document and built once', () => {
    expect(bodiesOf(cards).create.name).toBe('TestCardDto');
    expect(bodiesOf(cards).update.name).toBe('TestCardUpdateDto');
    expect(bodiesOf(cards)).toBe(bodiesOf(cards));
    expect(bodiesOf(section).update.name).toBe('TestSectionUpdateDto');
  });
});

describe('stored documents derived from a declaration', () => {
  const meta = { _id: 'c1', version: 1, createdAt: 'now', updatedAt: 'now' };

  it('fill what is stored by default and leave optional fields out', async () => {
    const def = collectionDefOf(cards);
    const doc = await validateDocument(def.name, def.schema, { ...meta, ...valid });
    expect(doc).toMatchObject({ note: '', body: '', image: '', kind: 'a', tags: [], order: 0, isActive: true });
    expect(doc).not.toHaveProperty('extra');
    expect(doc.points).toEqual([{ id: 'p1', order: 0, isActive: true, text: 'One' }]);
  });

  it('refuse a document without a required field or with an undeclared one', async () => {
    const def = collectionDefOf(cards);
    await expect(validateDocument(def.name, def.schema, { ...meta, ...valid, title: undefined })).rejects.toThrow();
    await expect(validateDocument(def.name, def.schema, { ...meta, ...valid, stray: 1 })).rejects.toThrow();
  });

  it('keep the declared page and one definition per declaration', () => {
    expect(collectionDefOf(section)).toBe(collectionDefOf(section));
    expect(collectionDefOf(section).versioned).toEqual({ page: 'test' });
  });
});
