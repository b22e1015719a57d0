import { Injectable, type OnModuleInit } from '@nestjs/common';
import { defaultProductsHero, type ProductsHero } from '@pharma/shared/content';
import { SectionRepository } from '../content/collections/section.repository.js';
import { Store } from '../platform/store/store.port.js';
import { productsHeroCollection } from './schema/products.schema.js';

@Injectable()
export class ProductsRepository implements OnModuleInit {
  readonly hero: SectionRepository<ProductsHero>;

  constructor(private readonly store: Store) {
    this.hero = new SectionRepository(store.collection(productsHeroCollection), defaultProductsHero);
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.hero.seed();
    });
  }
}
