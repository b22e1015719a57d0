import { WORKING_COPY, type ReadView } from '../../platform/store/read-view.js';
import type { OnModuleInit, Provider, Type } from '@nestjs/common';
import {
  SECTION_ID,
  splitLocalePage,
  splitTranslationCollection,
  type CollectionDeclaration,
  type Fields,
  type ItemOf,
  type ListDeclaration,
  type SectionDeclaration,
  type SectionOf,
  type TranslationFieldStatus,
} from '@pharma/shared/content';
import { ItemListRepository } from './item-list.repository.js';
import { itemsController } from './items-controller.factory.js';
import { ItemsService, SectionService } from './items.service.js';
import { sectionController } from './section-controller.factory.js';
import { SectionRepository } from './section.repository.js';
import { Store, type VersionedResolver } from '../../platform/store/store.port.js';
import { LanguagesService } from '../languages/languages.service.js';
import { bodiesOf } from './dto-of.js';
import { collectionDefOf, translationDefOf } from './schema-of.js';
import { Translations } from './translations.js';

/** The services of one page's declared collections, seeded from their defaults on first start. */
export class PageCollections implements OnModuleInit {
  private readonly lists = new Map<ListDeclaration, ItemsService<object>>();
  private readonly sections = new Map<SectionDeclaration, SectionService<object>>();
  private readonly seeds: (() => Promise<number>)[] = [];
  private readonly translated = new Map<CollectionDeclaration, Translations>();

  constructor(
    private readonly store: Store,
    declarations: readonly CollectionDeclaration[],
    languages: LanguagesService,
  ) {
    for (const declaration of declarations) {
      const collection = store.collection<object>(collectionDefOf(declaration));
      const translations = new Translations(store, languages, declaration);
      this.translated.set(declaration, translations);
      if (declaration.shape === 'list') {
        const repository = new ItemListRepository(collection);
        this.lists.set(declaration, new ItemsService(repository, declaration.noun, translations));
        this.seeds.push(() => repository.seed(declaration.defaults() as object[]));
      } else {
        const repository = new SectionRepository(collection, declaration.defaults());
        this.sections.set(declaration, new SectionService(repository, translations));
        this.seeds.push(() => repository.seed());
      }
    }
    store.resolveVersionedWith(translationsOf(declarations));
    languages.reportTranslationsOf(this);
  }

  /** Writes a translation of one of these collections' documents (as a PUT in `locale` does); false for another collection. */
  async translate(collection: string, id: string, patch: Record<string, unknown>, locale: string): Promise<boolean> {
    const declaration = [...this.translated.keys()].find((candidate) => candidate.name === collection);
    if (!declaration) return false;
    // The services of a declaration are typed by its fields; a translation's patch is checked on write (shared fields refused).
    if (declaration.shape === 'list') await (this.lists.get(declaration) as ItemsService<object>).update(id, patch, locale);
    else await (this.sections.get(declaration) as SectionService<object>).put(patch, locale);
    return true;
  }

  /** Every localized field of the page's documents in `locale`: missing, outdated or current (the working copies'). */
  async translationStatus(page: string, locale: string): Promise<TranslationFieldStatus[]> {
    const found: TranslationFieldStatus[] = [];
    for (const [declaration, translations] of this.translated) {
      if (declaration.page !== page) continue;
      const sources =
        declaration.shape === 'list'
          ? ((await this.list(declaration).list(WORKING_COPY)) as Array<Record<string, unknown> & { id: string }>)
          : [{ ...((await this.section(declaration).get(WORKING_COPY)) as Record<string, unknown>), id: SECTION_ID }];
      for (const source of sources) found.push(...(await translations.status(source.id, source, locale)));
    }
    return found;
  }

  /** The service of one declared list, typed by its declaration's items. */
  list<F extends Fields>(declaration: ListDeclaration<F>): ItemsService<ItemOf<F>> {
    return this.lists.get(declaration as unknown as ListDeclaration)! as unknown as ItemsService<ItemOf<F>>;
  }

  /** The service of one declared section, typed by its declaration's fields. */
  section<F extends Fields>(declaration: SectionDeclaration<F>): SectionService<SectionOf<F>> {
    return this.sections.get(declaration as unknown as SectionDeclaration)! as unknown as SectionService<SectionOf<F>>;
  }

  /** Several collections at once, under the given keys: what a page's whole-content route answers. */
  async content(declarations: Readonly<Record<string, CollectionDeclaration>>, view: ReadView, locale?: string): Promise<Record<string, unknown>> {
    const entries = Object.entries(declarations);
    const values = await Promise.all(entries.map(([, d]) => (d.shape === 'list' ? this.list(d).list(view, locale) : this.section(d).get(view, locale))));
    return Object.fromEntries(entries.map(([key], index) => [key, values[index]]));
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      for (const seed of this.seeds) await seed();
    });
  }
}

/** The translation collections of these declarations, made when some instance asks for one by name or by page ('about@de'). */
function translationsOf(declarations: readonly CollectionDeclaration[]): VersionedResolver {
  return {
    collection: (name) => {
      const translation = splitTranslationCollection(name);
      const declaration = translation && declarations.find((candidate) => candidate.name === translation.collection);
      return declaration ? translationDefOf(declaration, translation.locale) : undefined;
    },
    page: (key) => {
      const { page, locale } = splitLocalePage(key);
      return locale ? declarations.filter((declaration) => declaration.page === page).map((declaration) => translationDefOf(declaration, locale)) : [];
    },
  };
}

/** 'home_global_impact' → 'HomeGlobalImpact': the controller's name in the OpenAPI document. */
function pascal(name: string): string {
  return name.replace(/(?:^|_)(\w)/g, (_, letter: string) => letter.toUpperCase());
}

export interface MountOptions {
  /** Collections stored and seeded with the others whose routes the page module writes itself (a write with a rule of its own). */
  ownRoutes?: readonly CollectionDeclaration[];
}

export interface MountedCollections {
  controllers: Type<unknown>[];
  providers: Provider[];
  /** The PageCollections provider's token, for a page's own controller: `@Inject(token) collections: PageCollections`. */
  token: symbol;
}

/**
 * A page module's controllers and providers for its declared collections: the spec's routes of each
 * list (GET, GET one, POST, PUT, DELETE) and section (GET, PUT), over one PageCollections provider.
 */
export function mountCollections(page: string, declarations: readonly CollectionDeclaration[], options: MountOptions = {}): MountedCollections {
  const token = Symbol(`${page} collections`);
  const provider: Provider = {
    provide: token,
    useFactory: (store: Store, languages: LanguagesService) => new PageCollections(store, declarations, languages),
    inject: [Store, LanguagesService],
  };
  const routed = declarations.filter((declaration) => !options.ownRoutes?.includes(declaration));
  const controllers = routed.map((declaration) => {
    const { create, update } = bodiesOf(declaration);
    const common = { tag: page, path: declaration.path, name: pascal(declaration.name), service: token };
    return declaration.shape === 'list'
      ? itemsController<PageCollections>({ ...common, items: (s) => s.list(declaration), create, update })
      : sectionController<PageCollections>({ ...common, section: (s) => s.section(declaration), update });
  });
  return { controllers, providers: [provider], token };
}
