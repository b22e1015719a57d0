import { Public } from '../auth/auth.decorators.js';
import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Store, type StoreKind } from '../store/store.port.js';

export interface HealthStatus {
  status: 'ok' | 'error';
  store: StoreKind;
  message?: string;
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly store: Store) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Store reachability: 200, or 503 within seconds when the database is down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthStatus> {
    try {
      await this.store.ping();
      return { status: 'ok', store: this.store.kind };
    } catch {
      res.status(503);
      return { status: 'error', store: this.store.kind, message: 'The content store is unavailable' };
    }
  }
}
