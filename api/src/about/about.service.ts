import { Injectable } from '@nestjs/common';
import type {
  AboutContent,
  AboutHero,
  AboutJourney,
  AboutSection,
  AboutVisionMission,
  CoreValue,
  JourneyMilestone,
  LeadershipMember,
} from '@pharma/shared/content';
import { ItemsService, SectionService, type WriteBody } from '../common/items/items.service.js';
import type { SectionView } from '../common/items/section.repository.js';
import type { UploadedImage } from '../upload/upload.constants.js';
import { UploadService } from '../upload/upload.service.js';
import { AboutRepository } from './about.repository.js';
import type { JourneyUploadDto } from './dto/journey-upload.dto.js';

export interface JourneyFiles {
  images?: UploadedImage[];
  image?: UploadedImage[];
}

@Injectable()
export class AboutService {
  readonly hero: SectionService<AboutHero>;
  readonly visionMission: SectionService<AboutVisionMission>;
  readonly journey: SectionService<AboutJourney>;
  readonly sections: ItemsService<AboutSection>;
  readonly leadership: ItemsService<LeadershipMember>;
  readonly values: ItemsService<CoreValue>;
  readonly milestones: ItemsService<JourneyMilestone>;

  constructor(
    repository: AboutRepository,
    private readonly uploads: UploadService,
  ) {
    this.hero = new SectionService(repository.hero);
    this.visionMission = new SectionService(repository.visionMission);
    this.journey = new SectionService(repository.journey);
    this.sections = new ItemsService(repository.sections, 'About section');
    this.leadership = new ItemsService(repository.leadership, 'Leadership member');
    this.values = new ItemsService(repository.values, 'Value');
    this.milestones = new ItemsService(repository.milestones, 'Journey milestone');
  }

  /** Everything the About page reads, in one answer (public-site §7). */
  async content(): Promise<AboutContent> {
    const [hero, visionMission, sections, leadership, values, journey, aboutJourney] = await Promise.all([
      this.hero.get(),
      this.visionMission.get(),
      this.sections.list(),
      this.leadership.list(),
      this.values.list(),
      this.milestones.list(),
      this.journey.get(),
    ]);
    return { hero, visionMission, sections, leadership, values, journey, aboutJourney };
  }

  /**
   * The journey carousel saved from a multipart form: kept URLs first, then the new files (all
   * checked before any is stored). A new `image` file replaces the legacy single image.
   */
  async putJourneyWithFiles(body: JourneyUploadDto, files: JourneyFiles): Promise<SectionView<AboutJourney>> {
    const newImages = files.images ?? [];
    const saved = await this.uploads.saveImages([...newImages, ...(files.image ?? [])]);
    const added = saved.slice(0, newImages.length);
    const image = saved[newImages.length];
    const patch: WriteBody<AboutJourney> = { ...body };
    if (body.images !== undefined || added.length) {
      const kept = body.images ?? (await this.journey.get()).images ?? [];
      patch.images = [...kept, ...added];
    }
    if (image) patch.image = image;
    return this.journey.put(patch);
  }
}
