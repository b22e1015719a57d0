import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  defaultHeroSlides,
  defaultHomeGlobalImpact,
  defaultOfferings,
  defaultRegulatoryApprovals,
  defaultStatistics,
  type HeroSlide,
  type HomeGlobalImpact,
  type Offering,
  type RegulatoryApproval,
  type Statistic,
} from '@pharma/shared/content';
import { ItemListRepository } from '../common/items/item-list.repository.js';
import { SectionRepository } from '../common/items/section.repository.js';
import { Store } from '../store/store.port.js';
import { globalImpactCollection, offeringsCollection, regulatoryCollection, slidesCollection, statisticsCollection } from './schema/home.schema.js';

/** The home page's collections, seeded from the shared default content on first start. */
@Injectable()
export class HomeRepository implements OnModuleInit {
  readonly slides: ItemListRepository<HeroSlide>;
  readonly offerings: ItemListRepository<Offering>;
  readonly statistics: ItemListRepository<Statistic>;
  readonly regulatory: ItemListRepository<RegulatoryApproval>;
  readonly globalImpact: SectionRepository<HomeGlobalImpact>;

  constructor(private readonly store: Store) {
    this.slides = new ItemListRepository(store.collection(slidesCollection));
    this.offerings = new ItemListRepository(store.collection(offeringsCollection));
    this.statistics = new ItemListRepository(store.collection(statisticsCollection));
    this.regulatory = new ItemListRepository(store.collection(regulatoryCollection));
    this.globalImpact = new SectionRepository(store.collection(globalImpactCollection), defaultHomeGlobalImpact);
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.slides.seed(defaultHeroSlides);
      await this.offerings.seed(defaultOfferings);
      await this.statistics.seed(defaultStatistics);
      await this.regulatory.seed(defaultRegulatoryApprovals);
      await this.globalImpact.seed();
    });
  }
}
