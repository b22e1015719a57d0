import { WORKING_COPY, type ReadView } from '../../platform/store/read-view.js';
import { createHash } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { MEDIA_IN_USE, mediaIdOf, mediaInfoOf, type MediaAsset, type MediaInfo, type MediaLibraryEntry, type MediaVariant } from '@pharma/shared/content';
import { fileTypeFromBuffer } from 'file-type';
import type { MediaLookup } from '../../platform/http/media-lookup.js';
import { runOnOneInstance, startupLease } from '../../platform/store/lease.js';
import { DuplicateIdError } from '../../platform/store/store.errors.js';
import { Store, type Stored } from '../../platform/store/store.port.js';
import { ACCEPTED_IMAGE_TYPES, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE, type UploadedImage } from '../upload/upload.constants.js';
import type { UpdateMediaDto } from './dto/update-media.dto.js';
import { ImageProcessor, type ImageShape } from './image-processor.js';
import { MediaFiles } from './media-files.js';
import { MediaUsageService } from './media-usage.service.js';
import { MediaRepository, type MediaFields } from './media.repository.js';

/** An upload that passed the cheap checks (size, type from its bytes, pixel count). */
interface CheckedUpload {
  file: UploadedImage;
  id: string;
  name: string;
  mime: string;
  shape: ImageShape;
}

/** At most this many image URLs of one read answer are looked up (a page has a few dozen). */
const MAX_LOOKUPS = 200;

/** The start-up lease of the backfill (store/lease.ts: one instance on a shared store does it). */
const BACKFILL = 'media-backfill';

/** Leftovers of interrupted writes older than this are removed; younger ones may be writes in progress. */
const SWEEP_AGE_MS = 60 * 60_000;

/**
 * The media library: every uploaded image is kept as uploaded and gets AVIF and WebP variants at the
 * layout widths, and one record (alt text, decorative flag, focal point, sizes, variants) that pages
 * read beside the content that uses the image.
 */
