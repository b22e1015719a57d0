import { Module } from '@nestjs/common';
import { PagesController } from './pages.controller.js';
import { PagesRepository } from './pages.repository.js';
import { PagesService } from './pages.service.js';

/** Reads across every page's content: when each public route last changed, for the sitemap. */
@Module({ controllers: [PagesController], providers: [PagesRepository, PagesService] })
export class PagesModule {}
