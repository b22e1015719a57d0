import { DraftWrite } from '../common/http/draft-write.decorator.js';
import { Permit } from '../auth/auth.decorators.js';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { itemsController } from '../common/items/items-controller.factory.js';
import { PublicRead } from '../common/http/public-read.interceptor.js';
import {
  GlobalImpactUpdateDto,
  OfferingDto,
  OfferingUpdateDto,
  RegulatoryDto,
  RegulatoryUpdateDto,
  SlideDto,
  SlideUpdateDto,
  StatisticDto,
  StatisticUpdateDto,
} from './dto/home.dto.js';
import { HomeService } from './home.service.js';

@ApiTags('home')
@Permit('content.edit')
@Controller('cms/home')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Get('global-impact')
  @PublicRead()
  async globalImpact() {
    return { data: await this.home.globalImpact.get() };
  }

  @Put('global-impact')
  @DraftWrite()
  @ApiBearerAuth()
  async putGlobalImpact(@Body() body: GlobalImpactUpdateDto) {
    return { data: await this.home.globalImpact.put(body) };
  }
}

const list = { tag: 'home', service: HomeService } as const;

export const HOME_CONTROLLERS = [
  HomeController,
  itemsController({ ...list, path: 'cms/home/slides', name: 'HomeSlides', items: (s) => s.slides, create: SlideDto, update: SlideUpdateDto }),
  itemsController({ ...list, path: 'cms/home/offerings', name: 'HomeOfferings', items: (s) => s.offerings, create: OfferingDto, update: OfferingUpdateDto }),
  itemsController({
    ...list,
    path: 'cms/home/statistics',
    name: 'HomeStatistics',
    items: (s) => s.statistics,
    create: StatisticDto,
    update: StatisticUpdateDto,
  }),
  itemsController({
    ...list,
    path: 'cms/home/regulatory',
    name: 'HomeRegulatory',
    items: (s) => s.regulatory,
    create: RegulatoryDto,
    update: RegulatoryUpdateDto,
  }),
];
