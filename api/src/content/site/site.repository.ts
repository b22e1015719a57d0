import { Injectable, type OnModuleInit } from '@nestjs/common';
import { defaultSiteSettings, type SiteSettings } from '@pharma/shared/content';
import { SectionRepository } from '../collections/section.repository.js';
import { Store } from '../../platform/store/store.port.js';
import { settingsCollection } from './schema/site.schema.js';

@Injectable()
export class SiteRepository implements OnModuleInit {
  readonly settings: SectionRepository<SiteSettings>;

  constructor(private readonly store: Store) {
    this.settings = new SectionRepository(store.collection(settingsCollection), defaultSiteSettings);
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.settings.seed();
    });
  }
}
