import { Injectable } from '@nestjs/common';
import type { ProductsHero } from '@pharma/shared/content';
import { SectionService } from '../content/collections/items.service.js';
import { ProductsRepository } from './products.repository.js';

/** The product portfolio itself is static content in shared; only the hero is managed. */
@Injectable()
export class ProductsService {
  readonly hero: SectionService<ProductsHero>;

  constructor(repository: ProductsRepository) {
    this.hero = new SectionService(repository.hero);
  }
}
