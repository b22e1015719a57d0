import { BRAND_COLORS, defaultFacilities, type Facility } from '@pharma/shared';
import { capabilityPreview, facilityColor, groupFacilities } from './facility-groups';

function facility(overrides: Partial<Facility>): Facility {
  return { ...defaultFacilities[0], ...overrides };
}

describe('groupFacilities', () => {
  it('puts the seven default sites in three groups by type', () => {
    const groups = groupFacilities(defaultFacilities);
    expect(groups.map((g) => g.title)).toEqual(['API Manufacturing', 'Oncology & Specialty Intermediates', 'Formulations, Complex Generics & Packaging']);
    expect(groups.map((g) => g.facilities.map((f) => f.id))).toEqual([
      ['facility-1', 'facility-2'],
      ['facility-3', 'facility-4'],
      ['facility-5', 'facility-6', 'facility-7'],
    ]);
  });

  it('shows only active facilities, ascending by order, and drops empty groups', () => {
    const groups = groupFacilities([
      facility({ id: 'b', order: 2 }),
      facility({ id: 'a', order: 1 }),
      facility({ id: 'off', order: 0, isActive: false }),
      facility({ id: 'pack', type: 'Packaging & Customization', isActive: false }),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0].facilities.map((f) => f.id)).toEqual(['a', 'b']);
  });

  it('files an unknown type under the default type', () => {
    const groups = groupFacilities([facility({ id: 'x', type: 'Something else' as Facility['type'] })]);
    expect(groups[0].title).toBe('API Manufacturing');
  });
});

describe('capabilityPreview', () => {
  const six = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('keeps the first two capabilities and counts the rest', () => {
    expect(capabilityPreview({ type: 'Formulations & Complex Generics', capabilities: six })).toEqual({ shown: ['a', 'b'], hidden: 4 });
    expect(capabilityPreview({ type: 'Packaging & Customization', capabilities: ['a', 'b'] })).toEqual({ shown: ['a', 'b'], hidden: 0 });
  });

  it('lists every capability of an API Manufacturing card', () => {
    expect(capabilityPreview({ type: 'API Manufacturing', capabilities: six })).toEqual({ shown: six, hidden: 0 });
  });
});

describe('facilityColor', () => {
  it('maps the three brand names and falls back to blue for anything else', () => {
    expect(facilityColor('refex-green')).toBe(BRAND_COLORS['refex-green']);
    expect(facilityColor('refex-orange')).toBe(BRAND_COLORS['refex-orange']);
    expect(facilityColor('#ee6a31')).toBe(BRAND_COLORS['refex-orange']);
    expect(facilityColor('purple')).toBe(BRAND_COLORS['refex-blue']);
    expect(facilityColor('#123456')).toBe(BRAND_COLORS['refex-blue']);
    expect(facilityColor(null)).toBe(BRAND_COLORS['refex-blue']);
  });
});
