import { DraftWrite } from '../platform/http/draft-write.decorator.js';
import { Permit } from '../platform/auth/auth.decorators.js';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../platform/http/public-read.interceptor.js';
import { ProductsHeroUpdateDto } from './dto/products-hero.dto.js';
import { ProductsService } from './products.service.js';

@ApiTags('products')
@Permit('content.edit')
@Controller('cms/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('hero')
  @PublicRead()
  async hero() {
    return { data: await this.products.hero.get() };
  }

  @Put('hero')
  @DraftWrite()
  @ApiBearerAuth()
  async putHero(@Body() body: ProductsHeroUpdateDto) {
    return { data: await this.products.hero.put(body) };
  }
}
