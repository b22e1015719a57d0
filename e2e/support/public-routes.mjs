import { remoteManifests } from '@pharma/shared/remotes';

/**
 * Every public page of the site: the routes with a page of their own that the page remotes' manifests
 * name (`<remote>/remote.json`; aliases and the admin screens are not public pages of their own).
 */
export const PUBLIC_ROUTES = remoteManifests()
  .filter((remote) => remote.page)
  .flatMap((remote) => remote.routes);
