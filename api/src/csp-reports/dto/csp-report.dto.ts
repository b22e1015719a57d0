import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { CspReportData } from '../schema/csp-report.schema.js';

/** A URL as browsers report it; the gateway cuts longer ones to this. */
export const CSP_URI_MAX = 2048;
export const CSP_SAMPLE_MAX = 256;
export const CSP_DIRECTIVE_MAX = 100;

/** What the site gateway forwards of one report (its summary); every field optional, none else allowed. */
export class CspReportDto implements CspReportData {
  @ApiPropertyOptional({ example: 'https://www.example.com/about' })
  @IsOptional()
  @IsString()
  @MaxLength(CSP_URI_MAX)
  documentUri?: string;

  @ApiPropertyOptional({ example: 'script-src-elem' })
  @IsOptional()
  @IsString()
  @MaxLength(CSP_DIRECTIVE_MAX)
  directive?: string;

  @ApiPropertyOptional({ example: 'https://evil.example/x.js' })
  @IsOptional()
  @IsString()
  @MaxLength(CSP_URI_MAX)
  blockedUri?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(CSP_URI_MAX)
  sourceFile?: string;

  @ApiPropertyOptional({ example: 12 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  lineNumber?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(CSP_SAMPLE_MAX)
  sample?: string;
}
