// The preload of a page's lead image, worked out inside the render process (render-process.mjs) from
// the renderer's own HTML and handed to the gateway as data: no regex over a remote's output ever runs
// on the gateway's main thread, where a large answer would stall every other request.

/**
 * The preload of the page's lead image (its largest paint), from the head, so it is fetched with the
 * styles and fonts rather than when the parser reaches it. A plain <img> (a built-in picture) is
 * preloaded by its src. One drawn through <picture> is preloaded from its AVIF source with the same
 * srcset and sizes, so the browser fetches the very file the <picture> will pick (browsers without
 * AVIF skip a preload of that type); preloading the <img>'s own src would be a second, wrong-sized
 * download. The attributes are copied from the renderer's own markup, already escaped.
 * @param {string} html  the page's server HTML
 * @returns {string | undefined}
 */
export function leadImagePreload(html) {
  const lead = firstImageSource(html);
  if (!lead) return undefined;
  const before = html.slice(0, lead.index);
  const pictureAt = before.lastIndexOf('<picture');
  if (pictureAt <= before.lastIndexOf('</picture>')) return `<link rel="preload" as="image" href="${lead.src}" fetchpriority="high">`;
  const avif = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(before.slice(pictureAt));
  return avif ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif[1]}" imagesizes="${avif[2]}" fetchpriority="high">` : undefined;
}

/**
 * The first <img> with a src, and where it starts: tag by tag with indexOf, so the time is linear in
 * the HTML (a lazy regex over it took seconds on 400 KB of `<img` without a `>`).
 * @param {string} html
 * @returns {{ index: number, src: string } | undefined}
 */
function firstImageSource(html) {
  for (let at = html.indexOf('<img'); at !== -1;) {
    const end = html.indexOf('>', at);
    const src = /\ssrc="([^"]+)"/.exec(html.slice(at, end === -1 ? html.length : end));
    if (src) return { index: at, src: src[1] };
    if (end === -1) return undefined;
    at = html.indexOf('<img', end);
  }
  return undefined;
}
