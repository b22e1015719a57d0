import { Injectable } from '@nestjs/common';
import type { AdminUser, SiteSettings } from '@pharma/shared/content';
import { ItemsService, SectionService } from '../common/items/items.service.js';
import { SiteRepository } from './site.repository.js';

@Injectable()
export class SiteService {
  readonly settings: SectionService<SiteSettings>;
  readonly users: ItemsService<AdminUser>;

  constructor(repository: SiteRepository) {
    this.settings = new SectionService(repository.settings);
    this.users = new ItemsService(repository.users, 'User');
  }
}
