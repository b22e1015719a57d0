import { Injectable } from '@nestjs/common';
import type { ContactContent, ContactGetInTouch, ContactHero, ContactUser } from '@pharma/shared/content';
import { ItemsService, SectionService } from '../content/collections/items.service.js';
import { ContactRepository } from './contact.repository.js';

@Injectable()
export class ContactService {
  readonly hero: SectionService<ContactHero>;
  readonly getInTouch: SectionService<ContactGetInTouch>;
  readonly users: ItemsService<ContactUser>;

  constructor(repository: ContactRepository) {
    this.hero = new SectionService(repository.hero);
    this.getInTouch = new SectionService(repository.getInTouch);
    this.users = new ItemsService(repository.users, 'Contact user');
  }

  async content(): Promise<ContactContent> {
    const [hero, getInTouch, users] = await Promise.all([this.hero.get(), this.getInTouch.get(), this.users.list()]);
    return { hero, getInTouch, users };
  }
}
