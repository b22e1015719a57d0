/*
 * Live preview: the dashboard's editor posts its UNSAVED form state to the page shown in
 * its preview frame; the page applies it over what its reads answer and re-renders. It works at the
 * read layer (apiGet), keyed by the API path the editor writes to, so no page remote maps anything:
 * every `useContent` loader that reads that path sees the edit.
 */

import { CONTENT_EVENTS, onContentEvents } from '../events/event-bus.js';

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
  /**
   * In a preview frame only: the answers of the page's reads as the server sent them, so the
   * re-render after each keystroke reads memory, not the network (measured: a page whose loader
   * makes several reads took ~1.1 s per edit at 4x CPU refetching them all). Dropped on any content
   * event (a save in the dashboard): the next reads go to the server again.
   */
  answers: Map<string, unknown> | null;
  /** A notification already scheduled for the next animation frame (edits coalesced). */
  scheduled: boolean;
}

/*
 * On globalThis because this package is not federated: the shell (which receives the messages)
 * and each remote (whose reads and useContent apply them) bundle their own copy of this module.
 */
const scope = globalThis as typeof globalThis & { __pharmaPreview?: PreviewState };
const state = (scope.__pharmaPreview ??= { overlays: new Map(), listeners: new Set(), answers: null, scheduled: false });
const { overlays, listeners } = state;

export function applyPreviewUpdate(update: PreviewUpdate): void {
  const byId = overlays.get(update.path) ?? new Map<string, Record<string, unknown>>();
  if (update.data === null) byId.delete(update.id ?? NO_ID);
  else byId.set(update.id ?? NO_ID, update.data);
  if (byId.size) overlays.set(update.path, byId);
  else overlays.delete(update.path);
  notifySoon();
}

/** Many keystrokes between two frames make one re-render, with the last of them. */
function notifySoon(): void {
  if (state.scheduled) return;
  state.scheduled = true;
  const notify = () => {
    state.scheduled = false;
    for (const listener of listeners) listener();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(notify);
  else queueMicrotask(notify);
}

/** A preview frame's kept answer for a read (undefined: fetch it). */
export function keptPreviewAnswer(url: string): unknown {
  return state.answers?.get(url);
}

/** Keeps a read's answer as the server sent it (only in a preview frame). */
export function keepPreviewAnswer(url: string, body: unknown): void {
  state.answers?.set(url, body);
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
 * item, not yet in the list, appended); a section gets the edited fields over its own. An edit of a
 * path under the read's (the page reads `/api/cms/about`, the editor writes `/api/cms/about/hero`)
 * lands at the matching key of the answer (`hero`; `vision-mission` → `visionMission`); an edit
 * whose shape does not match what is there (a list vs a section) is left out.
 */
export function withPreviewOverlay(path: string, body: unknown): unknown {
  if (overlays.size === 0 || !body || typeof body !== 'object') return body;
  const readPath = path.split('?')[0];
  const wrapped = 'data' in body;
  let data = wrapped ? (body as { data: unknown }).data : body;
  for (const [editPath, byId] of overlays) {
    if (editPath === readPath) data = overlayAt(data, byId);
    else if (editPath.startsWith(`${readPath}/`))
      data = overlayNested(
        data,
        editPath
          .slice(readPath.length + 1)
          .split('/')
          .map(camelCase),
        byId,
      );
  }
  return wrapped ? { ...body, data } : data;
}

function overlayAt(data: unknown, byId: Map<string, Record<string, unknown>>): unknown {
  return Array.isArray(data) ? overlayList(data, byId) : overlaySection(data, byId);
}

function overlayNested(data: unknown, keys: string[], byId: Map<string, Record<string, unknown>>): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const [key, ...rest] = keys;
  const record = data as Record<string, unknown>;
  if (!(key in record)) return data;
  const inner = rest.length ? overlayNested(record[key], rest, byId) : overlayAt(record[key], byId);
  return inner === record[key] ? data : { ...record, [key]: inner };
}

function camelCase(segment: string): string {
  return segment.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
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
  // Subscribed before any page renders, so the answers are dropped before a page reloads on the event.
  state.answers = new Map();
  const stopEvents = onContentEvents([...CONTENT_EVENTS], () => state.answers?.clear());
  return () => {
    win.removeEventListener('message', receive);
    stopEvents();
    state.answers = null;
  };
}
