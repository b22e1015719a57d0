import {
  ABOUT_COLLECTIONS,
  brandColor,
  colorColumn,
  DEFAULT_BRAND_COLOR_NAME,
  iconColumn,
  ListEditor,
  listEditorPropsOf,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  type AboutSection,
  type AdminPanelProps,
  type CoreValue,
  type JourneyMilestone,
} from '@pharma/shared';

/*
 * The About lists of the spec's generic pop-up (kinds about-sections, values and journey), each a
 * sub-tab of the About Page: the fields and required ones are admin-panel §"Required fields in pop-ups".
 */

const { sections, values, milestones } = ABOUT_COLLECTIONS;

/** About Sections: the about-sections pop-up (title, content, icon, order required). */
export function AboutSectionsPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<AboutSection>
      {...listEditorPropsOf(sections)}
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
      {...listEditorPropsOf(values)}
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
      {...listEditorPropsOf(milestones)}
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
