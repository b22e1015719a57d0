import { Injectable } from '@nestjs/common';
import type {
  InnovationCard,
  InnovationTransformation,
  SdgCard,
  SocialResponsibility,
  SustainabilityContent,
  SustainabilityFooter,
  SustainabilityHeart,
  SustainabilityHero,
  SustainabilityPolicy,
  SustainabilityVisionMission,
} from '@pharma/shared/content';
import { ItemsService, SectionService } from '../content/collections/items.service.js';
import { SustainabilityRepository } from './sustainability.repository.js';

@Injectable()
export class SustainabilityService {
  readonly hero: SectionService<SustainabilityHero>;
  readonly visionMission: SectionService<SustainabilityVisionMission>;
  readonly heart: SectionService<SustainabilityHeart>;
  readonly innovationTransformation: SectionService<InnovationTransformation>;
  readonly social: SectionService<SocialResponsibility>;
  readonly footer: SectionService<SustainabilityFooter>;
  readonly sdgCards: ItemsService<SdgCard>;
  readonly policies: ItemsService<SustainabilityPolicy>;
  readonly digitalSolutions: ItemsService<InnovationCard>;
  readonly researchInnovations: ItemsService<InnovationCard>;

  constructor(repository: SustainabilityRepository) {
    this.hero = new SectionService(repository.hero);
    this.visionMission = new SectionService(repository.visionMission);
    this.heart = new SectionService(repository.heart);
    this.innovationTransformation = new SectionService(repository.innovationTransformation);
    this.social = new SectionService(repository.social);
    this.footer = new SectionService(repository.footer);
    this.sdgCards = new ItemsService(repository.sdgCards, 'SDG card');
    this.policies = new ItemsService(repository.policies, 'Policy');
    this.digitalSolutions = new ItemsService(repository.digitalSolutions, 'Digital solution');
    this.researchInnovations = new ItemsService(repository.researchInnovations, 'Research innovation');
  }

  async content(): Promise<SustainabilityContent> {
    const [hero, visionMission, heart, sdgCards, policies, innovationTransformation, digitalSolutions, researchInnovations, social, footer] = await Promise.all(
      [
        this.hero.get(),
        this.visionMission.get(),
        this.heart.get(),
        this.sdgCards.list(),
        this.policies.list(),
        this.innovationTransformation.get(),
        this.digitalSolutions.list(),
        this.researchInnovations.list(),
        this.social.get(),
        this.footer.get(),
      ],
    );
    return { hero, visionMission, heart, sdgCards, policies, innovationTransformation, digitalSolutions, researchInnovations, social, footer };
  }
}
