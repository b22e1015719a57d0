import { Module } from '@nestjs/common';
import { RemoteEventsRepository } from './remote-events.repository.js';
import { RemoteHealthService } from './remote-health.service.js';
import { RemoteRegistryRepository } from './remote-registry.repository.js';
import { RemoteRegistryService } from './remote-registry.service.js';
import { RemoteStatusService } from './remote-status.service.js';
import { RemotesController } from './remotes.controller.js';

/** Remote releases, the registry gateways follow, canaries and remote health. */
@Module({
  controllers: [RemotesController],
  providers: [RemoteRegistryRepository, RemoteEventsRepository, RemoteRegistryService, RemoteHealthService, RemoteStatusService],
})
export class RemotesModule {}
