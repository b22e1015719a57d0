import { ContentPreviewPanel, countFieldAt, countListAt, type AdminContribution } from '@pharma/shared';

function preview(path: string, select?: (data: unknown) => unknown) {
  return function Preview() {
    return <ContentPreviewPanel path={path} select={select} />;
  };
}

/** The Products tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Products',
  subTabs: [
    { id: 'hero', label: 'Hero', count: async () => 1, Panel: preview('/api/cms/products/hero') },
  ],
};
