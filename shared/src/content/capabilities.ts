import type { FacilityType } from './collections/capabilities.js';

/** Only 'API Manufacturing' cards list every capability; the others show the first two. */
export const FACILITY_TYPES_SHOWING_ALL_CAPABILITIES: readonly FacilityType[] = ['API Manufacturing'];
