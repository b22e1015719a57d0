import type { ReadView } from '../../platform/store/read-view.js';
import { Injectable } from '@nestjs/common';
import type { Stored } from '../../platform/store/store.port.js';
import { PUBLIC_PAGE_ROUTES } from '../page-registry/page-content.js';
import type { SeoEntry, SeoUpdateDto } from './dto/seo.dto.js';
import { SeoRepository, type SeoFields } from './seo.repository.js';

function toEntry(doc: Stored<SeoFields>): SeoEntry {
  return {
    route: doc.route,
    title: doc.title ?? '',
    description: doc.description ?? '',
    image: doc.image ?? '',
    noindex: doc.noindex === true,
    updatedAt: doc.updatedAt,
  };
}

/** Only the text fields sent; null (as a JSON client may send for "none") clears to the default. */
function patchOf(body: SeoUpdateDto): Partial<SeoFields> {
  const patch: Partial<SeoFields> = { noindex: body.noindex };
  for (const key of ['title', 'description', 'image'] as const) {
    const value = body[key] as string | null | undefined;
    if (value !== undefined) patch[key] = value ?? '';
  }
  return patch;
}

@Injectable()
export class SeoService {
  constructor(private readonly seo: SeoRepository) {}

  /** The saved entries of the current public routes, in the site's route order. */
  async list(view: ReadView): Promise<SeoEntry[]> {
    const byRoute = new Map((await this.seo.list(view)).map((doc) => [doc.route, doc]));
    return PUBLIC_PAGE_ROUTES.flatMap((route) => {
      const doc = byRoute.get(route);
      return doc ? [toEntry(doc)] : [];
    });
  }

  async put(body: SeoUpdateDto): Promise<SeoEntry> {
    return toEntry(await this.seo.upsert(body.route, patchOf(body)));
  }
}
