import { ContentPreviewPanel, countFieldAt, countListAt, type AdminContribution } from '@pharma/shared';

function preview(path: string, select?: (data: unknown) => unknown) {
  return function Preview() {
    return <ContentPreviewPanel path={path} select={select} />;
  };
}

/** The Contact Page tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Contact Page',
  subTabs: [
    { id: 'contact-hero', label: 'Contact Hero', count: async () => 1, Panel: preview('/api/cms/contact', (data: unknown) => (data as Record<string, unknown>)['hero']) },
    { id: 'get-in-touch', label: 'Get in Touch', count: async () => 1, Panel: preview('/api/cms/contact', (data: unknown) => (data as Record<string, unknown>)['getInTouch']) },
    { id: 'contact-users', label: 'Contact Users', count: () => countFieldAt('/api/cms/contact', 'users'), Panel: preview('/api/cms/contact', (data: unknown) => (data as Record<string, unknown>)['users']) },
  ],
};
