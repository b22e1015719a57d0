import { ContentPreviewPanel, countFieldAt, countListAt, type AdminContribution } from '@pharma/shared';

function preview(path: string, select?: (data: unknown) => unknown) {
  return function Preview() {
    return <ContentPreviewPanel path={path} select={select} />;
  };
}

/** The Home Page tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Home Page',
  subTabs: [
    { id: 'hero-slides', label: 'Hero Slides', count: () => countListAt('/api/cms/home/slides'), Panel: preview('/api/cms/home/slides') },
    { id: 'offerings', label: 'What We Offer', count: () => countListAt('/api/cms/home/offerings'), Panel: preview('/api/cms/home/offerings') },
    { id: 'global-impact', label: 'Global Impact', count: () => countListAt('/api/cms/home/statistics'), Panel: preview('/api/cms/home/statistics') },
    { id: 'regulatory', label: 'Regulatory', count: () => countListAt('/api/cms/home/regulatory'), Panel: preview('/api/cms/home/regulatory') },
  ],
};
