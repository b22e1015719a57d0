import { Injectable } from '@nestjs/common';
import type { CapabilitiesContent, CapabilitiesHero, CapabilitiesResearch, Facility } from '@pharma/shared/content';
import { ItemsService, SectionService } from '../content/collections/items.service.js';
import { CapabilitiesRepository } from './capabilities.repository.js';

@Injectable()
export class CapabilitiesService {
  readonly hero: SectionService<CapabilitiesHero>;
  readonly research: SectionService<CapabilitiesResearch>;
  readonly facilities: ItemsService<Facility>;

  constructor(repository: CapabilitiesRepository) {
    this.hero = new SectionService(repository.hero);
    this.research = new SectionService(repository.research);
    this.facilities = new ItemsService(repository.facilities, 'Facility');
  }

  async content(): Promise<CapabilitiesContent> {
    const [hero, research, facilities] = await Promise.all([this.hero.get(), this.research.get(), this.facilities.list()]);
    return { hero, research, facilities };
  }
}
