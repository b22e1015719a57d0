import type { ReadView } from '../../platform/store/read-view.js';
import { Injectable } from '@nestjs/common';
import type { PageLanguages } from '@pharma/shared/content';
import { LanguagesService } from '../languages/languages.service.js';
import { PAGE_CONTENT } from './page-content.js';
import { PagesRepository } from './pages.repository.js';

@Injectable()
export class PagesService {
  constructor(
    private readonly pages: PagesRepository,
    private readonly languages: LanguagesService,
  ) {}

  /**
   * The site's languages and, for each public route, the ones that really have its page: the default
   * language always, another one once a translation of the page is published in it. A language
   * without one still serves the page with its fallback's text, but does not claim it as its own.
   */
  async languagesOf(view: ReadView): Promise<PageLanguages> {
    const settings = await this.languages.settings();
    const others = settings.locales.map((locale) => locale.tag).filter((tag) => tag !== settings.defaultLocale);
    const routes: Record<string, string[]> = {};
    for (const page of PAGE_CONTENT) {
      const translated = [];
      for (const locale of others) if (await this.pages.hasTranslation(page.declarations, locale, view)) translated.push(locale);
      for (const route of [...page.routes, ...(page.aliases ?? [])]) routes[route] = [settings.defaultLocale, ...translated];
    }
    return { defaultLocale: settings.defaultLocale, locales: settings.locales, routes };
  }

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
