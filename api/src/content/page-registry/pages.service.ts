import type { ReadView } from '../../platform/store/read-view.js';
import { Injectable } from '@nestjs/common';
import { PAGE_CONTENT } from './page-content.js';
import { PagesRepository } from './pages.repository.js';

@Injectable()
export class PagesService {
  constructor(private readonly pages: PagesRepository) {}

  /**
   * Route → ISO date of the newest published change of its content (the sitemap's lastmod). A
   * change of a route's SEO settings counts for that route too: its head changed.
   */
  async updated(view: ReadView): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    const seo = await this.pages.seoUpdates(view);
    for (const page of PAGE_CONTENT) {
      const newest = await this.pages.newestPublishedUpdate(page.collections, view);
      for (const route of [...page.routes, ...(page.aliases ?? [])]) {
        const date = latest(newest, seo.get(route));
        if (date) out[route] = new Date(date).toISOString();
      }
    }
    return out;
  }
}

function latest(a: string | undefined, b: string | undefined): string | undefined {
  if (!a || !b) return a ?? b;
  return Date.parse(b) > Date.parse(a) ? b : a;
}
