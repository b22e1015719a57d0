/**
 * Content already loaded for the page being rendered: by the server renderer (just before it renders)
 * and, in the browser, by the shell from the page's inlined `#page-data` (just before it hydrates).
 * `useContent` starts from it instead of its built-in fallback, so the client's first render is the
 * server's HTML and no second fetch runs on load.
 *
 * Kept on globalThis because this package is not federated: the shell and each remote bundle their
 * own copy of this module, and all of them must see the one slot. The slot belongs to one loader
 * (by identity), so another page's `useContent` never picks up data that is not its own.
 */
export interface PreloadedContent {
  /** The route's loader, the same function object the page passes to `useContent`. */
  load: () => Promise<unknown>;
  data: unknown;
}

const scope = globalThis as typeof globalThis & { __pharmaPreloadedContent?: PreloadedContent };

export function setPreloadedContent(load: () => Promise<unknown>, data: unknown): void {
  scope.__pharmaPreloadedContent = { load, data };
}

/** Called once the visitor has moved on: coming back to the page then loads fresh content. */
export function clearPreloadedContent(): void {
  delete scope.__pharmaPreloadedContent;
}

/** The preloaded data when it was loaded by `load`, wrapped so that `null` data still counts. */
export function preloadedContentFor<T>(load: () => Promise<T>): { data: T } | undefined {
  const slot = scope.__pharmaPreloadedContent;
  return slot && slot.load === load ? { data: slot.data as T } : undefined;
}
