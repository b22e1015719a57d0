import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller.js';
import { SeoRepository } from './seo.repository.js';
import { SeoService } from './seo.service.js';

/** Per-route head settings (contract 3 of issue 12), read by the gateway and edited in each page's SEO sub-tab. */
@Module({ controllers: [SeoController], providers: [SeoRepository, SeoService], exports: [SeoService] })
export class SeoModule {}
