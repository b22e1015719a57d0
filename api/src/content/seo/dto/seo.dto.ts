import { applyDecorators } from '@nestjs/common';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoEntry } from '@pharma/shared/content';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Flag, OneOf, Text } from '../../../platform/validation/fields.js';
import { PUBLIC_PAGE_ROUTES } from '../../page-registry/page-content.js';

// What the gateway puts in each route's head: the shared content contract (the admin's form uses it too).
export { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoEntry };

/**
 * A share image: one of the site's uploads or an absolute http(s) URL (link previews fetch it from
 * elsewhere, so any other site path is refused). Empty = the page's default image.
 */
const SHARE_IMAGE = /^(?:$|\/uploads\/[^\s]+|https?:\/\/[^\s/$.?#][^\s]*)$/i;

function ShareImage() {
  return applyDecorators(
    ApiProperty({ required: false, example: '/uploads/share-about.webp', description: "An /uploads/… path or an http(s) URL; '' = the page's default" }),
    IsOptional(),
    IsString(),
    MaxLength(2048),
    Matches(SHARE_IMAGE, { message: ({ property }) => `${property} must be an uploaded image (/uploads/…) or an http(s) URL` }),
  );
}

/** PUT /api/cms/seo: upserts one route's entry; a field left out keeps its stored value (or '' when new). */
export class SeoUpdateDto {
  @OneOf(PUBLIC_PAGE_ROUTES, { description: 'A public route with a page of its own' }) route!: string;
  @Text({ optional: true, allowEmpty: true, max: SEO_TITLE_MAX, description: "The <title> and og:title; '' = the page's default" }) title?: string;
  @Text({ optional: true, allowEmpty: true, max: SEO_DESCRIPTION_MAX, description: "The meta description; '' = the page's default" })
  description?: string;
  @ShareImage() image?: string;
  @Flag({ description: 'Ask search engines not to index the route' }) noindex!: boolean;
}

/** The answer's shape, for the OpenAPI document. */
export class SeoEntryView implements SeoEntry {
  @ApiProperty({ example: '/about' }) route!: string;
  @ApiProperty({ example: '' }) title!: string;
  @ApiProperty({ example: '' }) description!: string;
  @ApiProperty({ example: '' }) image!: string;
  @ApiProperty({ example: false }) noindex!: boolean;
  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' }) updatedAt!: string;
}
