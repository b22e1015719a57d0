import { Module } from '@nestjs/common';
import { SITE_CHROME_COLLECTIONS } from '@pharma/shared/content';
import { mountCollections } from '../collections/mount.js';
import { SITE_CONTROLLERS } from './site.controller.js';
import { SiteRepository } from './site.repository.js';
import { SiteService } from './site.service.js';

// Every page shows the header navigation and the footer: they are the release 'site's, like the settings.
const chrome = mountCollections('site', Object.values(SITE_CHROME_COLLECTIONS));

/**
 * Site-wide admin content that no page owns: the site settings, the header navigation and the footer
 * (the sign-in accounts are in auth/).
 */
@Module({ controllers: [...SITE_CONTROLLERS, ...chrome.controllers], providers: [SiteRepository, SiteService, ...chrome.providers] })
export class SiteModule {}
