import { Injectable } from '@nestjs/common';
import type { SiteSettings } from '@pharma/shared/content';
import { SectionService } from '../collections/items.service.js';
import { SiteRepository } from './site.repository.js';

@Injectable()
export class SiteService {
  readonly settings: SectionService<SiteSettings>;

  constructor(repository: SiteRepository) {
    this.settings = new SectionService(repository.settings);
  }
}
