import { Module } from '@nestjs/common';
import { UploadModule } from '../../content/upload/upload.module.js';
import { ABOUT, AboutController, AboutJourneyController } from './about.controller.js';

// In the order the OpenAPI document has always listed the routes: the page's read first.
const [hero, visionMission, sections, leadership, values, milestones] = ABOUT.controllers;

/** About page: hero, vision & mission, journey carousel, sections, leadership, values, milestones. */
@Module({
  imports: [UploadModule],
  controllers: [AboutController, hero, visionMission, AboutJourneyController, leadership, sections, values, milestones],
  providers: ABOUT.providers,
})
export class AboutModule {}
