import {
  colorColumn,
  DEFAULT_COLOR,
  iconColumn,
  ListEditor,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  type AdminPanelProps,
  type FieldSpec,
  type Offering,
} from '@pharma/shared';
import { HOME_PATHS } from './home-admin-paths';

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true },
  { name: 'metric', label: 'Metric', kind: 'text', required: true, maxLength: 50, placeholder: '150+' },
  { name: 'unit', label: 'Unit', kind: 'text', required: true, maxLength: 100, placeholder: 'API Products' },
  { name: 'icon', label: 'Icon', kind: 'icon', placeholder: 'ri-flask-line' },
  { name: 'color', label: 'Color', kind: 'color' },
  { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** What We Offer: the offerings grid of the home page. */
export function OfferingsPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<Offering>
      title="What We Offer"
      itemName="Offering"
      path={HOME_PATHS.offerings}
      fields={fields}
      columns={[
        iconColumn('Icon', (o) => o.icon),
        textColumn('Title', (o) => o.title, 60),
        textColumn('Metric', (o) => `${o.metric} ${o.unit}`, 40),
        colorColumn('Color', (o) => o.color),
        orderColumn(),
        statusColumn(),
      ]}
      defaults={{ icon: 'ri-star-line', color: DEFAULT_COLOR }}
      events={['adminDataChanged']}
      mirror={(items) => mirrorToAdminData('offerings', items)}
      onChanged={onChanged}
      emptyText="No offerings yet."
    />
  );
}
