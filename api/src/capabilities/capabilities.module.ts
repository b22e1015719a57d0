import { Module } from '@nestjs/common';
import { CAPABILITIES_CONTROLLERS } from './capabilities.controller.js';
import { CapabilitiesRepository } from './capabilities.repository.js';
import { CapabilitiesService } from './capabilities.service.js';

/** Capabilities page: hero, R&D section (cards and promise) and facilities. */
@Module({ controllers: CAPABILITIES_CONTROLLERS, providers: [CapabilitiesRepository, CapabilitiesService] })
export class CapabilitiesModule {}
