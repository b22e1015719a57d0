import { AboutModule } from './pages/about/about.module.js';
import { CapabilitiesModule } from './pages/capabilities/capabilities.module.js';
import { ContactModule } from './pages/contact/contact.module.js';
import { DraftsModule } from './content/drafts/drafts.module.js';
import { HistoryModule } from './content/history/history.module.js';
import { TrashModule } from './content/trash/trash.module.js';
import { HomeModule } from './pages/home/home.module.js';
import { LanguagesModule } from './content/languages/languages.module.js';
import { LocksModule } from './content/locks/locks.module.js';
import { PagesModule } from './content/page-registry/pages.module.js';
import { ProductsModule } from './pages/products/products.module.js';
import { RevisionModule } from './platform/revision/revision.module.js';
import { ReviewModule } from './content/review/review.module.js';
import { SeoModule } from './content/seo/seo.module.js';
import { SiteModule } from './content/site/site.module.js';
import { SustainabilityModule } from './pages/sustainability/sustainability.module.js';

/**
 * One module per page of the site, plus the site-wide settings and admin users, the per-route SEO
 * settings, the reads across pages (last changes, content revision), drafts, history, trash, review and the site's languages.
 */
export const PAGE_MODULES = [
  HomeModule,
  AboutModule,
  ProductsModule,
  CapabilitiesModule,
  SustainabilityModule,
  ContactModule,
  SiteModule,
  SeoModule,
  PagesModule,
  RevisionModule,
  DraftsModule,
  HistoryModule,
  TrashModule,
  ReviewModule,
  LocksModule,
  LanguagesModule,
];
