import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const CSP_REPORTS_PAGE_MAX = 200;

export class CspReportQueryDto {
  @ApiPropertyOptional({ default: 50, maximum: CSP_REPORTS_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(CSP_REPORTS_PAGE_MAX)
  limit?: number;
}
