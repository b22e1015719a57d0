import {
  colorColumn,
  DEFAULT_COLOR,
  HOME_COLLECTIONS,
  imageColumn,
  ListEditor,
  listEditorPropsOf,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  type AdminPanelProps,
  type RegulatoryApproval,
} from '@pharma/shared';

const regulatory = HOME_COLLECTIONS.regulatory;

/** Regulatory: the approvals carousel of the home page. */
export function RegulatoryPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<RegulatoryApproval>
      {...listEditorPropsOf(regulatory)}
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
