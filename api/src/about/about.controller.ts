import { DraftWrite } from '../platform/http/draft-write.decorator.js';
import { Permit } from '../platform/auth/auth.decorators.js';
import { Body, Controller, Get, Put, UploadedFiles, UseFilters, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { itemsController } from '../content/collections/items-controller.factory.js';
import { PublicRead } from '../platform/http/public-read.interceptor.js';
import { imageLimits } from '../content/upload/upload.constants.js';
import { UploadErrorFilter } from '../content/upload/upload-error.filter.js';
import { AboutService, type JourneyFiles } from './about.service.js';
import {
  AboutSectionDto,
  AboutSectionUpdateDto,
  CoreValueDto,
  CoreValueUpdateDto,
  LeadershipDto,
  LeadershipUpdateDto,
  MilestoneDto,
  MilestoneUpdateDto,
} from './dto/about-items.dto.js';
import { AboutHeroUpdateDto, AboutJourneyUpdateDto, AboutVisionMissionUpdateDto } from './dto/about-sections.dto.js';
import { JourneyUploadDto } from './dto/journey-upload.dto.js';

const MAX_JOURNEY_FILES = 20;

@ApiTags('about')
@Permit('content.edit')
@Controller('cms/about')
export class AboutController {
  constructor(private readonly about: AboutService) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: 'hero, visionMission, sections, leadership, values, journey (milestones), aboutJourney' })
  async content() {
    return { data: await this.about.content() };
  }

  @Get('hero')
  @PublicRead()
  async hero() {
    return { data: await this.about.hero.get() };
  }

  @Put('hero')
  @DraftWrite()
  @ApiBearerAuth()
  async putHero(@Body() body: AboutHeroUpdateDto) {
    return { data: await this.about.hero.put(body) };
  }

  @Get('vision-mission')
  @PublicRead()
  async visionMission() {
    return { data: await this.about.visionMission.get() };
  }

  @Put('vision-mission')
  @DraftWrite()
  @ApiBearerAuth()
  async putVisionMission(@Body() body: AboutVisionMissionUpdateDto) {
    return { data: await this.about.visionMission.put(body) };
  }

  @Get('journey')
  @PublicRead()
  async journey() {
    return { data: await this.about.journey.get() };
  }

  @Put('journey')
  @DraftWrite()
  @ApiBearerAuth()
  async putJourney(@Body() body: AboutJourneyUpdateDto) {
    return { data: await this.about.putJourney(body) };
  }

  @Put('journey/upload')
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
    return { data: await this.about.putJourneyWithFiles(body, files) };
  }
}

const list = { tag: 'about', service: AboutService } as const;

export const ABOUT_CONTROLLERS = [
  AboutController,
  itemsController({
    ...list,
    path: 'cms/about/leadership',
    name: 'AboutLeadership',
    items: (s) => s.leadership,
    create: LeadershipDto,
    update: LeadershipUpdateDto,
  }),
  itemsController({
    ...list,
    path: 'cms/about/sections',
    name: 'AboutSections',
    items: (s) => s.sections,
    create: AboutSectionDto,
    update: AboutSectionUpdateDto,
  }),
  itemsController({ ...list, path: 'cms/about/values', name: 'AboutValues', items: (s) => s.values, create: CoreValueDto, update: CoreValueUpdateDto }),
  itemsController({
    ...list,
    path: 'cms/about/milestones',
    name: 'AboutMilestones',
    items: (s) => s.milestones,
    create: MilestoneDto,
    update: MilestoneUpdateDto,
  }),
];
