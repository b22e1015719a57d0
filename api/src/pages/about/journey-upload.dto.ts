import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
import { AddressList, Text, WebAddress } from '../../platform/validation/fields.js';

/** Multipart sends text: 'true'/'false' and '3' are converted, a single `images` value becomes a list. */
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
const toList = ({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value);

/** PUT /api/cms/about/journey/upload: the kept image URLs as `images` text fields, new files as `images` files. */
export class JourneyUploadDto {
  @Text({ optional: true }) title?: string;
  @Text({ optional: true, allowEmpty: true, max: 5000 }) summary?: string;
  @WebAddress({ optional: true, allowEmpty: true }) image?: string;

  @ApiProperty({ required: false, type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  isActive?: boolean;

  @Transform(toList)
  @AddressList({ optional: true, description: 'Image URLs to keep, in order; new files are appended after them' })
  images?: string[];

  @ApiProperty({ required: false, type: Number })
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  version?: number;
}
