import {
  EditPermission,
  ListEditor,
  listEditorPropsOf,
  orderColumn,
  SectionEditor,
  sectionEditorPropsOf,
  SITE_CHROME_COLLECTIONS,
  statusColumn,
  textColumn,
  type NavigationLink,
  type SiteFooterContent,
} from '@pharma/shared';

const { navigation, footer } = SITE_CHROME_COLLECTIONS;

/*
 * The header navigation and the footer every public page shows. They belong to the release 'site',
 * so their changes wait in the Settings drafts bar (and, with review required, in a 'site' review)
 * like the settings; editing them is content work, which Editors may do.
 */

/** The header's links, each with its dropdown links; inactive ones are kept but not shown. */
export function NavigationSettings() {
  return (
    <EditPermission permission="content.edit">
      <div className="admin-own-panel">
        <ListEditor<NavigationLink>
          {...listEditorPropsOf(navigation)}
          columns={[
            textColumn('Label', (link) => link.label, 40),
            textColumn('Link to', (link) => link.to, 60),
            { header: 'New tab', render: (link) => (link.external ? 'Yes' : 'No') },
            textColumn('Dropdown links', (link) => link.children.map((child) => child.label).join(', '), 60),
            orderColumn(),
            statusColumn(),
          ]}
          defaults={{ external: false, aboutTab: '', children: [] }}
          events={['adminDataChanged']}
          emptyText="No navigation links yet: the header shows none."
        />
      </div>
    </EditPermission>
  );
}

/** The footer's description, quick, social and legal links, and copyright line. */
export function FooterSettings() {
  return (
    <EditPermission permission="content.edit">
      <div className="admin-own-panel">
        <SectionEditor<SiteFooterContent>
          {...sectionEditorPropsOf(footer)}
          saveLabel="Save Footer"
          messages={{ saved: 'Footer saved successfully!', failed: 'Failed to save the Footer', error: 'Error saving the Footer' }}
          events={['adminDataChanged']}
        />
      </div>
    </EditPermission>
  );
}
