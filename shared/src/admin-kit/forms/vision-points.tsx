import { brandColor, DEFAULT_COLOR, type VisionPoint } from '../../content/common.js';
import { Icon } from '../../ui/icon.js';
import type { FieldSpec } from './fields.js';
import { colorColumn, iconColumn, orderColumn, statusColumn, textColumn } from '../editors/items-table.js';
import { localList, type LocalListSpec } from '../editors/section-with-lists.js';

/*
 * The vision points of a vision-and-mission section (About and Sustainability hold the same ones):
 * edited in pop-ups inside a SectionWithLists, saved with the section. Each page picks its default
 * icon and the id prefix of new points.
 */

/** The Vision Point pop-up; `icon` is the icon input's placeholder (the page's default icon). */
export function visionPointFields(icon: string): FieldSpec[] {
  return [
    { name: 'text', label: 'Text', kind: 'text', required: true, wide: true },
    { name: 'icon', label: 'Icon', kind: 'icon', placeholder: icon },
    { name: 'color', label: 'Color', kind: 'color' },
    { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 },
    { name: 'isActive', label: 'Active', kind: 'checkbox' },
  ];
}

export interface VisionPointsOptions {
  /** New points get the id `${idPrefix}-<time>`. */
  idPrefix: string;
  /** The icon of a new point (and the icon input's placeholder). */
  icon: string;
}

/** The 'Vision Points' list of a SectionWithLists. */
export function visionPointsList({ idPrefix, icon }: VisionPointsOptions): LocalListSpec {
  return localList<VisionPoint>({
    key: 'visionPoints',
    title: 'Vision Points',
    itemName: 'Vision Point',
    fields: visionPointFields(icon),
    columns: [
      iconColumn('Icon', (p) => p.icon),
      textColumn('Text', (p) => p.text, 80),
      colorColumn('Color', (p) => p.color, brandColor),
      orderColumn(),
      statusColumn(),
    ],
    newItem: (count) => ({ text: '', icon, color: DEFAULT_COLOR, order: count + 1, isActive: true }),
    idPrefix,
    emptyText: 'No vision points yet.',
  });
}

/** Preview lines (`<li>`) of the points the page shows: the icon in the point's colour, then the text. */
export function VisionPointItems({ points }: { points: readonly VisionPoint[] }) {
  return (
    <>
      {points.map((point) => (
        <li key={point.id}>
          <span style={{ color: brandColor(point.color) }}>
            <Icon name={point.icon} fallback="ri-check-line" />
          </span>{' '}
          {point.text}
        </li>
      ))}
    </>
  );
}
