import { ContentPreviewPanel, countFieldAt, countListAt, type AdminContribution } from '@pharma/shared';

function preview(path: string, select?: (data: unknown) => unknown) {
  return function Preview() {
    return <ContentPreviewPanel path={path} select={select} />;
  };
}

/** The About Page tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'About Page',
  subTabs: [
    { id: 'about-hero', label: 'About Hero', count: async () => 1, Panel: preview('/api/cms/about', (data: unknown) => (data as Record<string, unknown>)['hero']) },
    { id: 'journey-carousel', label: 'Journey Carousel', count: async () => 1, Panel: preview('/api/cms/about', (data: unknown) => (data as Record<string, unknown>)['aboutJourney']) },
    { id: 'vision-mission', label: 'Vision & Mission', count: async () => 1, Panel: preview('/api/cms/about', (data: unknown) => (data as Record<string, unknown>)['visionMission']) },
    { id: 'advisory-board', label: 'Advisory Board', count: () => countFieldAt('/api/cms/about', 'leadership'), Panel: preview('/api/cms/about', (data: unknown) => (data as Record<string, unknown>)['leadership']) },
    { id: 'technical-leadership', label: 'Technical Leadership Team', count: () => countFieldAt('/api/cms/about', 'leadership'), Panel: preview('/api/cms/about', (data: unknown) => (data as Record<string, unknown>)['leadership']) },
    { id: 'management-team', label: 'Management Team', count: () => countFieldAt('/api/cms/about', 'leadership'), Panel: preview('/api/cms/about', (data: unknown) => (data as Record<string, unknown>)['leadership']) },
  ],
};
