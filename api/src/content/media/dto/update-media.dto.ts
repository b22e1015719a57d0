import { ApiProperty } from '@nestjs/swagger';
import type { FocalPoint } from '@pharma/shared/content';
import { IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { Flag, Nested, Text } from '../../../platform/validation/fields.js';

/** Percentages from the top-left corner. */
export class FocalPointDto implements FocalPoint {
  @ApiProperty({ minimum: 0, maximum: 100, example: 50 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  x!: number;

  @ApiProperty({ minimum: 0, maximum: 100, example: 50 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  y!: number;
}

/** PATCH /api/media/:id: what the administrator says about an image; a field left out is kept. */
export class UpdateMediaDto {
  @Text({ optional: true, allowEmpty: true, max: 300, description: 'What the image shows, for people who cannot see it' }) alt?: string;
  @Flag({ optional: true, description: 'The image carries no meaning (drawn with alt="")' }) decorative?: boolean;
  @Nested(() => FocalPointDto, { optional: true, description: 'Where the subject is: crops keep it in view' }) focal?: FocalPointDto;

  @ApiProperty({ required: false, description: 'The version last read; a different stored version answers 409' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;
}
