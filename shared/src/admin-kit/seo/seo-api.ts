import type { PageMeta } from '../../composition/contracts.js';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoEntry } from '../../content/seo.js';
import { apiSend } from '../../http/api-client.js';
import { adminGetList, withWriteMode, type WriteMode } from '../http/admin-http.js';
import { toFormValues, validateFields, type FieldErrors, type FieldSpec } from '../forms/fields.js';

/*
 * The SEO settings of the public routes: GET /api/cms/seo lists the saved
 * entries, PUT upserts one route's entry. An empty text means "use the page's own default".
 */

export const SEO_PATH = '/api/cms/seo';
export const PREVIEW_TOKEN_PATH = '/api/auth/preview-token';
// The entry and the API's limits are the content contract's; the form checks the limits before sending.
export { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoEntry } from '../../content/seo.js';

/** What the administrator edits for one route. */
export type SeoDraft = Pick<SeoEntry, 'title' | 'description' | 'image' | 'noindex'>;

/** A public route a remote owns, with the function that computes its defaults from the page's content. */
export interface SeoRoute {
  path: string;
  /** The page's name in the route selector ('About', 'Pharmaceutical APIs'). */
  label: string;
  /**
   * The page's own head: the same meta function as the route's `meta` (what the gateway serves),
   * applied to what the page's loader reads, so the hint never disagrees with the served page.
   */
  defaults: () => Promise<PageMeta>;
}

export const EMPTY_SEO_DRAFT: SeoDraft = { title: '', description: '', image: '', noindex: false };

export function draftOf(entry: Partial<SeoEntry> | undefined): SeoDraft {
  return {
    title: entry?.title ?? '',
    description: entry?.description ?? '',
    image: entry?.image ?? '',
    noindex: entry?.noindex === true,
  };
}

export function sameDraft(a: SeoDraft, b: SeoDraft): boolean {
  return a.title === b.title && a.description === b.description && a.image === b.image && a.noindex === b.noindex;
}

/** An entry that changes anything about the page's head (the count badge counts these). */
export function isCustomised(entry: Partial<SeoEntry>): boolean {
  return !sameDraft(draftOf(entry), EMPTY_SEO_DRAFT);
}

export function loadSeoEntries(): Promise<SeoEntry[]> {
  return adminGetList<SeoEntry>(SEO_PATH);
}

/** PUT of one route's entry, trimmed; answers the saved entry. 'draft' saves it unpublished. */
export function saveSeoEntry(route: string, draft: SeoDraft, mode: WriteMode = 'publish'): Promise<SeoEntry> {
  const body = { route, title: draft.title.trim(), description: draft.description.trim(), image: draft.image.trim(), noindex: draft.noindex };
  return apiSend<SeoEntry>('PUT', withWriteMode(SEO_PATH, mode), body);
}

/** The count badge of a remote's SEO sub-tab: how many of its routes have customised settings. */
export async function countCustomisedRoutes(routes: readonly string[]): Promise<number> {
  const entries = await loadSeoEntries();
  return routes.filter((route) => entries.some((entry) => entry.route === route && isCustomised(entry))).length;
}

/** A signed, short-lived token that lets the gateway render `route`'s page with its unpublished content. */
export async function requestPreviewToken(route: string): Promise<string> {
  const answer = await apiSend<{ token?: unknown }>('POST', PREVIEW_TOKEN_PATH, { route });
  if (typeof answer?.token !== 'string' || answer.token === '') throw new Error('The server sent no preview token');
  return answer.token;
}

export function previewUrl(route: string, token: string): string {
  return `${route}?preview=${encodeURIComponent(token)}`;
}

/** The form's fields; their checks (lengths) are the API's, so a bad value is shown before anything is sent. */
export const SEO_FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', maxLength: SEO_TITLE_MAX },
  { name: 'description', label: 'Meta description', kind: 'textarea', maxLength: SEO_DESCRIPTION_MAX },
  { name: 'image', label: 'Share image', kind: 'image' },
  { name: 'noindex', label: 'Hide from search engines (noindex)', kind: 'checkbox' },
];

/** A share image the API takes: one of our uploads or an absolute http(s) URL (not any site path). */
const SHARE_IMAGE = /^(?:\/uploads\/[^\s]+|https?:\/\/[^\s/$.?#][^\s]*)$/i;
export const SEO_IMAGE_MESSAGE = 'Share image must be an uploaded image (/uploads/…) or an http(s) URL';

/** Every check of the API on a draft; keys are the API's field names. */
export function validateSeoDraft(draft: SeoDraft): FieldErrors {
  const errors = validateFields(SEO_FIELDS, toFormValues(SEO_FIELDS, draft));
  const image = draft.image.trim();
  if (image && !SHARE_IMAGE.test(image)) errors.image = SEO_IMAGE_MESSAGE;
  return errors;
}
