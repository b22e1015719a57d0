import { AboutModule } from './about/about.module.js';
import { CapabilitiesModule } from './capabilities/capabilities.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DraftsModule } from './drafts/drafts.module.js';
import { HistoryModule } from './history/history.module.js';
import { TrashModule } from './trash/trash.module.js';
import { HomeModule } from './home/home.module.js';
import { PagesModule } from './pages/pages.module.js';
import { ProductsModule } from './products/products.module.js';
import { RevisionModule } from './revision/revision.module.js';
import { SeoModule } from './seo/seo.module.js';
import { SiteModule } from './site/site.module.js';
import { SustainabilityModule } from './sustainability/sustainability.module.js';

/**
 * One module per page of the site, plus the site-wide settings and admin users, the per-route SEO
 * settings, and the reads across pages (last changes, content revision).
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
];
