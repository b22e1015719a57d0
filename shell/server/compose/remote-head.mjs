// The route's remote in the page's head: its entry and its routes' chunks as module preloads
// (parked until the first paint: fill-template.mjs), its routes' styles, and the page's lead image.
/** @import { RemoteDescriptor } from '@pharma/shared' */

/**
 * @param {RemoteDescriptor} remote
 * @param {{ styles: string[], scripts: string[] }} assets  its `./routes` files (remote-assets.mjs)
 * @param {string | undefined} leadImage  the preload worked out in the render process (render/lead-image.mjs)
 * @returns {{ tags: string[], preloads: string[] }}
 */
export function remoteHead(remote, assets, leadImage) {
  // The version busts the browser's copy of the un-hashed entry when the remote is upgraded.
  const entry = `${remote.entry}${remote.entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(remote.version)}`;
  const preloads = [`<link rel="modulepreload" href="${entry}" crossorigin>`];
  for (const href of assets.scripts) preloads.push(`<link rel="modulepreload" href="${href}" crossorigin>`);
  const tags = assets.styles.map((href) => `<link rel="stylesheet" href="${href}" crossorigin>`);
  if (leadImage) tags.push(leadImage);
  return { tags, preloads };
}
