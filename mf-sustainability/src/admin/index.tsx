import { ContentPreviewPanel, countFieldAt, countListAt, type AdminContribution } from '@pharma/shared';

function preview(path: string, select?: (data: unknown) => unknown) {
  return function Preview() {
    return <ContentPreviewPanel path={path} select={select} />;
  };
}

/** The Sustainability tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Sustainability',
  subTabs: [
    { id: 'hero', label: 'Hero', count: async () => 1, Panel: preview('/api/cms/sustainability', (data: unknown) => (data as Record<string, unknown>)['hero']) },
    { id: 'heart', label: 'Heart Section', count: async () => 1, Panel: preview('/api/cms/sustainability', (data: unknown) => (data as Record<string, unknown>)['heart']) },
    { id: 'sdgs', label: 'UN SDGs', count: () => countFieldAt('/api/cms/sustainability', 'sdgCards'), Panel: preview('/api/cms/sustainability', (data: unknown) => (data as Record<string, unknown>)['sdgCards']) },
    { id: 'policies', label: 'Policies', count: () => countFieldAt('/api/cms/sustainability', 'policies'), Panel: preview('/api/cms/sustainability', (data: unknown) => (data as Record<string, unknown>)['policies']) },
    { id: 'vision-mission', label: 'Vision & Mission', count: async () => 1, Panel: preview('/api/cms/sustainability', (data: unknown) => (data as Record<string, unknown>)['visionMission']) },
    { id: 'innovation', label: 'Innovation & Transformation', count: async () => 1, Panel: preview('/api/cms/sustainability', (data: unknown) => (data as Record<string, unknown>)['innovationTransformation']) },
    { id: 'social', label: 'Social Responsibility', count: async () => 1, Panel: preview('/api/cms/sustainability', (data: unknown) => (data as Record<string, unknown>)['social']) },
    { id: 'footer', label: 'Footer Section', count: async () => 1, Panel: preview('/api/cms/sustainability', (data: unknown) => (data as Record<string, unknown>)['footer']) },
  ],
};
