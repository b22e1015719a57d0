import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  defaultContactGetInTouch,
  defaultContactHero,
  defaultContactUsers,
  type ContactGetInTouch,
  type ContactHero,
  type ContactUser,
} from '@pharma/shared/content';
import { ItemListRepository } from '../content/collections/item-list.repository.js';
import { SectionRepository } from '../content/collections/section.repository.js';
import { Store } from '../platform/store/store.port.js';
import { contactHeroCollection, contactUsersCollection, getInTouchCollection } from './schema/contact.schema.js';

@Injectable()
export class ContactRepository implements OnModuleInit {
  readonly hero: SectionRepository<ContactHero>;
  readonly getInTouch: SectionRepository<ContactGetInTouch>;
  readonly users: ItemListRepository<ContactUser>;

  constructor(private readonly store: Store) {
    this.hero = new SectionRepository(store.collection(contactHeroCollection), defaultContactHero);
    this.getInTouch = new SectionRepository(store.collection(getInTouchCollection), defaultContactGetInTouch);
    this.users = new ItemListRepository(store.collection(contactUsersCollection));
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.hero.seed();
      await this.getInTouch.seed();
      await this.users.seed(defaultContactUsers);
    });
  }
}
