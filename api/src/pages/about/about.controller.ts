import { WORKING_COPY, type ReadView } from '../../platform/store/read-view.js';
import { ContentView } from '../../platform/http/content-view.decorator.js';
import { Body, Controller, Get, Inject, Query, Put, UploadedFiles, UseFilters, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags, ApiQuery } from '@nestjs/swagger';
import { ABOUT_COLLECTIONS, type AboutJourney } from '@pharma/shared/content';
import { memoryStorage } from 'multer';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { DraftWrite } from '../../platform/http/draft-write.decorator.js';
import { PublicRead } from '../../platform/http/public-read.interceptor.js';
import type { SectionService, WriteBody } from '../../content/collections/items.service.js';
import type { SectionView } from '../../content/collections/section.repository.js';
import { createValidationPipe } from '../../platform/validation/validation-pipe.js';
import { bodiesOf } from '../../content/collections/dto-of.js';
import { mountCollections, type PageCollections } from '../../content/collections/mount.js';
import { LOCALE_QUERY, LocaleQueryPipe } from '../../content/collections/translations.js';
import { imageLimits, type UploadedImage } from '../../content/upload/upload.constants.js';
import { UploadErrorFilter } from '../../content/upload/upload-error.filter.js';
import { UploadService } from '../../content/upload/upload.service.js';
import { JourneyUploadDto } from './journey-upload.dto.js';

const { hero, visionMission, journey, sections, leadership, values, milestones } = ABOUT_COLLECTIONS;

/** The journey's writes keep the carousel rule below, so its routes are written here; the rest are mounted. */
export const ABOUT = mountCollections('about', Object.values(ABOUT_COLLECTIONS), { ownRoutes: [journey] });

const journeyUpdate = bodiesOf(journey).update;
const MAX_JOURNEY_FILES = 20;

interface JourneyFiles {
  images?: UploadedImage[];
  image?: UploadedImage[];
}

/** The page's answer in one read. */
@ApiTags('about')
@Permit('content.edit')
@Controller('cms/about')
export class AboutController {
  constructor(@Inject(ABOUT.token) private readonly collections: PageCollections) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: 'hero, visionMission, sections, leadership, values, journey (milestones), aboutJourney' })
  @ApiQuery(LOCALE_QUERY)
  async content(@ContentView() view: ReadView, @Query('locale', LocaleQueryPipe) locale?: string) {
    // The keys are the answer's, in its order (the spec names the milestones `journey`).
    const page = { hero, visionMission, sections, leadership, values, journey: milestones, aboutJourney: journey };
    return { data: await this.collections.content(page, view, locale) };
  }
}

/** The journey carousel: its GET, a JSON save and a multipart save with new image files. */
@ApiTags('about')
@Permit('content.edit')
@Controller('cms/about/journey')
export class AboutJourneyController {
  private readonly journey: SectionService<AboutJourney>;

  constructor(
    @Inject(ABOUT.token) collections: PageCollections,
    private readonly uploads: UploadService,
  ) {
    this.journey = collections.section(journey);
  }

  @Get()
  @PublicRead()
  @ApiQuery(LOCALE_QUERY)
  async get(@ContentView() view: ReadView, @Query('locale', LocaleQueryPipe) locale?: string) {
    return { data: await this.journey.get(view, locale) };
  }

  /**
   * The journey saved as JSON (an emptied carousel comes this way: multipart cannot say "no images"); in
   * a language, its title and summary (the images are every language's: a multipart save is the default's).
   */
  @Put()
  @DraftWrite()
  @ApiBearerAuth()
  @ApiBody({ type: journeyUpdate })
  @ApiQuery(LOCALE_QUERY)
  async putJourney(@Body(createValidationPipe(journeyUpdate)) body: WriteBody<AboutJourney>, @Query('locale', LocaleQueryPipe) locale?: string) {
    return { data: await this.journey.put(withCarouselRule(body), locale) };
  }

  @Put('upload')
  @DraftWrite()
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Journey carousel with new image files: `images` text fields are kept URLs, `images` files are appended' })
  @UseFilters(UploadErrorFilter)
  @UseInterceptors(
    FileFieldsInterceptor(
      [
        { name: 'images', maxCount: MAX_JOURNEY_FILES },
        { name: 'image', maxCount: 1 },
      ],
      {
        storage: memoryStorage(),
        limits: imageLimits(MAX_JOURNEY_FILES + 1),
      },
    ),
  )
  async putJourneyWithFiles(@Body() body: JourneyUploadDto, @UploadedFiles() files: JourneyFiles = {}) {
    return { data: await this.saveWithFiles(body, files) };
  }

  /**
   * The journey carousel saved from a multipart form: kept URLs first, then the new files (all
   * checked before any is stored). A new `image` file replaces the legacy single image.
   */
  private async saveWithFiles(body: JourneyUploadDto, files: JourneyFiles): Promise<SectionView<AboutJourney>> {
    const newImages = files.images ?? [];
    const saved = await this.uploads.saveImages([...newImages, ...(files.image ?? [])]);
    const added = saved.slice(0, newImages.length);
    const image = saved[newImages.length];
    const patch: WriteBody<AboutJourney> = { ...body };
    if (body.images !== undefined || added.length) {
      const kept = body.images ?? (await this.journey.get(WORKING_COPY)).images ?? [];
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
