import {
  colorColumn,
  DEFAULT_COLOR,
  imageColumn,
  ListEditor,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  type AdminPanelProps,
  type FieldSpec,
  type RegulatoryApproval,
} from '@pharma/shared';
import { HOME_PATHS } from './home-admin-paths';

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true },
  { name: 'image', label: 'Logo Image', kind: 'image' },
  { name: 'link', label: 'Link URL', kind: 'url', placeholder: 'https://…' },
  { name: 'color', label: 'Color', kind: 'color' },
  { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** Regulatory: the approvals carousel of the home page. */
export function RegulatoryPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<RegulatoryApproval>
      title="Regulatory Approvals"
      itemName="Regulatory Approval"
      path={HOME_PATHS.regulatory}
      fields={fields}
      columns={[
        imageColumn(
          'Logo',
          (r) => r.image,
          (r) => `${r.title} logo`,
        ),
        textColumn('Title', (r) => r.title, 50),
        textColumn('Description', (r) => r.description, 80),
        colorColumn('Color', (r) => r.color),
        orderColumn(),
        statusColumn(),
      ]}
      defaults={{ image: '', link: '', color: DEFAULT_COLOR }}
      events={['adminDataChanged']}
      mirror={(items) => mirrorToAdminData('regulatoryApprovals', items)}
      onChanged={onChanged}
      emptyText="No regulatory approvals yet."
    />
  );
}
