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
import { ItemsService, SectionService, type WriteBody } from '../content/collections/items.service.js';
import type { SectionView } from '../content/collections/section.repository.js';
import type { UploadedImage } from '../content/upload/upload.constants.js';
import { UploadService } from '../content/upload/upload.service.js';
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

  /** The journey saved as JSON (an emptied carousel comes this way: multipart cannot say "no images"). */
  putJourney(body: WriteBody<AboutJourney>): Promise<SectionView<AboutJourney>> {
    return this.journey.put(withCarouselRule(body));
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
    return this.journey.put(withCarouselRule(patch));
  }
}

/**
 * Once a save sets the carousel's list, the list is what the page shows: the legacy single `image`
 * (kept only for data from before the list existed) is cleared unless the same save sets it. Without
 * this an emptied carousel kept showing the old single image on the page, in the badge and in the form.
 */
function withCarouselRule(patch: WriteBody<AboutJourney>): WriteBody<AboutJourney> {
  return patch.images !== undefined && patch.image === undefined ? { ...patch, image: '' } : patch;
}
