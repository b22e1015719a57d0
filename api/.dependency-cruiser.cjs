/*
 * The API's layers, lowest first: platform (config, store, http, validation, auth, audit, health,
 * revision) → content (declared collections and the work on them: drafts, history, trash, review,
 * schedules, locks, media, SEO, site settings, the page registry) → pages (one module per page).
 * Site services (enquiries, remote releases, CSP reports) sit beside content on the platform. The
 * application (main.ts, app.module.ts, pages.ts, bootstrap/) assembles them all. A layer imports only
 * from layers below it; a page never imports another page; no module is in an import circle.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', comment: 'an import circle', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'platform-imports-up',
      comment: 'platform imports only platform',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/', pathNot: '^src/platform/' },
    },
    {
      name: 'content-imports-up',
      comment: 'content imports only platform and content',
      severity: 'error',
      from: { path: '^src/content/' },
      to: { path: '^src/', pathNot: '^src/(platform|content)/' },
    },
    {
      name: 'site-services-import-up',
      comment: 'site services import only the platform and each other',
      severity: 'error',
      from: { path: '^src/site-services/' },
      to: { path: '^src/', pathNot: '^src/(platform|site-services)/' },
    },
    {
      name: 'page-imports-page',
      comment: 'a page module imports platform and content, never another page or the application',
      severity: 'error',
      from: { path: '^src/pages/([^/]+)/' },
      to: { path: '^src/', pathNot: ['^src/(platform|content)/', '^src/pages/$1/'] },
    },
    {
      name: 'nothing-imports-the-application',
      comment: 'only the application imports main, app.module, pages.ts and bootstrap/',
      severity: 'error',
      from: { path: '^src/(platform|content|site-services|pages)/' },
      to: { path: '^src/(main|app\\.module|pages)\\.ts$|^src/bootstrap/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
