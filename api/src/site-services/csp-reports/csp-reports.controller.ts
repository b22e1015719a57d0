import { Body, Controller, Get, Header, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, Public } from '../../platform/auth/auth.decorators.js';
import { GatewayOnlyGuard } from '../../platform/http/gateway-only.guard.js';
import { PRIVATE_CACHE_CONTROL } from '../../platform/http/read-cache.service.js';
import { CspReportsService } from './csp-reports.service.js';
import { CspReportQueryDto } from './dto/csp-report-query.dto.js';
import { CspReportDto } from './dto/csp-report.dto.js';
import type { StoredCspReport } from './csp-reports.repository.js';

@ApiTags('csp-reports')
@Controller('csp-reports')
export class CspReportsController {
  constructor(private readonly reports: CspReportsService) {}

  @Post()
  @HttpCode(204)
  @Public()
  @UseGuards(GatewayOnlyGuard)
  @ApiOperation({
    summary: "Stores one CSP report's summary. Internal: only the site gateway (PROXY_SECRET) may post; browsers post to the gateway's /csp-report.",
  })
  async record(@Body() body: CspReportDto): Promise<void> {
    await this.reports.record(body);
  }

  @Get()
  @Permit('audit.read')
  @ApiBearerAuth()
  @Header('Cache-Control', PRIVATE_CACHE_CONTROL)
  @ApiOperation({ summary: 'The newest CSP reports first (at most `limit`, default 50), for those who may read the audit trail.' })
  newest(@Query() query: CspReportQueryDto): Promise<{ data: StoredCspReport[] }> {
    return this.reports.newest(query.limit);
  }
}
