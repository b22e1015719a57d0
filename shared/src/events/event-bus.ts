/**
 * One typed bus over window events, with the spec's event names, so the shell, the remotes
 * and the admin stay in sync. Window events stay inside one tab, so each event is also posted
 * on a BroadcastChannel and replayed as a window event in the other tabs of the browser.
 */
export const ADMIN_DATA_KEY = 'admin_data';

export const CONTENT_EVENTS = [
  'adminDataChanged',
  'heroSlidesChanged',
  'productsHeroChanged',
  'aboutDataChanged',
  'sustainabilityHeartChanged',
  'seoChanged',
] as const;

export type ContentEvent = (typeof CONTENT_EVENTS)[number];

/**
 * The dashboard's own events: a setting that changes what the dashboard shows (the Review tab
 * follows "Require review before publishing") reaches every part of it, in this tab and the others,
 * without a reload. Not content: the public pages and the preview do not listen to them.
 */
export const ADMIN_EVENTS = ['reviewSettingsChanged'] as const;

export type AdminEvent = (typeof ADMIN_EVENTS)[number];

const CHANNEL_NAME = 'pharma-content-events';
/** One channel per tab even when several bundles include this module (a second one would echo events). */
const scope = globalThis as typeof globalThis & { __pharmaContentChannel?: BroadcastChannel };

function getChannel(): BroadcastChannel | undefined {
  if (scope.__pharmaContentChannel || typeof BroadcastChannel === 'undefined') return scope.__pharmaContentChannel;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (isContentEvent(message.data) || isAdminEvent(message.data)) window.dispatchEvent(new CustomEvent(message.data));
  };
  // In Node (tests, server rendering) an open channel would keep the process alive.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  scope.__pharmaContentChannel = channel;
  return channel;
}

function isContentEvent(value: unknown): value is ContentEvent {
  return typeof value === 'string' && (CONTENT_EVENTS as readonly string[]).includes(value);
}

function isAdminEvent(value: unknown): value is AdminEvent {
  return typeof value === 'string' && (ADMIN_EVENTS as readonly string[]).includes(value);
}

export function emitContentEvent(name: ContentEvent): void {
  window.dispatchEvent(new CustomEvent(name));
  getChannel()?.postMessage(name);
}

/** Subscribes to the named events (from this tab or others) and to `admin_data` storage changes. */
export function onContentEvents(names: ContentEvent[], handler: () => void): () => void {
  getChannel();
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_DATA_KEY || event.key === null) handler();
  };
  for (const name of names) window.addEventListener(name, handler);
  window.addEventListener('storage', onStorage);
  return () => {
    for (const name of names) window.removeEventListener(name, handler);
    window.removeEventListener('storage', onStorage);
  };
}

export function emitAdminEvent(name: AdminEvent): void {
  window.dispatchEvent(new CustomEvent(name));
  getChannel()?.postMessage(name);
}

/** Subscribes to one of the dashboard's events, from this tab or others. */
export function onAdminEvent(name: AdminEvent, handler: () => void): () => void {
  getChannel();
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
