import type { ReadView } from '../../platform/store/read-view.js';
import { Injectable } from '@nestjs/common';
import { seoCollection } from '../seo/schema/seo.schema.js';
import { Store, type CollectionDef } from '../../platform/store/store.port.js';
import type { CollectionDeclaration } from '@pharma/shared/content';
import { translationDefOf } from '../collections/schema-of.js';

/** Reads across the collections of one page: only what visitors see counts. */
@Injectable()
export class PagesRepository {
  constructor(private readonly store: Store) {}

  /** The newest updatedAt among the published (not isActive: false) documents, or undefined when there are none. */
  async newestPublishedUpdate(collections: CollectionDef[], view: ReadView): Promise<string | undefined> {
    const lists = await Promise.all(collections.map((def) => this.store.collection<{ isActive?: boolean }>(def).list(view)));
    let newest: string | undefined;
    for (const doc of lists.flat()) {
      if (doc.isActive === false) continue;
      if (!newest || Date.parse(doc.updatedAt) > Date.parse(newest)) newest = doc.updatedAt;
    }
    return newest;
  }

  /** Route → when its SEO settings last changed (they are part of what the route serves). */
  async seoUpdates(view: ReadView): Promise<Map<string, string>> {
    const entries = await this.store.collection<{ route: string }>(seoCollection).list(view);
    return new Map(entries.map((entry) => [entry.route, entry.updatedAt]));
  }

  /** Whether some text of these collections is published in `locale` (a translation released). */
  async hasTranslation(declarations: CollectionDeclaration[], locale: string, view: ReadView): Promise<boolean> {
    for (const declaration of declarations) {
      if ((await this.store.collection(translationDefOf(declaration, locale)).list(view)).length) return true;
    }
    return false;
  }
}
