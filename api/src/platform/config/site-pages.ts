import { siteManifests } from '@pharma/shared/remotes';

/**
 * The page key (`about`, as versioned collections name it) of every public route and alias: a preview
 * link is made for a route and shows the drafts of that route's page only.
 */
export const PAGE_OF_ROUTE: ReadonlyMap<string, string> = new Map(
  siteManifests()
    .filter((remote) => remote.page)
    .flatMap((remote) => [...remote.routes, ...(remote.aliases ?? [])].map((route) => [route, remote.page!] as const)),
);