@Injectable()
export class MediaService implements MediaLookup, OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Media');
  /** Uploads of the same bytes arriving together share one processing (by record id). */
  private readonly inFlight = new Map<string, Promise<Stored<MediaFields>>>();
  /** The backfill's start-up lease, handed on at a clean stop. */
  private readonly backfillLease = startupLease(this.store, BACKFILL);
  private backfilling: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    @Inject(MediaFiles) private readonly files: MediaFiles,
    private readonly records: MediaRepository,
    private readonly processor: ImageProcessor,
    private readonly usages: MediaUsageService,
    private readonly store: Store,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.files.prepare();
  }

  /**
   * Uploads from before the library existed get their record and variants, one at a time, in the
   * background; half-done deletes and writes are settled first. Several instances on one MongoDB
   * share the files: the one holding the start-up lease does it for all (safe to repeat, so an
   * instance started after a holder's crash, once the lease lapsed, finishes it).
   */
  onApplicationBootstrap(): void {
    this.backfilling = this.store
      .whenReady(async () => {
        await runOnOneInstance(
          this.store,
          BACKFILL,
          () => this.backfill(),
          (holder) => this.logger.log(`media backfill left to ${holder}`),
          undefined,
          this.backfillLease,
        );
      })
      .catch((error: unknown) => this.logger.warn(`media backfill stopped: ${String(error)}`));
  }

  /** A clean stop ends the backfill between two images and hands its lease on (a restart does it again at once). */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await this.backfilling;
    await this.backfillLease.release().catch(() => undefined);
  }

  /** Checks every file before storing any, so a batch with one bad file stores nothing. */
  async ingestAll(files: UploadedImage[]): Promise<Stored<MediaFields>[]> {
    const checked = [];
    for (const file of files) checked.push(await this.check(file));
    const stored = [];
    for (const upload of checked) stored.push(await this.persistOnce(upload));
    return stored;
  }

  async ingest(file: UploadedImage | undefined): Promise<Stored<MediaFields>> {
    if (!file) throw new BadRequestException(NOT_AN_IMAGE);
    const [record] = await this.ingestAll([file]);
    return record!;
  }

  async list(view: ReadView): Promise<MediaLibraryEntry[]> {
    const records = await this.records.list(view);
    const found = await this.usages.usagesOf(new Set(records.map((r) => r.url)));
    return records.map((r) => ({ ...r, usages: found.get(r.url) ?? [] })).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async get(id: string, view: ReadView): Promise<MediaLibraryEntry> {
    const record = await this.records.get(id, view);
    if (!record) throw new NotFoundException('Image not found');
    const found = await this.usages.usagesOf(new Set([record.url]));
    return { ...record, usages: found.get(record.url) ?? [] };
  }

  async update(id: string, dto: UpdateMediaDto): Promise<MediaAsset> {
    const { version, ...patch } = dto;
    const updated = await this.records.update(id, patch, version);
    if (!updated) throw new NotFoundException('Image not found');
    return updated;
  }

  /** Refused (409, with the places) while any content still uses the image; its files go with it. */
  async remove(id: string): Promise<void> {
    const entry = await this.get(id, WORKING_COPY);
    if (entry.usages.length) throw new ConflictException({ statusCode: 409, message: MEDIA_IN_USE, usages: entry.usages });
    const original = entry.url.slice(entry.url.lastIndexOf('/') + 1);
    await this.files.retire(original);
    try {
      await this.records.remove(id);
    } catch (error) {
      await this.files.unretire(original); // the record stays (its audit entry was refused): so do its files
      throw error;
    }
    await this.files.purge(id);
  }

  /**
   * Deletes an API was killed in the middle of (MediaFiles.retire): with the record still there the
   * delete never happened, and the original comes back; with the record gone, the files go too.
   */
  private async settleRetired(): Promise<void> {
    for (const name of await this.files.retired()) {
      const id = name.slice(0, 32);
      if (await this.records.get(id, WORKING_COPY)) await this.files.unretire(name);
      else await this.files.purge(id);
    }
  }

  /** What pages need to draw each uploaded image found among `urls` (unknown ones are left out). */
  async infoFor(urls: Iterable<string>, view: ReadView): Promise<Record<string, MediaInfo>> {
    const wanted = [...new Set(urls)].filter((url) => mediaIdOf(url) !== null).slice(0, MAX_LOOKUPS);
    const records = await Promise.all(wanted.map((url) => this.records.get(mediaIdOf(url)!, view)));
    const info: Record<string, MediaInfo> = {};
    records.forEach((r, index) => {
      if (r && r.url === wanted[index]) info[r.url] = mediaInfoOf(r);
    });
    return info;
  }

  /** The type comes from the file's bytes, never from its name or the client's content type. */
  private async check(file: UploadedImage): Promise<CheckedUpload> {
    if (file.size > MAX_IMAGE_BYTES) throw new PayloadTooLargeException(IMAGE_TOO_LARGE);
    const detected = await fileTypeFromBuffer(file.buffer);
    const extension = detected && ACCEPTED_IMAGE_TYPES[detected.mime];
    if (!extension) throw new BadRequestException(NOT_AN_IMAGE);
    const shape = await this.processor.inspect(file.buffer);
    const id = createHash('sha256').update(file.buffer).digest('hex').slice(0, 32);
    return { file, id, name: `${id}.${extension}`, mime: detected.mime, shape };
  }

  private persistOnce(upload: CheckedUpload): Promise<Stored<MediaFields>> {
    const running = this.inFlight.get(upload.id);
    if (running) return running;
    const started = this.persist(upload).finally(() => this.inFlight.delete(upload.id));
    this.inFlight.set(upload.id, started);
    return started;
  }

  /**
   * Files first, record last: an answered upload has every file on disk, and a crash in between
   * leaves files without a record, which the next start's backfill completes.
   */
  private async persist({ file, id, name, mime, shape }: CheckedUpload): Promise<Stored<MediaFields>> {
    const known = await this.records.get(id, WORKING_COPY);
    if (known && (await this.files.exists(name))) return known;
    const processed = await this.processor.process(file.buffer, shape);
    const variants: MediaVariant[] = [];
    for (const v of processed.variants) {
      variants.push({
        format: v.format,
        width: v.width,
        height: v.height,
        bytes: v.data.length,
        url: await this.files.write(`${id}-${v.width}.${v.format}`, v.data),
      });
    }
    const url = await this.files.write(name, file.buffer);
    await this.files.sync();
    if (known) return known;
    const fields: MediaFields = {
      url,
      mime,
      width: processed.width,
      height: processed.height,
      bytes: file.size,
      originalName: file.originalname.slice(0, 200),
      alt: '',
      decorative: false,
      focal: { x: 50, y: 50 },
      variants,
    };
    try {
      return await this.records.insert(id, fields);
    } catch (error) {
      // The same image uploaded twice at once: both wrote the same files; keep the first record.
      if (error instanceof DuplicateIdError) return (await this.records.get(id, WORKING_COPY))!;
      throw error;
    }
  }

  private async backfill(): Promise<void> {
    await this.settleRetired(); // first: a half-deleted image is not an upload without a record
    const swept = await this.files.sweep(SWEEP_AGE_MS);
    if (swept) this.logger.log(`media files: ${swept} piece(s) of interrupted writes removed`);
    let added = 0;
    for (const name of await this.files.originals()) {
      if (this.stopping) break;
      const id = name.slice(0, 32);
      if (await this.records.get(id, WORKING_COPY)) continue;
      const buffer = await this.files.read(name);
      try {
        await this.persistOnce(await this.check({ buffer, size: buffer.length, originalname: name }));
        added++;
      } catch (error) {
        this.logger.warn(`upload ${name} has no media record and could not get one: ${String(error)}`);
      }
    }
    if (added) this.logger.log(`media library: ${added} earlier upload(s) got their variants and record`);
  }
}
