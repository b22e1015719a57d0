/**
 * The SEO settings of one public route (GET/PUT /api/cms/seo): what the gateway puts in the route's
 * head over the page's own defaults. An empty text means "use the page's default".
 */
export interface SeoEntry {
  route: string;
  title: string;
  description: string;
  image: string;
  noindex: boolean;
  updatedAt: string;
}

/** Search results cut titles near 60 characters and descriptions near 160; these are the hard limits. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 200;
