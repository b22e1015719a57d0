import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  defaultCapabilitiesHero,
  defaultCapabilitiesResearch,
  defaultFacilities,
  type CapabilitiesHero,
  type CapabilitiesResearch,
  type Facility,
} from '@pharma/shared/content';
import { ItemListRepository } from '../content/collections/item-list.repository.js';
import { SectionRepository } from '../content/collections/section.repository.js';
import { Store } from '../platform/store/store.port.js';
import { capabilitiesHeroCollection, capabilitiesResearchCollection, facilitiesCollection } from './schema/capabilities.schema.js';

@Injectable()
export class CapabilitiesRepository implements OnModuleInit {
  readonly hero: SectionRepository<CapabilitiesHero>;
  readonly research: SectionRepository<CapabilitiesResearch>;
  readonly facilities: ItemListRepository<Facility>;

  constructor(private readonly store: Store) {
    this.hero = new SectionRepository(store.collection(capabilitiesHeroCollection), defaultCapabilitiesHero);
    this.research = new SectionRepository(store.collection(capabilitiesResearchCollection), defaultCapabilitiesResearch);
    this.facilities = new ItemListRepository(store.collection(facilitiesCollection));
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.hero.seed();
      await this.research.seed();
      await this.facilities.seed(defaultFacilities);
    });
  }
}
