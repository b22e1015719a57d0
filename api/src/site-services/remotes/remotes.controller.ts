import { Body, Controller, Get, Header, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import type { LiveRegistry, RegistryEntry, RemoteStatus } from '@pharma/shared/content';
import { Permit, Public } from '../../platform/auth/auth.decorators.js';
import { GatewayOnlyGuard } from '../../platform/http/gateway-only.guard.js';
import { RateLimit } from '../../platform/http/rate-limit.guard.js';
import { PRIVATE_CACHE_CONTROL } from '../../platform/http/read-cache.service.js';
import {
  CanaryDto,
  ParseRemoteNamePipe,
  PinDto,
  PublishReleaseDto,
  ReleaseVersionDto,
  RemoteLoadReportsDto,
  RenderFailureDto,
  RollbackDto,
} from './dto/remotes.dto.js';
import { RemoteHealthService } from './remote-health.service.js';
import { RemoteRegistryService } from './remote-registry.service.js';
import { RemoteStatusService } from './remote-status.service.js';
import type { StoredRegistry } from './remote-registry.repository.js';

/**
 * The registry of remote releases. Changes need 'remotes.manage' (Administrators, or a
 * deploy pipeline's REMOTES_DEPLOY_TOKEN); gateways read the live list; browsers and gateways report.
 */
@ApiTags('remotes')
@Controller('remotes')
export class RemotesController {
  constructor(
    private readonly registry: RemoteRegistryService,
    private readonly status: RemoteStatusService,
    private readonly health: RemoteHealthService,
  ) {}

  @Get()
  @Permit('remotes.manage')
  @ApiBearerAuth()
  @Header('Cache-Control', PRIVATE_CACHE_CONTROL)
  @ApiOperation({
    summary: 'Every remote: live and canary release, pin, entry reachable, load success and p75 over an hour and a day, render failures, releases',
  })
  async list(): Promise<{ data: RemoteStatus[] }> {
    return { data: await this.status.all() };
  }

  @Get('live')
  @Public()
  @ApiOperation({ summary: "Each remote's live release and canary, for the site gateways (one read per page; ETag)" })
  async live(@Res({ passthrough: true }) res: Response): Promise<LiveRegistry> {
    const live = await this.registry.liveRegistry();
    // Gateways ask on every page request: an unchanged registry is a 304 without a body.
    res.setHeader('ETag', `"${createHash('sha256').update(JSON.stringify(live)).digest('base64url').slice(0, 27)}"`);
    res.setHeader('Cache-Control', 'no-cache');
    return live;
  }

  @Post('releases')
  @Permit('remotes.manage')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Publish a build (its dist/release.json); checked: its entry and renderer must match their hashes. promote: also make it live unless pinned',
  })
  async publish(@Body() body: PublishReleaseDto) {
    const { promote = false, ...descriptor } = body;
    const { release, promoted, entry } = await this.registry.publish(descriptor, promote);
    return { data: { release, promoted, registry: entry && registryEntry(entry) } };
  }

  @Post(':name/promote')
  @HttpCode(200)
  @Permit('remotes.manage')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Make a published release live (checked again); a canary of it ends' })
  async promote(@Param('name', ParseRemoteNamePipe) name: string, @Body() body: ReleaseVersionDto) {
    return { data: registryEntry(await this.registry.promote(name, body.version)) };
  }

  @Post(':name/rollback')
  @HttpCode(200)
  @Permit('remotes.manage')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Go back to an earlier release in one call: the one named, or the one published before the live one; a canary ends' })
  async rollback(@Param('name', ParseRemoteNamePipe) name: string, @Body() body: RollbackDto) {
    return { data: registryEntry(await this.registry.rollback(name, body.version)) };
  }

  @Post(':name/canary')
  @HttpCode(200)
  @Permit('remotes.manage')
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Try a release on a share of visitors (sticky per visitor); rolled back by itself when its browsers' load-error rate passes maxErrorRate",
  })
  async canary(@Param('name', ParseRemoteNamePipe) name: string, @Body() body: CanaryDto) {
    const { version, ...options } = body;
    return { data: registryEntry(await this.registry.startCanary(name, version, options)) };
  }

  @Post(':name/canary/stop')
  @HttpCode(200)
  @Permit('remotes.manage')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End the canary: every visitor gets the live release' })
  async stopCanary(@Param('name', ParseRemoteNamePipe) name: string) {
    return { data: registryEntry(await this.registry.stopCanary(name)) };
  }

  @Post(':name/pin')
  @HttpCode(200)
  @Permit('remotes.manage')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Pin (or unpin) the live release: a pinned remote refuses promote, rollback and canary, and deploys only publish' })
  async pin(@Param('name', ParseRemoteNamePipe) name: string, @Body() body: PinDto) {
    return { data: registryEntry(await this.registry.setPinned(name, body.pinned)) };
  }

  @Post('loads')
  @HttpCode(204)
  @Public()
  @RateLimit('reports')
  @ApiOperation({
    summary:
      "Browsers' remote-load reports (sendBeacon from the shell): outcome, phase, time, trace id; at most 20 per request, with the page's signed " +
      'assignment (token): only for the releases it names, weighed by its sample rate; 403 without a valid one',
  })
  async loads(@Body() body: RemoteLoadReportsDto, @Req() req: Request): Promise<void> {
    await this.health.recordLoads(body.token, body.reports, req.ip ?? '');
  }

  @Post('render-failures')
  @HttpCode(204)
  @Public()
  @UseGuards(GatewayOnlyGuard)
  @ApiOperation({ summary: "A page a gateway could not render with the remote's renderer. Internal: the site gateway only (PROXY_SECRET)" })
  async renderFailure(@Body() body: RenderFailureDto): Promise<void> {
    await this.health.recordRenderFailure(body);
  }
}

/** A registry document as the contract has it. */
function registryEntry(stored: StoredRegistry): RegistryEntry {
  const { remote, live, liveSince, liveBy, canary, pinned, autoRollback } = stored;
  return { remote, live, liveSince, liveBy, canary, pinned, autoRollback };
}
