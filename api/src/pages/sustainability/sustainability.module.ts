import { Module } from '@nestjs/common';
import { SUSTAINABILITY, SustainabilityController } from './sustainability.controller.js';

// In the order the OpenAPI document has always listed the routes: the page's read first.
const [hero, visionMission, heart, ...rest] = SUSTAINABILITY.controllers;

/** Sustainability page: six sections and four lists (SDG cards, policies, innovation cards). */
@Module({ controllers: [SustainabilityController, hero, heart, visionMission, ...rest], providers: SUSTAINABILITY.providers })
export class SustainabilityModule {}
