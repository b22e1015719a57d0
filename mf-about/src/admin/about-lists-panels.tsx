import {
  BRAND_COLOR_NAMES,
  brandColor,
  colorColumn,
  DEFAULT_BRAND_COLOR_NAME,
  iconColumn,
  ListEditor,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  type AboutSection,
  type AdminPanelProps,
  type CoreValue,
  type FieldSpec,
  type JourneyMilestone,
} from '@pharma/shared';
import { ABOUT_PATHS } from './about-admin-paths';

/*
 * The About lists of the spec's generic pop-up (kinds about-sections, values and journey), each a
 * sub-tab of the About Page: the fields and required ones are admin-panel §"Required fields in pop-ups".
 */

const order: FieldSpec = { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 };
const active: FieldSpec = { name: 'isActive', label: 'Active', kind: 'checkbox' };
const color: FieldSpec = { name: 'color', label: 'Color', kind: 'select', options: BRAND_COLOR_NAMES, required: true };

const sectionFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'content', label: 'Content', kind: 'textarea', required: true },
  { name: 'icon', label: 'Icon', kind: 'icon', required: true, placeholder: 'ri-building-line' },
  color,
  order,
  active,
];

const valueFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true },
  { name: 'icon', label: 'Icon', kind: 'icon', required: true, placeholder: 'ri-lightbulb-line' },
  color,
  order,
  active,
];

const milestoneFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true },
  { name: 'year', label: 'Year', kind: 'text', required: true, maxLength: 50, placeholder: '1984 – 2004' },
  { name: 'image', label: 'Image', kind: 'image' },
  color,
  order,
  active,
];

/** About Sections: the about-sections pop-up (title, content, icon, order required). */
export function AboutSectionsPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<AboutSection>
      title="About Sections"
      itemName="Section"
      path={ABOUT_PATHS.sections}
      fields={sectionFields}
      columns={[
        iconColumn('Icon', (s) => s.icon),
        textColumn('Title', (s) => s.title, 60),
        colorColumn('Color', (s) => s.color, brandColor),
        orderColumn(),
        statusColumn(),
      ]}
      defaults={{ icon: 'ri-building-line', color: DEFAULT_BRAND_COLOR_NAME }}
      events={['aboutDataChanged']}
      mirror={(items) => mirrorToAdminData('aboutSections', items)}
      onChanged={onChanged}
      emptyText="No sections yet."
    />
  );
}

/** Values: the values pop-up (title, description, order, icon required). */
export function AboutValuesPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<CoreValue>
      title="Values"
      itemName="Value"
      path={ABOUT_PATHS.values}
      fields={valueFields}
      columns={[
        iconColumn('Icon', (v) => v.icon),
        textColumn('Title', (v) => v.title, 60),
        colorColumn('Color', (v) => v.color, brandColor),
        orderColumn(),
        statusColumn(),
      ]}
      defaults={{ icon: 'ri-lightbulb-line', color: DEFAULT_BRAND_COLOR_NAME }}
      events={['aboutDataChanged']}
      mirror={(items) => mirrorToAdminData('values', items)}
      onChanged={onChanged}
      emptyText="No values yet."
    />
  );
}

/** Journey milestones: the journey pop-up (title, description, order, year required). */
export function JourneyMilestonesPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<JourneyMilestone>
      title="Journey Milestones"
      itemName="Milestone"
      path={ABOUT_PATHS.milestones}
      fields={milestoneFields}
      columns={[
        textColumn('Year', (m) => m.year, 20),
        textColumn('Title', (m) => m.title, 60),
        colorColumn('Color', (m) => m.color, brandColor),
        orderColumn(),
        statusColumn(),
      ]}
      defaults={{ color: DEFAULT_BRAND_COLOR_NAME, image: '' }}
      events={['aboutDataChanged']}
      mirror={(items) => mirrorToAdminData('journey', items)}
      onChanged={onChanged}
      emptyText="No milestones yet."
    />
  );
}
