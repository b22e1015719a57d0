import { ContentPreviewPanel, countFieldAt, countListAt, type AdminContribution } from '@pharma/shared';

function preview(path: string, select?: (data: unknown) => unknown) {
  return function Preview() {
    return <ContentPreviewPanel path={path} select={select} />;
  };
}

/** The Capabilities tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Capabilities',
  subTabs: [
    { id: 'hero', label: 'Hero', count: async () => 1, Panel: preview('/api/cms/capabilities', (data: unknown) => (data as Record<string, unknown>)['hero']) },
    { id: 'research', label: 'Research', count: async () => 1, Panel: preview('/api/cms/capabilities', (data: unknown) => (data as Record<string, unknown>)['research']) },
    { id: 'facilities', label: 'Facilities', count: () => countFieldAt('/api/cms/capabilities', 'facilities'), Panel: preview('/api/cms/capabilities', (data: unknown) => (data as Record<string, unknown>)['facilities']) },
  ],
};
