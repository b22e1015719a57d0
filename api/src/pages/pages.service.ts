import { Injectable } from '@nestjs/common';
import { PAGE_CONTENT } from './page-content.js';
import { PagesRepository } from './pages.repository.js';

@Injectable()
export class PagesService {
  constructor(private readonly pages: PagesRepository) {}

  /** Route → ISO date of the newest published change of its content (the sitemap's lastmod). */
  async updated(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const page of PAGE_CONTENT) {
      const newest = await this.pages.newestPublishedUpdate(page.collections);
      if (!newest) continue;
      for (const route of page.routes) out[route] = new Date(newest).toISOString();
    }
    return out;
  }
}
