/*
 * Live preview (issue 21): the dashboard's editor posts its UNSAVED form state to the page shown in
 * its preview frame; the page applies it over what its reads answer and re-renders. It works at the
 * read layer (apiGet), keyed by the API path the editor writes to, so no page remote maps anything:
 * every `useContent` loader that reads that path sees the edit.
 */

/** The `type` of a preview message (dashboard → preview frame). */
export const PREVIEW_MESSAGE = 'pharma:preview';

/**
 * One editor's form state: `path` is the REST path the editor writes (a section's PUT path, or a
 * list's base path with the item's `id`); `data: null` withdraws it (the pop-up closed unsaved).
 */
export interface PreviewUpdate {
  type: typeof PREVIEW_MESSAGE;
  path: string;
  id?: string;
  data: Record<string, unknown> | null;
}

/** A hostile or foreign message is ignored: only this exact shape, an /api/ path, bounded. */
export function isPreviewUpdate(value: unknown): value is PreviewUpdate {
  if (!value || typeof value !== 'object') return false;
  const { type, path, id, data } = value as Record<string, unknown>;
  if (type !== PREVIEW_MESSAGE || typeof path !== 'string' || !/^\/api\/[\w\-/]{1,200}$/.test(path)) return false;
  if (id !== undefined && (typeof id !== 'string' || id.length > 200)) return false;
  return data === null || (typeof data === 'object' && !Array.isArray(data));
}

const NO_ID = '';

interface PreviewState {
  /** path → (item id, or NO_ID for a section) → the unsaved data. */
  overlays: Map<string, Map<string, Record<string, unknown>>>;
  listeners: Set<() => void>;
}

/*
 * On globalThis because this package is not federated: the shell (which receives the messages)
 * and each remote (whose reads and useContent apply them) bundle their own copy of this module.
 */
const scope = globalThis as typeof globalThis & { __pharmaPreview?: PreviewState };
const state = (scope.__pharmaPreview ??= { overlays: new Map(), listeners: new Set() });
const { overlays, listeners } = state;

export function applyPreviewUpdate(update: PreviewUpdate): void {
  const byId = overlays.get(update.path) ?? new Map<string, Record<string, unknown>>();
  if (update.data === null) byId.delete(update.id ?? NO_ID);
  else byId.set(update.id ?? NO_ID, update.data);
  if (byId.size) overlays.set(update.path, byId);
  else overlays.delete(update.path);
  for (const listener of listeners) listener();
}

/** Called after every applied update (useContent reloads its page's content). */
export function onPreviewUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A read's answer with the unsaved edits over it: a list gets its edited items replaced (a new
 * item, not yet in the list, appended); a section gets the edited fields over its own.
 */
export function withPreviewOverlay(path: string, body: unknown): unknown {
  if (overlays.size === 0) return body;
  const byId = overlays.get(path.split('?')[0]);
  if (!byId || !body || typeof body !== 'object') return body;
  const wrapped = 'data' in body;
  const data = wrapped ? (body as { data: unknown }).data : body;
  const next = Array.isArray(data) ? overlayList(data, byId) : overlaySection(data, byId);
  return wrapped ? { ...body, data: next } : next;
}

function overlayList(items: unknown[], byId: Map<string, Record<string, unknown>>): unknown[] {
  const seen = new Set<string>();
  const next = items.map((item) => {
    const id = (item as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || !byId.has(id)) return item;
    seen.add(id);
    return { ...(item as object), ...byId.get(id) };
  });
  for (const [id, data] of byId) if (id !== NO_ID && !seen.has(id)) next.push({ ...data, id });
  return next;
}

function overlaySection(section: unknown, byId: Map<string, Record<string, unknown>>): unknown {
  const edit = byId.get(NO_ID);
  return edit && section && typeof section === 'object' ? { ...section, ...edit } : section;
}

/**
 * The preview frame's receiver: a message counts only from the site's own origin and from the
 * window that framed this page (the dashboard), with the exact shape. Answers the remover.
 */
export function installPreviewReceiver(win: Window = window): () => void {
  const receive = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent || win.parent === win) return;
    if (isPreviewUpdate(event.data)) applyPreviewUpdate(event.data);
  };
  win.addEventListener('message', receive);
  return () => win.removeEventListener('message', receive);
}
