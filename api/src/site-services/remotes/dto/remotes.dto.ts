import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { LOAD_PHASES, type LoadPhase, type ReleaseDescriptor, type ReleaseFile, type RemoteLoadReport } from '@pharma/shared/content';
import { Flag, Int, Nested, OneOf, Text } from '../../../platform/validation/fields.js';
import { validationFailed } from '../../../platform/validation/validation-pipe.js';

/** A Module Federation container name, as remote manifests have it (`mf_about`). */
export const REMOTE_NAME = /^[a-z][a-z0-9_]{0,40}$/;
/** A release's content hash. */
export const RELEASE_VERSION = /^[0-9a-f]{12}$/;
const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;
/** An entry: an absolute http(s) URL or a path on the site's origin, ending with the entry's file name. */
const ENTRY = /^(https?:\/\/[^\s/?#]+)?\/[^\s?#]*remoteEntry\.js$/;
const ROUTE = /^\/[a-z0-9\-/]*(\/\*)?$/;
/** A file's path inside its release folder: plain segments, never `..`, an absolute path or a query. */
const RELEASE_FILE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;
/** A build has a few dozen files; the bound keeps one publish from asking for thousands of fetches. */
export const MAX_RELEASE_FILES = 500;
/** An assignment token: a base64url payload and its HMAC-SHA256 (base64url, 43 characters). */
export const REPORT_TOKEN = /^[A-Za-z0-9_-]{1,3000}\.[A-Za-z0-9_-]{43}$/;

/** Why a release's `integrity.files` is not a usable list, or null when it is. */
export function releaseFilesProblem(value: unknown, integrity: { entry?: unknown; renderer?: unknown }): string | null {
  if (!Array.isArray(value)) return 'integrity.files must list each file of the release with its sha384 hash ({ path, integrity })';
  if (value.length === 0 || value.length > MAX_RELEASE_FILES) return `integrity.files must list 1 to ${MAX_RELEASE_FILES} files`;
  const seen = new Map<string, string>();
  for (const item of value as unknown[]) {
    const { path, integrity: hash } = (typeof item === 'object' && item !== null ? item : {}) as { path?: unknown; integrity?: unknown };
    if (typeof path !== 'string' || path.length > 300 || !RELEASE_FILE_PATH.test(path)) {
      return `integrity.files has a path that is not a file inside the release: ${JSON.stringify(typeof path === 'string' ? path.slice(0, 80) : (path ?? null))}`;
    }
    if (typeof hash !== 'string' || !INTEGRITY.test(hash)) return `integrity.files: ${path} must have a sha384 Subresource Integrity hash`;
    if (Object.keys(item as object).length !== 2) return `integrity.files: ${path} must have only a path and an integrity`;
    if (seen.has(path)) return `integrity.files lists ${path} twice`;
    seen.set(path, hash);
  }
  if (seen.get('remoteEntry.js') !== integrity.entry) return 'integrity.files must list remoteEntry.js with integrity.entry';
  if ((seen.get('server/render.mjs') ?? null) !== (integrity.renderer ?? null))
    return 'integrity.files must list server/render.mjs with integrity.renderer (and only then)';
  return null;
}

/** `:name` of the registry's routes: a malformed one is a 400 before any store call. */
@Injectable()
export class ParseRemoteNamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !REMOTE_NAME.test(value)) throw validationFailed({ name: ['name must be a remote name such as mf_about'] });
    return value;
  }
}

export class ReleaseIntegrityDto {
  @ApiProperty({ example: 'sha384-…' })
  @IsString()
  @Matches(INTEGRITY, { message: 'integrity.entry must be a sha384 Subresource Integrity hash' })
  entry!: string;
  @ApiProperty({ required: false })
  @IsOptional()
  @IsString()
  @Matches(INTEGRITY, { message: 'integrity.renderer must be a sha384 Subresource Integrity hash' })
  renderer?: string;
  @ApiProperty({
    description: "Every file of the release (its path in the release's folder) and its sha384 hash",
    example: [{ path: 'remoteEntry.js', integrity: 'sha384-…' }],
  })
  @ValidateBy({
    name: 'releaseFiles',
    validator: {
      validate: (value, args) => releaseFilesProblem(value, args?.object as ReleaseIntegrityDto) === null,
      defaultMessage: (args) => releaseFilesProblem(args?.value, args?.object as ReleaseIntegrityDto) ?? 'integrity.files is malformed',
    },
  })
  files!: ReleaseFile[];
}

export class AdminTabDto {
  @Text({ max: 40 }) label!: string;
  @Int({ max: 1000 }) order!: number;
}

