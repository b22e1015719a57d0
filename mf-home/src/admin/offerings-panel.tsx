import {
  colorColumn,
  DEFAULT_COLOR,
  HOME_COLLECTIONS,
  iconColumn,
  ListEditor,
  listEditorPropsOf,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  type AdminPanelProps,
  type Offering,
} from '@pharma/shared';

const offerings = HOME_COLLECTIONS.offerings;

/** What We Offer: the offerings grid of the home page. */
export function OfferingsPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<Offering>
      {...listEditorPropsOf(offerings)}
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
