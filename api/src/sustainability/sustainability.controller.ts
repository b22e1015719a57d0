import { DraftWrite } from '../platform/http/draft-write.decorator.js';
import { Permit } from '../platform/auth/auth.decorators.js';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { itemsController } from '../content/collections/items-controller.factory.js';
import { PublicRead } from '../platform/http/public-read.interceptor.js';
import { InnovationCardDto, InnovationCardUpdateDto, PolicyDto, PolicyUpdateDto, SdgCardDto, SdgCardUpdateDto } from './dto/sustainability-items.dto.js';
import {
  FooterUpdateDto,
  HeartUpdateDto,
  InnovationTransformationUpdateDto,
  SocialUpdateDto,
  SustainabilityHeroUpdateDto,
  SustainabilityVisionMissionUpdateDto,
} from './dto/sustainability-sections.dto.js';
import { SustainabilityService } from './sustainability.service.js';

@ApiTags('sustainability')
@Permit('content.edit')
@Controller('cms/sustainability')
export class SustainabilityController {
  constructor(private readonly sustainability: SustainabilityService) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: 'Every section and list of the sustainability page' })
  async content() {
    return { data: await this.sustainability.content() };
  }

  @Get('hero')
  @PublicRead()
  async hero() {
    return { data: await this.sustainability.hero.get() };
  }

  @Put('hero')
  @DraftWrite()
  @ApiBearerAuth()
  async putHero(@Body() body: SustainabilityHeroUpdateDto) {
    return { data: await this.sustainability.hero.put(body) };
  }

  @Get('heart')
  @PublicRead()
  async heart() {
    return { data: await this.sustainability.heart.get() };
  }

  @Put('heart')
  @DraftWrite()
  @ApiBearerAuth()
  async putHeart(@Body() body: HeartUpdateDto) {
    return { data: await this.sustainability.heart.put(body) };
  }

  @Get('vision-mission')
  @PublicRead()
  async visionMission() {
    return { data: await this.sustainability.visionMission.get() };
  }

  @Put('vision-mission')
  @DraftWrite()
  @ApiBearerAuth()
  async putVisionMission(@Body() body: SustainabilityVisionMissionUpdateDto) {
    return { data: await this.sustainability.visionMission.put(body) };
  }

  @Get('innovation-transformation')
  @PublicRead()
  async innovationTransformation() {
    return { data: await this.sustainability.innovationTransformation.get() };
  }

  @Put('innovation-transformation')
  @DraftWrite()
  @ApiBearerAuth()
  async putInnovationTransformation(@Body() body: InnovationTransformationUpdateDto) {
    return { data: await this.sustainability.innovationTransformation.put(body) };
  }

  @Get('social')
  @PublicRead()
  async social() {
    return { data: await this.sustainability.social.get() };
  }

  @Put('social')
  @DraftWrite()
  @ApiBearerAuth()
  async putSocial(@Body() body: SocialUpdateDto) {
    return { data: await this.sustainability.social.put(body) };
  }

  @Get('footer')
  @PublicRead()
  async footer() {
    return { data: await this.sustainability.footer.get() };
  }

  @Put('footer')
  @DraftWrite()
  @ApiBearerAuth()
  async putFooter(@Body() body: FooterUpdateDto) {
    return { data: await this.sustainability.footer.put(body) };
  }
}

const list = { tag: 'sustainability', service: SustainabilityService } as const;

export const SUSTAINABILITY_CONTROLLERS = [
  SustainabilityController,
  itemsController({
    ...list,
    path: 'cms/sustainability/sdg',
    name: 'SustainabilitySdg',
    items: (s) => s.sdgCards,
    create: SdgCardDto,
    update: SdgCardUpdateDto,
  }),
  itemsController({
    ...list,
    path: 'cms/sustainability/policies',
    name: 'SustainabilityPolicies',
    items: (s) => s.policies,
    create: PolicyDto,
    update: PolicyUpdateDto,
  }),
  itemsController({
    ...list,
    path: 'cms/sustainability/digital-solutions',
    name: 'SustainabilityDigitalSolutions',
    items: (s) => s.digitalSolutions,
    create: InnovationCardDto,
    update: InnovationCardUpdateDto,
  }),
  itemsController({
    ...list,
    path: 'cms/sustainability/research-innovations',
    name: 'SustainabilityResearchInnovations',
    items: (s) => s.researchInnovations,
    create: InnovationCardDto,
    update: InnovationCardUpdateDto,
  }),
];