/** What a deploy publishes: the build's dist/release.json, with its entry's public address. */
export class PublishReleaseDto implements ReleaseDescriptor {
  @ApiProperty({ example: 'mf_about' }) @IsString() @Matches(REMOTE_NAME, { message: 'remote must be a remote name such as mf_about' }) remote!: string;
  @ApiProperty({ example: '3f9a1c2b7d10' })
  @IsString()
  @Matches(RELEASE_VERSION, { message: 'version must be 12 hex digits (the build hash)' })
  version!: string;
  @ApiProperty({ example: 'http://localhost:4102/releases/3f9a1c2b7d10/remoteEntry.js' })
  @IsString()
  @MaxLength(2048)
  @Matches(ENTRY, { message: 'entry must be an http(s) URL or a site path of a remoteEntry.js' })
  entry!: string;
  @Nested(() => ReleaseIntegrityDto) integrity!: ReleaseIntegrityDto;
  @ApiProperty({ example: ['/about'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @Matches(ROUTE, { each: true, message: 'routes must be route patterns such as /about' })
  routes!: string[];
  @Nested(() => AdminTabDto, { optional: true }) admin?: AdminTabDto;
  @ApiProperty({ required: false }) @IsOptional() @IsString() @Matches(/^[a-z][a-z0-9-]{0,40}$/, { message: 'page must be an API page key' }) page?: string;
  @ApiProperty({ example: '2026-11-27T10:00:00.000Z' })
  @IsString()
  @Matches(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/, { message: 'builtAt must be an ISO time' })
  builtAt!: string;
  /** Also make it live (unless the remote is pinned). */
  @Flag({ optional: true }) promote?: boolean;
}

export class ReleaseVersionDto {
  @ApiProperty({ example: '3f9a1c2b7d10' })
  @IsString()
  @Matches(RELEASE_VERSION, { message: 'version must be 12 hex digits (the build hash)' })
  version!: string;
}

export class RollbackDto {
  @ApiProperty({ required: false, description: 'The release to go back to; by default the one before the live one' })
  @IsOptional()
  @IsString()
  @Matches(RELEASE_VERSION, { message: 'version must be 12 hex digits (the build hash)' })
  version?: string;
}

export class CanaryDto extends ReleaseVersionDto {
  @ApiProperty({ description: 'Share of visitors, 1–99' }) @IsInt() @Min(1) @Max(99) percent!: number;
  @ApiProperty({ required: false, description: 'Roll back by itself above this share of failed loads (0–1)' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1)
  maxErrorRate?: number;
  @ApiProperty({ required: false, description: '…once at least this many loads were reported' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100_000)
  minLoads?: number;
}

export class PinDto {
  @Flag() pinned!: boolean;
}

/** One remote load in a browser. Bounded on every field: anyone can send these. */
export class RemoteLoadReportDto implements RemoteLoadReport {
  @ApiProperty() @IsString() @Matches(REMOTE_NAME, { message: 'remote must be a remote name' }) remote!: string;
  /** A release hash, or the version a hand-written remote list gives (semver and the like). */
  @ApiProperty() @IsString() @Matches(/^[A-Za-z0-9][A-Za-z0-9.+_-]{0,39}$/, { message: 'version is malformed' }) version!: string;
  @OneOf(['./routes', './admin']) expose!: string;
  @Flag() ok!: boolean;
  @OneOf(LOAD_PHASES) phase!: LoadPhase;
  @ApiProperty() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(600_000) ms!: number;
  @ApiProperty() @IsString() @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'traceId is malformed' }) traceId!: string;
  /** Sent by shells built before the page's signed sample rate; never used: a report's weight is the server's. */
  @ApiProperty({ required: false, deprecated: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0.001)
  @Max(1)
  sample?: number;
}

/** A browser's batch (sendBeacon on page hide): at most 20 loads, with the assignment its page was given. */
export class RemoteLoadReportsDto {
  @ApiProperty({ description: "The page's signed assignment (the gateway's): the releases it was given and the sample rate" })
  @IsString()
  @Matches(REPORT_TOKEN, { message: 'token must be the assignment token of the page (window.__REMOTE_REPORTS__.token)' })
  token!: string;
  @Nested(() => RemoteLoadReportDto, { each: true, max: 20 }) @ArrayMinSize(1) reports!: RemoteLoadReportDto[];
}

/** A page a gateway could not render with the remote's renderer. */
export class RenderFailureDto {
  @ApiProperty() @IsString() @Matches(REMOTE_NAME, { message: 'remote must be a remote name' }) remote!: string;
  @ApiProperty() @IsString() @Matches(/^[A-Za-z0-9][A-Za-z0-9.+_-]{0,39}$/, { message: 'version is malformed' }) version!: string;
  @Text({ max: 200 }) route!: string;
  @Text({ max: 100 }) reason!: string;
}
