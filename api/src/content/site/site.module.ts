import { Module } from '@nestjs/common';
import { SITE_CONTROLLERS } from './site.controller.js';
import { SiteRepository } from './site.repository.js';
import { SiteService } from './site.service.js';

/** Site-wide admin content that no page owns: the site settings (the sign-in accounts are in auth/). */
@Module({ controllers: SITE_CONTROLLERS, providers: [SiteRepository, SiteService] })
export class SiteModule {}
