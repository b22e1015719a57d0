import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  defaultDigitalSolutions,
  defaultInnovationTransformation,
  defaultPolicies,
  defaultResearchInnovations,
  defaultSdgCards,
  defaultSocialResponsibility,
  defaultSustainabilityFooter,
  defaultSustainabilityHeart,
  defaultSustainabilityHero,
  defaultSustainabilityVisionMission,
  type InnovationCard,
  type InnovationTransformation,
  type SdgCard,
  type SocialResponsibility,
  type SustainabilityFooter,
  type SustainabilityHeart,
  type SustainabilityHero,
  type SustainabilityPolicy,
  type SustainabilityVisionMission,
} from '@pharma/shared/content';
import { ItemListRepository } from '../content/collections/item-list.repository.js';
import { SectionRepository } from '../content/collections/section.repository.js';
import { Store } from '../platform/store/store.port.js';
import * as schema from './schema/sustainability.schema.js';

@Injectable()
export class SustainabilityRepository implements OnModuleInit {
  readonly hero: SectionRepository<SustainabilityHero>;
  readonly visionMission: SectionRepository<SustainabilityVisionMission>;
  readonly heart: SectionRepository<SustainabilityHeart>;
  readonly innovationTransformation: SectionRepository<InnovationTransformation>;
  readonly social: SectionRepository<SocialResponsibility>;
  readonly footer: SectionRepository<SustainabilityFooter>;
  readonly sdgCards: ItemListRepository<SdgCard>;
  readonly policies: ItemListRepository<SustainabilityPolicy>;
  readonly digitalSolutions: ItemListRepository<InnovationCard>;
  readonly researchInnovations: ItemListRepository<InnovationCard>;

  constructor(private readonly store: Store) {
    this.hero = new SectionRepository(store.collection(schema.heroCollection), defaultSustainabilityHero);
    this.visionMission = new SectionRepository(store.collection(schema.visionMissionCollection), defaultSustainabilityVisionMission);
    this.heart = new SectionRepository(store.collection(schema.heartCollection), defaultSustainabilityHeart);
    this.innovationTransformation = new SectionRepository(store.collection(schema.innovationCollection), defaultInnovationTransformation);
    this.social = new SectionRepository(store.collection(schema.socialCollection), defaultSocialResponsibility);
    this.footer = new SectionRepository(store.collection(schema.footerCollection), defaultSustainabilityFooter);
    this.sdgCards = new ItemListRepository(store.collection(schema.sdgCollection));
    this.policies = new ItemListRepository(store.collection(schema.policiesCollection));
    this.digitalSolutions = new ItemListRepository(store.collection(schema.digitalSolutionsCollection));
    this.researchInnovations = new ItemListRepository(store.collection(schema.researchInnovationsCollection));
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      for (const section of [this.hero, this.visionMission, this.heart, this.innovationTransformation, this.social, this.footer]) {
        await section.seed();
      }
      await this.sdgCards.seed(defaultSdgCards);
      await this.policies.seed(defaultPolicies);
      await this.digitalSolutions.seed(defaultDigitalSolutions);
      await this.researchInnovations.seed(defaultResearchInnovations);
    });
  }
}
