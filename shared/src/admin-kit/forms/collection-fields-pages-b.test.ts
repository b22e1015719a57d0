import { describe, expect, it } from '@jest/globals';
import {
  AOS_HERO_DEFAULTS,
  apiPathOf,
  CAPABILITIES_COLLECTIONS,
  CONTACT_COLLECTIONS,
  FACILITY_TYPES,
  PRODUCTS_COLLECTIONS,
  PROFILE_IMAGE_NOTE,
} from '../../content/index.js';
import { editorFields } from './collection-fields.js';
import type { FieldSpec } from './fields.js';

const active = { name: 'isActive', label: 'Active', kind: 'checkbox' };

// The capabilities, contact and products editors' forms as they were written by hand before the declarations.
describe('capabilities editor fields derived from the declarations', () => {
  it('hero', () => {
    expect(editorFields(CAPABILITIES_COLLECTIONS.hero)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true, maxLength: 2000 },
      { name: 'subtitle', label: 'Subtitle', kind: 'text', wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true, maxLength: 5000 },
      { name: 'subDescription', label: 'Sub-description', kind: 'textarea', rows: 2, maxLength: 5000 },
      { name: 'backgroundImage', label: 'Background Image', kind: 'image' },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ]);
  });

  it('research: both cards (a fieldset each, with their points) and the promise', () => {
    // The hand-written points gave newItem () => ({ title: '', description: '' }): the list's own blank row.
    const cardFields = (key: 'apiCard' | 'fdfCard', group: string): FieldSpec[] => [
      { name: `${key}.title`, label: 'Card Title', kind: 'text', required: true, group },
      { name: `${key}.subtitle`, label: 'Subtitle', kind: 'text', required: true, group },
      { name: `${key}.icon`, label: 'Icon', kind: 'icon', required: true, group, placeholder: 'ri-flask-line' },
      { name: `${key}.color`, label: 'Color', kind: 'color', required: true, group },
      {
        name: `${key}.points`,
        label: 'Points',
        kind: 'list',
        itemLabel: 'Point',
        group,
        fields: [
          { name: 'title', label: 'Point Title', kind: 'text', required: true, wide: true },
          { name: 'description', label: 'Point Description', kind: 'textarea', required: true, rows: 2, maxLength: 5000 },
        ],
        maxItems: 20,
      },
    ];
    expect(editorFields(CAPABILITIES_COLLECTIONS.research)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true, maxLength: 5000 },
      { name: 'image', label: 'Image', kind: 'image' },
      { name: 'isActive', label: 'Active (show the R&D section on /capabilities)', kind: 'checkbox' },
      ...cardFields('apiCard', 'API R&D Card'),
      ...cardFields('fdfCard', 'FDF R&D Card'),
      { name: 'promise.title', label: 'Promise Title', kind: 'text', required: true, group: 'R&D Promise' },
      { name: 'promise.description', label: 'Promise Description', kind: 'textarea', required: true, maxLength: 5000, group: 'R&D Promise' },
      { name: 'promise.icon', label: 'Icon', kind: 'icon', required: true, group: 'R&D Promise', placeholder: 'ri-award-line' },
    ]);
  });

  it('facilities: the form order, a select for type, the brand colour picker, nulls for empty texts, no Order input', () => {
    expect(editorFields(CAPABILITIES_COLLECTIONS.facilities)).toEqual([
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
      { name: 'type', label: 'Type', kind: 'select', options: FACILITY_TYPES, required: true },
      { name: 'location', label: 'Location', kind: 'text', nullIfEmpty: true, maxLength: 200 },
      { name: 'capacity', label: 'Capacity', kind: 'text', nullIfEmpty: true, maxLength: 100, placeholder: '500 MT/year' },
      { name: 'established', label: 'Established', kind: 'text', nullIfEmpty: true, maxLength: 50, placeholder: '1985' },
      { name: 'color', label: 'Color', kind: 'color', colorValue: 'token', nullIfEmpty: true },
      { name: 'image', label: 'Image', kind: 'image', nullIfEmpty: true },
      { name: 'description', label: 'Description', kind: 'textarea', maxLength: 5000 },
      { name: 'capabilities', label: 'Capabilities', kind: 'lines', rows: 5, help: 'One capability per line; blank lines are dropped.' },
      { name: 'approvals', label: 'Approval logos', kind: 'lines', rows: 3, help: 'One logo URL per line (https://… or /images/…); blank lines are dropped.' },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ]);
  });

  it('paths', () => {
    expect(apiPathOf(CAPABILITIES_COLLECTIONS.hero)).toBe('/api/cms/capabilities/hero');
    expect(apiPathOf(CAPABILITIES_COLLECTIONS.research)).toBe('/api/cms/capabilities/research');
    expect(apiPathOf(CAPABILITIES_COLLECTIONS.facilities)).toBe('/api/cms/capabilities/facilities');
  });
});

