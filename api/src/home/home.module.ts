import { Module } from '@nestjs/common';
import { HOME_CONTROLLERS } from './home.controller.js';
import { HomeRepository } from './home.repository.js';
import { HomeService } from './home.service.js';

/** Home page: hero slides, offerings, statistics, regulatory approvals and the global-impact section. */
@Module({ controllers: HOME_CONTROLLERS, providers: [HomeRepository, HomeService] })
export class HomeModule {}
