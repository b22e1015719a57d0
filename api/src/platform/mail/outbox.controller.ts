import { Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OutboxMessage } from '@pharma/shared/content';
import { Permit } from '../auth/auth.decorators.js';
import { PRIVATE_CACHE_CONTROL } from '../http/read-cache.service.js';
import { MailOutbox } from './mail-outbox.service.js';

/** Settings › Outbox: what the site sent or could not send, for Administrators. */
@ApiTags('outbox')
@ApiBearerAuth()
@Controller('outbox')
@Permit('settings.edit')
export class OutboxController {
  constructor(private readonly outbox: MailOutbox) {}

  @Get()
  @Header('Cache-Control', PRIVATE_CACHE_CONTROL)
  @ApiOperation({ summary: 'The newest messages first, with their state and attempts; never their body (it holds one-time links).' })
  async list(): Promise<{ data: OutboxMessage[] }> {
    return { data: await this.outbox.list() };
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: '"Send again": a failed message is queued for now (409 for any other state).' })
  async retry(@Param('id') id: string): Promise<{ data: OutboxMessage }> {
    return { data: await this.outbox.retry(id) };
  }
}
