import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { defaultReviewSettings, type ReviewRequest, type ReviewSettings, type ReviewSignature } from '@pharma/shared/content';
import { AuditService } from '../../platform/audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { DuplicateIdError, VersionConflictError } from '../../platform/store/store.errors.js';
import { Store, type Collection, type Stored } from '../../platform/store/store.port.js';
import type { DocRef } from '../../platform/store/versioning/release-book.js';
import { reviewRequestsCollection, reviewSettingsCollection, reviewSignaturesCollection, reviewSignerClaimsCollection } from './schema/review.schema.js';

const SETTINGS_ID = 'review';

/**
 * A stored request: the contract's submitted fields, plus the round, the stored (not derived) state and
 * what its publish released. Nullable where the contract's field is optional (the schema stores null).
 */
export type RequestData = Pick<
  ReviewRequest,
  'page' | 'state' | 'submittedBy' | 'submittedByName' | 'submittedAt' | 'note' | 'items' | 'contentHash' | 'meanings'
> & {
  round: number;
  reviewBy: string | null;
  rejection: NonNullable<ReviewRequest['rejection']> | null;
  publishedAt: string | null;
  publishedBy: string | null;
  /** When a publish took it from approved (state publishing); null otherwise. */
  publishingSince: string | null;
  /** 'collection/id' -> the snapshot id its publish released. */
  released: Record<string, string>;
};

/** A stored signature: the contract's fields but `valid` (derived on read), with its request and round. */
export type SignatureData = Omit<ReviewSignature, 'id' | 'valid' | 'invalidatedAt' | 'invalidatedReason'> & {
  requestId: string;
  round: number;
  invalidatedAt: string | null;
  invalidatedReason: string | null;
};

export type StoredRequest = Stored<RequestData>;
export type StoredSignature = Stored<SignatureData>;

type SettingsData = Omit<ReviewSettings, 'version'>;

/** The review's three collections, and who changed a document since it was last published (the audit trail). */
@Injectable()
export class ReviewRepository implements OnModuleInit {
  private readonly settingsDocs: Collection<SettingsData>;
  readonly requests: Collection<RequestData>;
  private readonly signatures: Collection<SignatureData>;
  private readonly signerClaims: Collection<{ requestId: string; round: number; userId: string }>;

  constructor(
    private readonly store: Store,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.settingsDocs = store.collection(reviewSettingsCollection);
    this.requests = store.collection(reviewRequestsCollection);
    this.signatures = store.collection(reviewSignaturesCollection);
    this.signerClaims = store.collection(reviewSignerClaimsCollection);
  }

  onModuleInit(): Promise<void> {
    return this.store.whenReady(async () => {
      // Seeded once: REVIEW_REQUIRED only chooses the first value (the production compose file turns review on).
      await this.settingsDocs.seed([{ ...defaultReviewSettings, required: this.config.reviewRequired, id: SETTINGS_ID }]);
    });
  }

  async settings(): Promise<Stored<SettingsData>> {
    return (await this.settingsDocs.get(SETTINGS_ID)) ?? { ...defaultReviewSettings, id: SETTINGS_ID, version: 0, createdAt: '', updatedAt: '' };
  }

  async saveSettings(settings: SettingsData, version?: number): Promise<Stored<SettingsData>> {
    const saved = await this.settingsDocs.update(SETTINGS_ID, settings, version);
    return saved ?? this.settingsDocs.insert(settings, SETTINGS_ID);
  }

  /** The page's requests, newest first. */
  async requestsOf(page?: string): Promise<StoredRequest[]> {
    const found = page ? await this.requests.where({ page }) : await this.requests.list();
    return found.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id));
  }

  signaturesOf(requestId: string): Promise<StoredSignature[]> {
    return this.signatures.where({ requestId });
  }

  /** Every signature, by request: one read for a list of requests instead of one per request. */
  async signaturesByRequest(): Promise<Map<string, StoredSignature[]>> {
    const byRequest = new Map<string, StoredSignature[]>();
    for (const signature of await this.signatures.list()) byRequest.set(signature.requestId, [...(byRequest.get(signature.requestId) ?? []), signature]);
    return byRequest;
  }

  /** False when this meaning of this round was signed already (by anyone, on any instance). */
  async addSignature(id: string, signature: SignatureData): Promise<boolean> {
    try {
      await this.signatures.insert(signature, id);
      return true;
    } catch (error) {
      if (error instanceof DuplicateIdError) return false;
      throw error;
    }
  }

  /**
   * Claims this round of this request for one signer; false when the signer holds it already. The
   * claim is a unique id, so of two concurrent signatures by one person exactly one gets past here.
   */
  async claimSigner(requestId: string, round: number, userId: string): Promise<boolean> {
    try {
      await this.signerClaims.insert({ requestId, round, userId }, `${requestId}.r${round}.u${userId}`);
      return true;
    } catch (error) {
      if (error instanceof DuplicateIdError) return false;
      throw error;
    }
  }

  /** Gives a claim back when its signature was not stored (another signer took the meaning first). */
  async releaseSigner(requestId: string, round: number, userId: string): Promise<void> {
    await this.signerClaims.remove(`${requestId}.r${round}.u${userId}`);
  }

  /**
   * Changes a request only if it is still the version read (null when another write came first): every
   * state change of a request is conditional, so two actors never both move it.
   */
  async transition(stored: StoredRequest, patch: Partial<RequestData>): Promise<StoredRequest | null> {
    try {
      return await this.requests.update(stored.id, patch, stored.version);
    } catch (error) {
      if (error instanceof VersionConflictError) return null;
      throw error;
    }
  }

  async invalidate(signature: StoredSignature, at: string, reason: string): Promise<void> {
    await this.signatures.update(signature.id, { invalidatedAt: at, invalidatedReason: reason });
  }

  /**
   * Every account whose committed write changed one of these documents after `since` (per document:
   * its released version's time; '' for documents never released). Read from the trail's author index
   * (kept where each entry is committed, rebuilt from the trail at start), not by reading the whole
   * trail on every review read.
   */
  authorsOf(docs: Array<DocRef & { since: string }>): Promise<string[]> {
    return this.audit.authorsOf(docs);
  }
}
