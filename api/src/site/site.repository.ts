import { Injectable, type OnModuleInit } from '@nestjs/common';
import { defaultAdminUsers, defaultSiteSettings, type AdminUser, type SiteSettings } from '@pharma/shared/content';
import { ItemListRepository } from '../common/items/item-list.repository.js';
import { SectionRepository } from '../common/items/section.repository.js';
import { Store } from '../store/store.port.js';
import { adminUsersCollection, settingsCollection } from './schema/site.schema.js';

@Injectable()
export class SiteRepository implements OnModuleInit {
  readonly settings: SectionRepository<SiteSettings>;
  readonly users: ItemListRepository<AdminUser>;

  constructor(private readonly store: Store) {
    this.settings = new SectionRepository(store.collection(settingsCollection), defaultSiteSettings);
    this.users = new ItemListRepository(store.collection(adminUsersCollection));
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.settings.seed();
      await this.users.seed(defaultAdminUsers);
    });
  }
}
