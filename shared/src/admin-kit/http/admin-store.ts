import { AUTH_STORAGE_KEY } from '../../auth/auth-store.js';
import { defaultManagementTeam, inferLeadershipCategory, type LeadershipMember } from '../../content/collections/about.js';
import { defaultAdminData, type AdminData, type AdminDataSection } from '../../content/admin-data.js';
import { cloneContent, DEFAULT_BRAND_COLOR_NAME, isRecord } from '../../content/common.js';
import {
  DATA_URL_MAX_ESTIMATED_BYTES,
  DATA_URL_PLACEHOLDER_SIZE_PX,
  DEFAULT_PORTRAIT_URL,
  STORAGE_QUOTA_PLACEHOLDERS,
  STORAGE_QUOTA_RESET,
} from '../../content/constants.js';
import { defaultSustainabilityContent, type SustainabilityContent } from '../../content/collections/sustainability.js';
import { ADMIN_DATA_KEY, emitContentEvent } from '../../events/event-bus.js';

/*
 * The browser content store (`admin_data`, the spec's local copy of the content): the offline cache public pages
 * fall back to. The server stays the source of truth; editors mirror every successful save here.
 */

/* ---------- repair on load ---------- */

type Loose = Record<string, unknown>;

/** Missing or malformed top-level sections come back from the defaults; known sections are repaired. */
export function repairAdminData(raw: unknown): AdminData {
  const source = isRecord(raw) ? raw : {};
  const data = { ...source } as Loose;
  for (const [key, fallback] of Object.entries(defaultAdminData)) {
    const value = data[key];
    const malformed = value === undefined || value === null || Array.isArray(fallback) !== Array.isArray(value) || (isRecord(fallback) && !isRecord(value));
    if (malformed) data[key] = cloneContent(fallback);
  }
  data.leadership = repairLeadership(data.leadership as unknown[]);
  data.sustainability = repairSustainability(data.sustainability as Loose);
  return data as unknown as AdminData;
}

/**
 * Leadership: order = position + 1 when missing, active unless told otherwise, a placeholder
 * portrait, a category inferred from the position, only refex- colours, and the default
 * Management Team members appended when absent (matched by category and name, case-insensitive).
 */
export function repairLeadership(list: unknown[]): LeadershipMember[] {
  const members = list.filter(isRecord).map((member, index) => repairMember(member, index));
  const key = (m: Pick<LeadershipMember, 'category' | 'name'>) => `${m.category}|${m.name}`.toLowerCase();
  const present = new Set(members.map(key));
  const missing = defaultManagementTeam.filter((member) => !present.has(key(member)));
  return [...members, ...cloneContent(missing)];
}

function repairMember(member: Loose, index: number): LeadershipMember {
  const repaired = { ...member } as Loose;
  if (typeof repaired.order !== 'number') repaired.order = index + 1;
  if (typeof repaired.isActive !== 'boolean') repaired.isActive = true;
  if (typeof repaired.image !== 'string' || repaired.image === '') repaired.image = DEFAULT_PORTRAIT_URL;
  if (typeof repaired.category !== 'string' || repaired.category === '') {
    repaired.category = inferLeadershipCategory(repaired.position as string | undefined);
  }
  if (typeof repaired.color !== 'string' || !repaired.color.startsWith('refex-')) repaired.color = DEFAULT_BRAND_COLOR_NAME;
  return repaired as unknown as LeadershipMember;
}

/**
 * Sustainability: a missing sub-section, title or list comes back from the defaults; the
 * innovation and social-responsibility lists keep only active items, sorted by order.
 */
export function repairSustainability(raw: Loose): SustainabilityContent {
  const defaults = defaultSustainabilityContent as unknown as Loose;
  const data = { ...raw } as Loose;
  for (const [key, fallback] of Object.entries(defaults)) {
    data[key] = repairSubSection(data[key], fallback);
  }
  data.digitalSolutions = activeSorted(data.digitalSolutions as unknown[]);
  data.researchInnovations = activeSorted(data.researchInnovations as unknown[]);
  const social = data.social as Loose;
  data.social = { ...social, csrCards: activeSorted(social.csrCards as unknown[]), csrImpactItems: activeSorted(social.csrImpactItems as unknown[]) };
  return data as unknown as SustainabilityContent;
}

function repairSubSection(value: unknown, fallback: unknown): unknown {
  if (Array.isArray(fallback)) return Array.isArray(value) ? value : cloneContent(fallback);
  if (!isRecord(fallback)) return value ?? fallback;
  if (!isRecord(value)) return cloneContent(fallback);
  const repaired = { ...value };
  for (const [field, defaultValue] of Object.entries(fallback)) {
    const current = repaired[field];
    const missingList = Array.isArray(defaultValue) && !Array.isArray(current);
    const missingTitle = /title/i.test(field) && (typeof current !== 'string' || current.trim() === '');
    if (current === undefined || current === null || missingList || missingTitle) repaired[field] = cloneContent(defaultValue);
  }
  return repaired;
}

