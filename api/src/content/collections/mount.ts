import type { OnModuleInit, Provider, Type } from '@nestjs/common';
import type { CollectionDeclaration, ListDeclaration, SectionDeclaration } from '@pharma/shared/content';
import { ItemListRepository } from './item-list.repository.js';
import { itemsController } from './items-controller.factory.js';
import { ItemsService, SectionService } from './items.service.js';
import { sectionController } from './section-controller.factory.js';
import { SectionRepository } from './section.repository.js';
import { Store } from '../../platform/store/store.port.js';
import { bodiesOf } from './dto-of.js';
import { collectionDefOf } from './schema-of.js';

/** The services of one page's declared collections, seeded from their defaults on first start. */
export class PageCollections implements OnModuleInit {
  private readonly lists = new Map<ListDeclaration, ItemsService<object>>();
  private readonly sections = new Map<SectionDeclaration, SectionService<object>>();
  private readonly seeds: (() => Promise<number>)[] = [];

  constructor(
    private readonly store: Store,
    declarations: readonly CollectionDeclaration[],
  ) {
    for (const declaration of declarations) {
      const collection = store.collection<object>(collectionDefOf(declaration));
      if (declaration.shape === 'list') {
        const repository = new ItemListRepository(collection);
        this.lists.set(declaration, new ItemsService(repository, declaration.noun));
        this.seeds.push(() => repository.seed(declaration.defaults() as object[]));
      } else {
        const repository = new SectionRepository(collection, declaration.defaults());
        this.sections.set(declaration, new SectionService(repository));
        this.seeds.push(() => repository.seed());
      }
    }
  }

  list(declaration: ListDeclaration): ItemsService<object> {
    return this.lists.get(declaration)!;
  }

  section(declaration: SectionDeclaration): SectionService<object> {
    return this.sections.get(declaration)!;
  }

  /** Several collections at once, under the given keys: what a page's whole-content route answers. */
  async content(declarations: Readonly<Record<string, CollectionDeclaration>>): Promise<Record<string, unknown>> {
    const entries = Object.entries(declarations);
    const values = await Promise.all(entries.map(([, d]) => (d.shape === 'list' ? this.list(d).list() : this.section(d).get())));
    return Object.fromEntries(entries.map(([key], index) => [key, values[index]]));
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      for (const seed of this.seeds) await seed();
    });
  }
}

/** 'home_global_impact' → 'HomeGlobalImpact': the controller's name in the OpenAPI document. */
function pascal(name: string): string {
  return name.replace(/(?:^|_)(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A page module's controllers and providers for its declared collections: the spec's routes of each
 * list (GET, GET one, POST, PUT, DELETE) and section (GET, PUT), over one PageCollections provider,
 * which a page's own controller reaches with `@Inject(mounted.collections)`.
 */
export function mountCollections(
  page: string,
  declarations: readonly CollectionDeclaration[],
): { controllers: Type<unknown>[]; providers: Provider[]; collections: symbol } {
  const token = Symbol(`${page} collections`);
  const provider: Provider = { provide: token, useFactory: (store: Store) => new PageCollections(store, declarations), inject: [Store] };
  const controllers = declarations.map((declaration) => {
    const { create, update } = bodiesOf(declaration);
    const common = { tag: page, path: declaration.path, name: pascal(declaration.name), service: token };
    return declaration.shape === 'list'
      ? itemsController<PageCollections>({ ...common, items: (s) => s.list(declaration), create, update })
      : sectionController<PageCollections>({ ...common, section: (s) => s.section(declaration), update });
  });
  return { controllers, providers: [provider], collections: token };
}
