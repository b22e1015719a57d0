import { Injectable } from '@nestjs/common';
import type { HeroSlide, HomeGlobalImpact, Offering, RegulatoryApproval, Statistic } from '@pharma/shared/content';
import { ItemsService, SectionService } from '../common/items/items.service.js';
import { HomeRepository } from './home.repository.js';

@Injectable()
export class HomeService {
  readonly slides: ItemsService<HeroSlide>;
  readonly offerings: ItemsService<Offering>;
  readonly statistics: ItemsService<Statistic>;
  readonly regulatory: ItemsService<RegulatoryApproval>;
  readonly globalImpact: SectionService<HomeGlobalImpact>;

  constructor(repository: HomeRepository) {
    this.slides = new ItemsService(repository.slides, 'Slide');
    this.offerings = new ItemsService(repository.offerings, 'Offering');
    this.statistics = new ItemsService(repository.statistics, 'Statistic');
    this.regulatory = new ItemsService(repository.regulatory, 'Regulatory approval');
    this.globalImpact = new SectionService(repository.globalImpact);
  }
}
