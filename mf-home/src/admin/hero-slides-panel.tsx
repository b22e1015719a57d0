import {
  imageColumn,
  ListEditor,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  type AdminPanelProps,
  type FieldSpec,
  type HeroSlide,
} from '@pharma/shared';
import { HOME_PATHS } from './home-admin-paths';

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'subtitle', label: 'Subtitle', kind: 'text', wide: true },
  { name: 'image', label: 'Slide Image', kind: 'image' },
  { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** Hero Slides: the home page's slider. */
export function HeroSlidesPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<HeroSlide>
      title="Hero Slides"
      itemName="Hero Slide"
      path={HOME_PATHS.slides}
      fields={fields}
      columns={[
        imageColumn(
          'Image',
          (s) => s.image,
          (s) => s.title,
        ),
        textColumn('Title', (s) => s.title),
        orderColumn(),
        statusColumn(),
      ]}
      defaults={{ title: '', image: '' }}
      events={['heroSlidesChanged', 'adminDataChanged']}
      mirror={(items) => mirrorToAdminData('heroSlides', items)}
      onChanged={onChanged}
      emptyText="No hero slides yet. Add the first one."
    />
  );
}
