import { Module } from '@nestjs/common';
import { UploadModule } from '../content/upload/upload.module.js';
import { ABOUT_CONTROLLERS } from './about.controller.js';
import { AboutRepository } from './about.repository.js';
import { AboutService } from './about.service.js';

/** About page: hero, vision & mission, journey carousel, sections, leadership, values, milestones. */
@Module({ imports: [UploadModule], controllers: ABOUT_CONTROLLERS, providers: [AboutRepository, AboutService] })
export class AboutModule {}
