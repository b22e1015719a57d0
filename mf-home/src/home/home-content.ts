import {
  apiGet,
  apiPathOf,
  HOME_COLLECTIONS,
  defaultHeroSlides,
  defaultHomeGlobalImpact,
  defaultOfferings,
  defaultStatistics,
  readCachedAdminData,
  unwrapList,
  visibleItems,
  type AdminData,
  type HeroSlide,
  type HomeGlobalImpact,
  type Offering,
  type RegulatoryApproval,
  type Statistic,
} from '@pharma/shared';

/** What the home page shows, already filtered (isActive) and sorted (order). */
export interface HomeView {
  slides: HeroSlide[];
  offerings: Offering[];
  statistics: Statistic[];
  regulatory: RegulatoryApproval[];
  globalImpact: Pick<HomeGlobalImpact, 'title' | 'description'>;
  /** False when the Global Impact section is unpublished: the page leaves it out, as its editor says. */
  showGlobalImpact: boolean;
}

type Cache = Partial<AdminData> | null;

/**
 * The spec's data precedence: the server's items when it has any, else the admin's cached
 * browser data, else the built-in defaults (so the page always has content).
 */
export function pickList<T extends { isActive?: boolean; order?: number }>(server: T[] | undefined, cached: unknown, defaults: T[]): T[] {
  if (server && server.length > 0) return visibleItems(server);
  if (Array.isArray(cached)) return visibleItems(cached as T[]);
  return visibleItems(defaults);
}

/** Whether the Global Impact section is shown: not when the stored section (or, API down, the admin's copy) is inactive. */
export function isGlobalImpactShown(server: HomeGlobalImpact | undefined, cache: Cache): boolean {
  return (server ?? cache?.homeGlobalImpact)?.isActive !== false;
}

/** The global-impact title and subtitle, when an active object with text is present. */
export function pickGlobalImpact(server: HomeGlobalImpact | undefined, cache: Cache): HomeView['globalImpact'] {
  const source = [server, cache?.homeGlobalImpact].find((item) => item && item.isActive !== false && item.title);
  return {
    title: source?.title || defaultHomeGlobalImpact.title,
    description: source?.description || defaultHomeGlobalImpact.description,
  };
}

export interface ServerHome {
  slides?: HeroSlide[];
  offerings?: Offering[];
  statistics?: Statistic[];
  regulatory?: RegulatoryApproval[];
  globalImpact?: HomeGlobalImpact;
}

export function resolveHome(server: ServerHome, cache: Cache = readCachedAdminData()): HomeView {
  return {
    slides: pickList(server.slides, cache?.heroSlides, defaultHeroSlides),
    offerings: pickList(server.offerings, cache?.offerings, defaultOfferings),
    statistics: pickList(server.statistics, cache?.statistics, defaultStatistics),
    // Regulatory approvals come from the server only (never cached or built in); a failed load leaves the list empty.
    regulatory: visibleItems(server.regulatory ?? []),
    globalImpact: pickGlobalImpact(server.globalImpact, cache),
    showGlobalImpact: isGlobalImpactShown(server.globalImpact, cache),
  };
}

const { slides, offerings, statistics, regulatory, globalImpact } = HOME_COLLECTIONS;
const LIST_PATHS = {
  slides: apiPathOf(slides),
  offerings: apiPathOf(offerings),
  statistics: apiPathOf(statistics),
  regulatory: apiPathOf(regulatory),
} as const;

type ListName = keyof typeof LIST_PATHS;
/** The spec's error handling: a failed slides load is silent; the other lists are logged. */
const LOGGED_FAILURES: ListName[] = ['offerings', 'statistics', 'regulatory'];

/** Fetches the home lists together (plus the global-impact title); never rejects. */
export async function fetchServerHome(): Promise<ServerHome> {
  const names = Object.keys(LIST_PATHS) as ListName[];
  const [lists, impact] = await Promise.all([
    Promise.allSettled(names.map((name) => apiGet<unknown>(LIST_PATHS[name]).then((body) => unwrapList(body)))),
    apiGet<HomeGlobalImpact>(apiPathOf(globalImpact)).catch(() => undefined),
  ]);
  const server: ServerHome = { globalImpact: isObject(impact) ? impact : undefined };
  lists.forEach((result, position) => {
    const name = names[position];
    if (result.status === 'fulfilled') (server as Record<ListName, unknown[]>)[name] = result.value;
    else if (LOGGED_FAILURES.includes(name)) console.error(`Failed to load home ${name}`, result.reason);
  });
  return server;
}

/**
 * The home page's loader (its useContent and its server renderer). Rejects when not one list
 * answered (the API is down): the browser then keeps what it shows, exactly what resolving nothing
 * would give, and the server renderer refuses to render built-in defaults as if they were published.
 */
export async function loadHome(): Promise<HomeView> {
  const server = await fetchServerHome();
  const answered = (Object.keys(LIST_PATHS) as ListName[]).some((name) => server[name] !== undefined);
  if (!answered) throw new Error('The home content did not load: no list answered');
  return resolveHome(server);
}

function isObject(value: unknown): value is HomeGlobalImpact {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
