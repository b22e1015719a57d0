import { installPreviewReceiver } from '@pharma/shared';

/** The text of the banner a preview page carries (the gateway also marks it noindex, no-store). */
export const PREVIEW_BANNER_TEXT = 'Preview: unpublished changes. Visitors do not see this page as shown here.';

/** Whether this page was opened as a preview (`?preview=<token>`, from the dashboard or a shared link). */
export function isPreviewUrl(search: string): boolean {
  return new URLSearchParams(search).has('preview');
}

/**
 * A preview page: a visible banner on the page itself, and, inside the dashboard's preview frame,
 * the receiver of the editor's unsaved form state (checked origin, source and shape). The banner
 * sits outside #root, so the server's HTML and the hydrated page stay identical.
 */
export function startPreviewMode(win: Window = window): boolean {
  if (!isPreviewUrl(win.location.search)) return false;
  const doc = win.document;
  if (!doc.getElementById('preview-banner')) {
    const banner = doc.createElement('div');
    banner.id = 'preview-banner';
    banner.className = 'preview-banner';
    banner.setAttribute('role', 'note');
    banner.setAttribute('aria-label', 'Preview');
    banner.textContent = PREVIEW_BANNER_TEXT;
    doc.body.prepend(banner);
  }
  installPreviewReceiver(win);
  return true;
}
