import { pageName, useDrafts } from './drafts-state.js';

/*
 * What a save or delete really did, in the words the editor shows after it. With review off a Save
 * publishes (the spec's texts say so: "… updated successfully!"); with review required the API keeps
 * the change as a draft until the page is signed and published, and these texts replace the spec's.
 */

export interface SaveOutcomeTexts {
  saved: (what: string) => string;
  deleted: (what: string) => string;
  reordered: string;
}

/** The texts for the page tab's current mode; null when a save publishes (review off, or outside a page tab). */
export function useDraftOutcomeTexts(): SaveOutcomeTexts | null {
  const drafts = useDrafts();
  if (!drafts?.review?.required) return null;
  // The release 'site' holds settings, SEO and media details, not a page.
  const waits = drafts.page === 'site' ? 'the site settings are reviewed and published' : `the ${pageName(drafts.page)} page is reviewed and published`;
  return {
    saved: (what) => `${what} saved as a draft: visitors see it once ${waits}.`,
    deleted: (what) => `${what} deleted in the draft: visitors still see it until ${waits}.`,
    reordered: `New order saved as a draft: visitors see it once ${waits}.`,
  };
}