function activeSorted(list: unknown[]): unknown[] {
  return list
    .filter((item) => isRecord(item) && item.isActive !== false)
    .sort((a, b) => (((a as Loose).order as number) ?? 0) - (((b as Loose).order as number) ?? 0));
}

/** Reads the stored content; unparseable content is logged and the defaults are used. */
export function loadAdminData(storage: Storage | undefined = globalThis.localStorage): AdminData {
  const raw = storage?.getItem(ADMIN_DATA_KEY);
  if (!raw) return repairAdminData({});
  try {
    return repairAdminData(JSON.parse(raw));
  } catch (error) {
    console.error('Saved admin content could not be read; using the default content', error);
    return repairAdminData({});
  }
}

/* ---------- data-URL images ---------- */

/** A 150-pixel placeholder, inline so the cache never points at another host. */
export const DATA_URL_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${DATA_URL_PLACEHOLDER_SIZE_PX}" height="${DATA_URL_PLACEHOLDER_SIZE_PX}" viewBox="0 0 150 150"><rect width="150" height="150" fill="#e5e7eb"/><text x="75" y="80" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#6b7280">150 x 150</text></svg>`,
)}`;

const DATA_IMAGE = /^data:image\/[^;,]+(;[^,]*)?,/i;

/** Estimated bytes of a data URL's payload (base64 is 4 characters per 3 bytes). */
export function estimateDataUrlBytes(url: string): number {
  const comma = url.indexOf(',');
  const payload = comma >= 0 ? url.slice(comma + 1) : url;
  return /;base64/i.test(url.slice(0, comma)) ? Math.ceil((payload.length * 3) / 4) : payload.length;
}

/** A deep copy where data-URL images above `limit` estimated bytes become the placeholder. */
export function replaceLargeImages<T>(value: T, limit = DATA_URL_MAX_ESTIMATED_BYTES): T {
  if (typeof value === 'string') {
    const large = DATA_IMAGE.test(value) && value !== DATA_URL_PLACEHOLDER && estimateDataUrlBytes(value) > limit;
    return (large ? DATA_URL_PLACEHOLDER : value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => replaceLargeImages(item, limit)) as T;
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceLargeImages(item, limit)])) as T;
  }
  return value;
}

/* ---------- saving ---------- */

export function isQuotaExceeded(error: unknown): boolean {
  const e = error as { name?: string; code?: number };
  return e?.name === 'QuotaExceededError' || e?.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e?.code === 22 || e?.code === 1014;
}

export type SaveOutcome = 'saved' | 'placeholders' | 'reset';

export interface SaveOptions {
  storage?: Storage;
  /** Where the two quota alerts go (default: window.alert). */
  alert?: (message: string) => void;
}

/**
 * Writes the content. On a full storage: a warning is logged, every embedded image becomes the
 * placeholder and the first alert shows; if that still fails, the storage is cleared (the sign-in
 * is kept so the admin is not thrown out), the defaults are written and the second alert shows.
 */
export function saveAdminData(data: AdminData, options: SaveOptions = {}): { outcome: SaveOutcome; data: AdminData } {
  const storage = options.storage ?? globalThis.localStorage;
  const alert = options.alert ?? defaultAlert;
  const prepared = replaceLargeImages(data);
  try {
    storage.setItem(ADMIN_DATA_KEY, JSON.stringify(prepared));
    return { outcome: 'saved', data: prepared };
  } catch (error) {
    if (!isQuotaExceeded(error)) throw error;
    console.warn('Storage quota exceeded while saving admin content; replacing embedded images with placeholders', error);
  }
  const slim = replaceLargeImages(prepared, 0);
  try {
    storage.setItem(ADMIN_DATA_KEY, JSON.stringify(slim));
    alert(STORAGE_QUOTA_PLACEHOLDERS);
    return { outcome: 'placeholders', data: slim };
  } catch (error) {
    console.warn('Storage quota still exceeded; resetting admin content to the defaults', error);
  }
  const session = storage.getItem(AUTH_STORAGE_KEY);
  storage.clear();
  if (session) storage.setItem(AUTH_STORAGE_KEY, session);
  const defaults = repairAdminData({});
  try {
    storage.setItem(ADMIN_DATA_KEY, JSON.stringify(defaults));
  } catch (error) {
    console.error('Could not write the default admin content', error);
  }
  alert(STORAGE_QUOTA_RESET);
  return { outcome: 'reset', data: defaults };
}

let alertHandler: (message: string) => void = (message) => window.alert(message);

function defaultAlert(message: string): void {
  alertHandler(message);
}

/** The dashboard can show the quota alerts in its own banner instead of window.alert. */
export function setStoreAlertHandler(handler: (message: string) => void): () => void {
  const previous = alertHandler;
  alertHandler = handler;
  return () => {
    alertHandler = previous;
  };
}

/* ---------- the store ---------- */

type ItemOf<K extends AdminDataSection> = AdminData[K] extends readonly (infer I)[] ? I : never;
type ListSection = { [K in AdminDataSection]: AdminData[K] extends readonly unknown[] ? K : never }[AdminDataSection];

/**
 * One content object in memory, read once from storage (filled and repaired), saved on every
 * change after that, and replaced when another tab changes `admin_data`.
 */
export class AdminStore {
  private data: AdminData | null = null;
  private readonly listeners = new Set<(data: AdminData) => void>();
  private stopSync?: () => void;

  constructor(private readonly storage: () => Storage | undefined = () => globalThis.localStorage) {}

  get initialised(): boolean {
    return this.data !== null;
  }

  /** Loads the saved content (once); changes are saved only after this. */
  init(): AdminData {
    if (!this.data) {
      this.data = loadAdminData(this.storage());
      this.startCrossTabSync();
    }
    return this.data;
  }

  get(): AdminData {
    return this.init();
  }

  subscribe(listener: (data: AdminData) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  replaceSection<K extends AdminDataSection>(key: K, value: AdminData[K] | ((current: AdminData[K]) => AdminData[K])): void {
    const current = this.init();
    const next = typeof value === 'function' ? (value as (c: AdminData[K]) => AdminData[K])(current[key]) : value;
    this.commit({ ...current, [key]: next });
  }

  /** Adds an item with an id from the current time and a creation timestamp. */
  addItem<K extends ListSection>(key: K, item: Omit<ItemOf<K>, 'id'> & { id?: string }): ItemOf<K> {
    const created = { ...item, id: item.id ?? String(Date.now()), createdAt: new Date().toISOString() } as ItemOf<K>;
    this.replaceSection(key, ((list: unknown[]) => [...list, created]) as never);
    return created;
  }

  /** Updates the item with this id (list sections) or merges into an object section. */
  updateItem<K extends AdminDataSection>(key: K, idOrPatch: string | Partial<AdminData[K]>, patch?: Partial<ItemOf<K>>): void {
    this.replaceSection(key, ((current: unknown) => {
      if (Array.isArray(current) && typeof idOrPatch === 'string') {
        return current.map((item: Loose) => (item.id === idOrPatch ? { ...item, ...patch } : item));
      }
      return isRecord(current) && isRecord(idOrPatch) ? { ...current, ...idOrPatch } : current;
    }) as never);
  }

  deleteItem<K extends ListSection>(key: K, id: string): void {
    this.replaceSection(key, ((list: Loose[]) => list.filter((item) => item.id !== id)) as never);
  }

  private commit(next: AdminData): void {
    const storage = this.storage();
    this.data = storage ? saveAdminData(next, { storage }).data : next;
    this.notify();
    emitContentEvent('adminDataChanged');
  }

  private notify(): void {
    const data = this.data;
    if (data) this.listeners.forEach((listener) => listener(data));
  }

  /** A change made in another tab replaces the content here. */
  private startCrossTabSync(): void {
    if (this.stopSync || typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ADMIN_DATA_KEY && event.key !== null) return;
      this.data = loadAdminData(this.storage());
      this.notify();
    };
    window.addEventListener('storage', onStorage);
    this.stopSync = () => window.removeEventListener('storage', onStorage);
  }

  /** For tests: forget the loaded content and stop listening. */
  reset(): void {
    this.stopSync?.();
    this.stopSync = undefined;
    this.data = null;
  }
}

/** The one store of the page (the shared package is a singleton, so every remote gets this one). */
export const adminStore = new AdminStore();

/**
 * After a successful save: the saved section, mirrored into `admin_data` so public pages have an
 * up-to-date offline copy. A value or an updater of the current section (for nested sections).
 */
export function mirrorToAdminData<K extends AdminDataSection>(key: K, value: AdminData[K] | ((current: AdminData[K]) => AdminData[K])): void {
  try {
    adminStore.replaceSection(key, value);
  } catch (error) {
    // The server already has the change; a full or blocked cache must not turn a save into a failure.
    console.warn(`Could not mirror ${key} into the browser content store`, error);
  }
}
