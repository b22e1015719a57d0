import { DraftWrite } from '../platform/http/draft-write.decorator.js';
import { Permit } from '../platform/auth/auth.decorators.js';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { itemsController } from '../content/collections/items-controller.factory.js';
import { PublicRead } from '../platform/http/public-read.interceptor.js';
import { CapabilitiesService } from './capabilities.service.js';
import { CapabilitiesHeroUpdateDto, CapabilitiesResearchUpdateDto, FacilityDto, FacilityUpdateDto } from './dto/capabilities.dto.js';

@ApiTags('capabilities')
@Permit('content.edit')
@Controller('cms/capabilities')
export class CapabilitiesController {
  constructor(private readonly capabilities: CapabilitiesService) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: 'hero, research (R&D cards and promise) and facilities' })
  async content() {
    return { data: await this.capabilities.content() };
  }

  @Get('hero')
  @PublicRead()
  async hero() {
    return { data: await this.capabilities.hero.get() };
  }

  @Put('hero')
  @DraftWrite()
  @ApiBearerAuth()
  async putHero(@Body() body: CapabilitiesHeroUpdateDto) {
    return { data: await this.capabilities.hero.put(body) };
  }

  @Get('research')
  @PublicRead()
  async research() {
    return { data: await this.capabilities.research.get() };
  }

  @Put('research')
  @DraftWrite()
  @ApiBearerAuth()
  async putResearch(@Body() body: CapabilitiesResearchUpdateDto) {
    return { data: await this.capabilities.research.put(body) };
  }
}

export const CAPABILITIES_CONTROLLERS = [
  CapabilitiesController,
  itemsController({
    tag: 'capabilities',
    service: CapabilitiesService,
    path: 'cms/capabilities/facilities',
    name: 'CapabilitiesFacilities',
    items: (s) => s.facilities,
    create: FacilityDto,
    update: FacilityUpdateDto,
  }),
];
