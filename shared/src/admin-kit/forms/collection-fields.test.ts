import { describe, expect, it } from '@jest/globals';
import { apiPathOf, HOME_COLLECTIONS, HOME_TEXTS } from '../../content/index.js';
import { DECLARED_COLLECTIONS } from '../../content/collections/collection-rules.js';
import { editorFields, listEditorPropsOf, sectionEditorPropsOf } from './collection-fields.js';

const order = { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 };
const active = { name: 'isActive', label: 'Active', kind: 'checkbox' };

// The home editors' forms as they were written by hand before the declarations: the derived ones match.
describe('editor fields derived from a declaration', () => {
  it('hero slides', () => {
    expect(editorFields(HOME_COLLECTIONS.slides)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'subtitle', label: 'Subtitle', kind: 'text', wide: true },
      { name: 'image', label: 'Slide Image', kind: 'image' },
      order,
      active,
    ]);
  });

  it('offerings, in the form order the declaration gives, without the hidden legacy field', () => {
    expect(editorFields(HOME_COLLECTIONS.offerings)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'metric', label: 'Metric', kind: 'text', required: true, maxLength: 50, placeholder: '150+' },
      { name: 'unit', label: 'Unit', kind: 'text', required: true, maxLength: 100, placeholder: 'API Products' },
      { name: 'icon', label: 'Icon', kind: 'icon', placeholder: 'ri-flask-line' },
      { name: 'color', label: 'Color', kind: 'color' },
      order,
      active,
    ]);
  });

  it('statistics and regulatory approvals', () => {
    expect(editorFields(HOME_COLLECTIONS.statistics)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'value', label: 'Value', kind: 'integer', required: true, min: 0 },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'image', label: 'Image', kind: 'image' },
      { name: 'color', label: 'Color', kind: 'color' },
      order,
      active,
    ]);
    expect(editorFields(HOME_COLLECTIONS.regulatory)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'image', label: 'Logo Image', kind: 'image' },
      { name: 'link', label: 'Link URL', kind: 'url', placeholder: 'https://…' },
      { name: 'color', label: 'Color', kind: 'color' },
      order,
      active,
    ]);
  });

  it('a section has no Order or Active of its own; its declared flag is a checkbox', () => {
    expect(editorFields(HOME_COLLECTIONS.globalImpact)).toEqual([
      { name: 'title', label: 'Section Title', kind: 'text', required: true, wide: true, placeholder: HOME_TEXTS.globalImpactTitle },
      { name: 'description', label: 'Section Description', kind: 'textarea', required: true },
      { name: 'isActive', label: 'Active (show the section on the home page)', kind: 'checkbox' },
    ]);
  });

  it('the REST path is the spec path under /api', () => {
    expect(apiPathOf(HOME_COLLECTIONS.slides)).toBe('/api/cms/home/slides');
    expect(apiPathOf(HOME_COLLECTIONS.globalImpact)).toBe('/api/cms/home/global-impact');
  });
});

describe('editor props read from a declaration', () => {
  it("gives a list editor its list's title, item name, path and form", () => {
    const slides = HOME_COLLECTIONS.slides;
    expect(listEditorPropsOf(slides)).toEqual({ title: slides.title, itemName: slides.itemName, path: apiPathOf(slides), fields: editorFields(slides) });
  });

  it("gives a section editor its section's title, path and form", () => {
    const impact = HOME_COLLECTIONS.globalImpact;
    expect(sectionEditorPropsOf(impact)).toEqual({ title: impact.title, path: '/api/cms/home/global-impact', fields: editorFields(impact) });
  });
});

// The spec's pop-ups with an order input ("Required fields in pop-ups", and the contact user's order).
describe('the Order input, only where the spec form has one', () => {
  const withOrder = [
    'home_slides',
    'home_offerings',
    'home_statistics',
    'home_regulatory',
    'about_sections',
    'about_leadership',
    'about_values',
    'about_milestones',
    'contact_users',
  ];

  it('lists the spec orders in their form keep it; the others are ordered by drag and drop and Move up/down', () => {
    const lists = DECLARED_COLLECTIONS.filter((declaration) => declaration.shape === 'list');
    const asked = lists.filter((declaration) => editorFields(declaration).some((field) => field.name === 'order')).map((declaration) => declaration.name);
    expect([...asked].sort()).toEqual([...withOrder].sort());
  });
});