describe('contact editor fields derived from the declarations', () => {
  it('hero', () => {
    expect(editorFields(CONTACT_COLLECTIONS.hero)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'subtitle', label: 'Subtitle', kind: 'text', wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'backgroundImage', label: 'Background Image', kind: 'image' },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ]);
  });

  it('get in touch: the blocks in form order (icon and colour last), other addresses left out', () => {
    expect(editorFields(CONTACT_COLLECTIONS.getInTouch)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
      { name: 'location.title', label: 'Location Title', kind: 'text', required: true, group: 'Location', wide: true },
      { name: 'location.address', label: 'Address', kind: 'richtext', required: true, group: 'Location' },
      { name: 'location.icon', label: 'Location Icon', kind: 'icon', required: true, group: 'Location', placeholder: 'ri-map-pin-line' },
      { name: 'location.color', label: 'Location Colour', kind: 'color', required: true, group: 'Location' },
      { name: 'phone.title', label: 'Phone Title', kind: 'text', required: true, group: 'Phone' },
      { name: 'phone.number', label: 'Phone Number', kind: 'tel', required: true, group: 'Phone' },
      { name: 'phone.hours', label: 'Phone Hours', kind: 'text', required: true, group: 'Phone', wide: true },
      { name: 'phone.icon', label: 'Phone Icon', kind: 'icon', required: true, group: 'Phone', placeholder: 'ri-phone-line' },
      { name: 'phone.color', label: 'Phone Colour', kind: 'color', required: true, group: 'Phone' },
      { name: 'email.title', label: 'Email Title', kind: 'text', required: true, group: 'Email' },
      { name: 'email.address', label: 'Email Address', kind: 'email', required: true, group: 'Email' },
      { name: 'email.responseTime', label: 'Response Time', kind: 'text', required: true, group: 'Email', wide: true },
      { name: 'email.icon', label: 'Email Icon', kind: 'icon', required: true, group: 'Email', placeholder: 'ri-mail-line' },
      { name: 'email.color', label: 'Email Colour', kind: 'color', required: true, group: 'Email' },
      { name: 'businessHours.title', label: 'Business Hours Title', kind: 'text', required: true, group: 'Business Hours', wide: true },
      { name: 'businessHours.mondayFriday', label: 'Monday – Friday', kind: 'text', required: true, group: 'Business Hours' },
      { name: 'businessHours.saturday', label: 'Saturday', kind: 'text', required: true, group: 'Business Hours' },
      { name: 'businessHours.sunday', label: 'Sunday', kind: 'text', required: true, group: 'Business Hours' },
    ]);
  });

  it('users: Order placed before the avatar', () => {
    expect(editorFields(CONTACT_COLLECTIONS.users)).toEqual([
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
      { name: 'position', label: 'Position', kind: 'text', required: true, maxLength: 200 },
      { name: 'email', label: 'Email', kind: 'email', required: true },
      { name: 'phone', label: 'Phone', kind: 'tel', required: true, placeholder: '+91 44 4000 1000' },
      { name: 'department', label: 'Department', kind: 'text', required: true, maxLength: 200 },
      { name: 'order', label: 'Order', kind: 'integer', min: 0 },
      { name: 'avatar', label: 'Avatar', kind: 'image', help: PROFILE_IMAGE_NOTE },
      active,
    ]);
  });

  it('paths', () => {
    expect(apiPathOf(CONTACT_COLLECTIONS.hero)).toBe('/api/cms/contact/hero');
    expect(apiPathOf(CONTACT_COLLECTIONS.getInTouch)).toBe('/api/cms/contact/get-in-touch');
    expect(apiPathOf(CONTACT_COLLECTIONS.users)).toBe('/api/cms/contact/users');
  });
});

describe('products editor fields derived from the declaration', () => {
  it('hero: fieldsets, the animation select and the default placeholders', () => {
    // The text sits on a photo: white and pale blue (its defaults) besides the brand colours.
    const heroTextColours = [
      { label: 'White', value: '#ffffff' },
      { label: 'Pale Blue', value: '#e8f1f8' },
    ];
    const AOS_TYPES = ['fade-up', 'fade-down', 'fade-left', 'fade-right', 'fade', 'zoom-in', 'zoom-out', 'flip-up', 'slide-up'];
    expect(editorFields(PRODUCTS_COLLECTIONS.hero)).toEqual([
      { name: 'backgroundImage', label: 'Background Image', kind: 'image', group: 'Background' },
      { name: 'overlayFrom', label: 'Overlay From', kind: 'color', group: 'Background' },
      { name: 'overlayTo', label: 'Overlay To', kind: 'color', group: 'Background' },
      { name: 'titleLine1', label: 'Title Line 1', kind: 'text', maxLength: 200, group: 'Text' },
      { name: 'titleLine2', label: 'Title Line 2', kind: 'text', maxLength: 200, group: 'Text' },
      { name: 'subtitle', label: 'Subtitle', kind: 'text', group: 'Text', wide: true },
      { name: 'highlightText', label: 'Highlight Text', kind: 'text', group: 'Text', wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', group: 'Text' },
      { name: 'titleColor', label: 'Title Color', kind: 'color', group: 'Colours', extraColors: heroTextColours },
      { name: 'subtitleColor', label: 'Subtitle Color', kind: 'color', group: 'Colours', extraColors: heroTextColours },
      { name: 'descriptionColor', label: 'Description Color', kind: 'color', group: 'Colours', extraColors: heroTextColours },
      { name: 'aosType', label: 'Animation Type', kind: 'select', options: AOS_TYPES, group: 'Animation', placeholder: AOS_HERO_DEFAULTS.type },
      { name: 'aosDuration', label: 'Duration (ms)', kind: 'integer', min: 0, max: 60000, group: 'Animation', placeholder: String(AOS_HERO_DEFAULTS.duration) },
      { name: 'aosDelay', label: 'Delay (ms)', kind: 'integer', min: 0, max: 60000, group: 'Animation', placeholder: String(AOS_HERO_DEFAULTS.delay) },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ]);
    expect(apiPathOf(PRODUCTS_COLLECTIONS.hero)).toBe('/api/cms/products/hero');
  });
});
