import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller.js';
import { SeoRepository } from './seo.repository.js';
import { SeoService } from './seo.service.js';

/** Per-route head settings, read by the gateway and edited in each page's SEO sub-tab. */
@Module({ controllers: [SeoController], providers: [SeoRepository, SeoService], exports: [SeoService] })
export class SeoModule {}
