import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  defaultAboutHero,
  defaultAboutJourney,
  defaultAboutSections,
  defaultAboutVisionMission,
  defaultCoreValues,
  defaultJourneyMilestones,
  defaultLeadership,
  type AboutHero,
  type AboutJourney,
  type AboutSection,
  type AboutVisionMission,
  type CoreValue,
  type JourneyMilestone,
  type LeadershipMember,
} from '@pharma/shared/content';
import { ItemListRepository } from '../content/collections/item-list.repository.js';
import { SectionRepository } from '../content/collections/section.repository.js';
import { Store } from '../platform/store/store.port.js';
import {
  aboutHeroCollection,
  aboutJourneyCollection,
  aboutSectionsCollection,
  aboutVisionMissionCollection,
  leadershipCollection,
  milestonesCollection,
  valuesCollection,
} from './schema/about.schema.js';

@Injectable()
export class AboutRepository implements OnModuleInit {
  readonly hero: SectionRepository<AboutHero>;
  readonly visionMission: SectionRepository<AboutVisionMission>;
  readonly journey: SectionRepository<AboutJourney>;
  readonly sections: ItemListRepository<AboutSection>;
  readonly leadership: ItemListRepository<LeadershipMember>;
  readonly values: ItemListRepository<CoreValue>;
  readonly milestones: ItemListRepository<JourneyMilestone>;

  constructor(private readonly store: Store) {
    this.hero = new SectionRepository(store.collection(aboutHeroCollection), defaultAboutHero);
    this.visionMission = new SectionRepository(store.collection(aboutVisionMissionCollection), defaultAboutVisionMission);
    this.journey = new SectionRepository(store.collection(aboutJourneyCollection), defaultAboutJourney);
    this.sections = new ItemListRepository(store.collection(aboutSectionsCollection));
    this.leadership = new ItemListRepository(store.collection(leadershipCollection));
    this.values = new ItemListRepository(store.collection(valuesCollection));
    this.milestones = new ItemListRepository(store.collection(milestonesCollection));
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      await this.hero.seed();
      await this.visionMission.seed();
      await this.journey.seed();
      await this.sections.seed(defaultAboutSections);
      await this.leadership.seed(defaultLeadership);
      await this.values.seed(defaultCoreValues);
      await this.milestones.seed(defaultJourneyMilestones);
    });
  }
}
