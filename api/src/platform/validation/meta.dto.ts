import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Min } from 'class-validator';

/**
 * Fields the editors send back unchanged with every item or section (they edit what they read).
 * They are accepted so that those bodies pass `forbidNonWhitelisted`, and ignored on write — except
 * `version`, which makes the write conditional (a stale one answers 409).
 */
export class MetaDto {
  @ApiProperty({ required: false, readOnly: true })
  @IsOptional()
  @IsString()
  id?: string;

  @ApiProperty({ required: false, description: 'The version last read; a different stored version answers 409. Omit for last-write-wins.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;

  @ApiProperty({ required: false, readOnly: true })
  @IsOptional()
  @IsString()
  createdAt?: string;

  @ApiProperty({ required: false, readOnly: true })
  @IsOptional()
  @IsString()
  updatedAt?: string;
}
