import { field } from './kit.js';

/*
 * Shapes more than one page's declarations hold: the vision points and the labelled stats of the
 * about and sustainability Vision & Mission sections; the key figures of the capabilities and
 * products pages' bodies.
 */

export const visionPointFields = {
  text: field.text('Text', { required: true, wide: true }),
  icon: field.icon('Icon'),
  color: field.colour('Color'),
} as const;

export const labelledStatFields = {
  label: field.text('Label', { required: true, max: 200 }),
  value: field.text('Value', { required: true, max: 50 }),
  color: field.colour('Color'),
} as const;

/** A Vision & Mission section's vision points: each with its own id, order and isActive. */
export const visionPointsField = field.items('Vision Points', { fields: visionPointFields, dtoName: 'VisionPoint', ordered: true, itemLabel: 'Vision Point' });

/** A Vision & Mission section's stats (a label and a value). */
export const labelledStatsField = field.items('Stats', { fields: labelledStatFields, dtoName: 'LabelledStat', ordered: true, itemLabel: 'Stat' });

/** A key figure under a page's banner (a value, its label and an icon); one PageStat body in the OpenAPI document. */
export const pageStatFields = {
  value: field.text('Value', { required: true, max: 30 }),
  label: field.text('Label', { required: true, max: 100 }),
  icon: field.icon('Icon', { placeholder: 'ri-flask-line' }),
} as const;
