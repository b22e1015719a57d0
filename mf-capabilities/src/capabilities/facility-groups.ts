import {
  BRAND_COLORS,
  brandColorName,
  DEFAULT_FACILITY_TYPE,
  FACILITY_CARD_CAPABILITY_PREVIEW,
  FACILITY_TYPES,
  FACILITY_TYPES_SHOWING_ALL_CAPABILITIES,
  visibleItems,
  type Facility,
  type FacilityType,
} from '@pharma/shared';

export interface FacilityGroupDefinition {
  id: string;
  title: string;
  description: string;
  types: readonly FacilityType[];
}

/**
 * The page shows three groups: finished dosage forms and their packaging share the third group,
 * because both happen after the API is made.
 */
export const FACILITY_GROUPS: readonly FacilityGroupDefinition[] = [
  {
    id: 'api-manufacturing',
    title: 'API Manufacturing',
    description: 'Large-scale, cGMP-certified sites for active pharmaceutical ingredients, including controlled substances.',
    types: ['API Manufacturing'],
  },
  {
    id: 'oncology-intermediates',
    title: 'Oncology & Specialty Intermediates',
    description: 'Contained high-potency production and advanced intermediates for regulated markets.',
    types: ['Oncology & Specialty Intermediates'],
  },
  {
    id: 'formulations-packaging',
    title: 'Formulations, Complex Generics & Packaging',
    description: 'Finished dosage forms, complex generics and market-ready packaging built on our own APIs.',
    types: ['Formulations & Complex Generics', 'Packaging & Customization'],
  },
];

export interface FacilityGroup extends FacilityGroupDefinition {
  facilities: Facility[];
}

function knownType(type: unknown): FacilityType {
  return (FACILITY_TYPES as readonly unknown[]).includes(type) ? (type as FacilityType) : DEFAULT_FACILITY_TYPE;
}

/** Active facilities, in order, grouped by type; a type the page does not know joins the default type's group. */
export function groupFacilities(facilities: readonly Facility[]): FacilityGroup[] {
  const visible = visibleItems(facilities);
  return FACILITY_GROUPS.map((group) => ({
    ...group,
    facilities: visible.filter((facility) => group.types.includes(knownType(facility.type))),
  })).filter((group) => group.facilities.length > 0);
}

export interface CapabilityPreview {
  shown: string[];
  /** How many capabilities the '+N more capabilities' note stands for (0: no note). */
  hidden: number;
}

/** A card lists the first two capabilities, except API Manufacturing cards, which list them all. */
export function capabilityPreview(facility: Pick<Facility, 'type' | 'capabilities'>): CapabilityPreview {
  const all = facility.capabilities ?? [];
  if (FACILITY_TYPES_SHOWING_ALL_CAPABILITIES.includes(facility.type)) return { shown: all, hidden: 0 };
  const shown = all.slice(0, FACILITY_CARD_CAPABILITY_PREVIEW);
  return { shown, hidden: all.length - shown.length };
}

/** The card's accent: a brand colour (a brand hex maps back to its name); anything else is blue. */
export function facilityColor(color: string | null | undefined): string {
  return BRAND_COLORS[brandColorName(color)];
}
