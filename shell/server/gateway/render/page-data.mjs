// The data a page was rendered with, inlined after #root for the client to hydrate with
// (`<script type="application/json" id="page-data">{"path":…,"data":…,"media":…}</script>`), and the
// published navigation and footer its frame shows when they are not the defaults (`id="site-chrome"`),
// and the site's languages on a site of more than one (`id="page-language"`).

/**
 * JSON made safe inside a script element: no `</script>` or `<!--`, and no JS line terminators.
 * @param {string} json
 */
export function scriptSafeJson(json) {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * @param {string} pathname  the path the page was rendered for
 * @param {string} dataJson  its data, already JSON (from the render worker)
 * @param {string} nonce  the response's CSP nonce (a data block does not run, but every script carries it)
 * @param {string} [mediaJson]  the media records its images were drawn with, already JSON (left out when none)
 */
export function pageDataScript(pathname, dataJson, nonce, mediaJson = '{}') {
  const media = mediaJson === '{}' ? '' : `,"media":${mediaJson}`;
  const json = scriptSafeJson(`{"path":${JSON.stringify(pathname)},"data":${dataJson}${media}}`);
  return `<script type="application/json" id="page-data" nonce="${nonce}">${json}</script>`;
}

/**
 * @param {string} chromeJson  the navigation and footer answers, already JSON (render-frame's siteChromeData)
 * @param {string} nonce
 */
export function siteChromeScript(chromeJson, nonce) {
  return `<script type="application/json" id="site-chrome" nonce="${nonce}">${scriptSafeJson(chromeJson)}</script>`;
}

/**
 * The language of the page's path and the site's languages (the header's switcher and the client's
 * router read it: shell/src/layout/site-language.tsx).
 * @param {string} languageJson
 * @param {string} nonce
 */
export function pageLanguageScript(languageJson, nonce) {
  return `<script type="application/json" id="page-language" nonce="${nonce}">${scriptSafeJson(languageJson)}</script>`;
}
