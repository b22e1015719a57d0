import { Module } from '@nestjs/common';
import { SUSTAINABILITY_CONTROLLERS } from './sustainability.controller.js';
import { SustainabilityRepository } from './sustainability.repository.js';
import { SustainabilityService } from './sustainability.service.js';

/** Sustainability page: six sections and four lists (SDG cards, policies, innovation cards). */
@Module({ controllers: SUSTAINABILITY_CONTROLLERS, providers: [SustainabilityRepository, SustainabilityService] })
export class SustainabilityModule {}
