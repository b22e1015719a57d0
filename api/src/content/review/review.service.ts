import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import {
  can,
  REVIEW_TEXTS,
  SECTION_ID,
  type ReviewDetail,
  type ReviewItem,
  type ReviewRequest,
  type ReviewSettings,
  type ReviewState,
  type ReviewSummary,
  type SignRequest,
  type SubmitReviewRequest,
  languageNameIn,
  signsFor,
  type SigningScope,
  splitLocalePage,
} from '@pharma/shared/content';
import { AuditService } from '../../platform/audit/audit.service.js';
import { LanguagesService } from '../languages/languages.service.js';
import type { AuthUser } from '../../platform/auth/auth.decorators.js';
import { AuthService } from '../../platform/auth/auth.service.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { actorName, saveAsDraft } from '../../platform/http/request-context.js';
import { Store, type CollectionDef } from '../../platform/store/store.port.js';
import { documentLabel } from '../../platform/store/versioning/document-label.js';
import { fieldDiffs } from '../../platform/store/versioning/field-diff.js';
import type { DocRef, Draft } from '../../platform/store/versioning/release-book.js';
import { reviewHash } from './review-hash.js';
import { ReviewNotices } from './review-notices.js';
import { ReviewRepository, type StoredRequest, type StoredSignature } from './review.repository.js';
import { counts, isOpen, standingOf, toReviewRequest } from './review-view.js';

/** A publish that held its request this long without finishing was cut short (its instance stopped). */
const PUBLISH_STALE_MS = 60_000;

/** The content of a request now: its page's drafts while it is open, what was submitted once it is closed. */
interface LiveContent {
  drafts: Draft[];
  items: ReviewItem[];
  contentHash: string;
}

/**
 * The review workflow. It owns two gates of the store: every write of a content page
 * (frozen while in review; a draft when review is required) and every publish without an approval
 * (refused when review is required). A request is approved exactly when each meaning it needs has a
 * signature on the content as it is now; the publish checks that hash against what it releases.
 */
@Injectable()
export class ReviewService implements OnModuleInit {
  constructor(
    private readonly store: Store,
    private readonly repository: ReviewRepository,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    private readonly languages: LanguagesService,
    private readonly notify: ReviewNotices,
  ) {}

  onModuleInit(): void {
    this.store.gateContentWritesWith((def) => this.gateWrite(def));
    this.store.releases.gatePublishesWith(() => this.gatePublish());
    this.store.releases.gateUnpublishesWith((page, refs) => this.gateUnpublish(page, refs));
  }

  async settings(): Promise<ReviewSettings> {
    const { required, meanings, unpublishOnExpiry, version } = await this.repository.settings();
    return { required, meanings, unpublishOnExpiry, version };
  }

  async saveSettings(settings: ReviewSettings): Promise<ReviewSettings> {
    const meanings = [...new Set(settings.meanings.map((meaning) => meaning.trim()).filter(Boolean))];
    if (!meanings.length) throw new BadRequestException('Name at least one signature meaning.');
    await this.repository.saveSettings({ required: settings.required, meanings, unpublishOnExpiry: settings.unpublishOnExpiry }, settings.version);
    return this.settings();
  }

  // ---- The gates ----------------------------------------------------------------------------

  /**
   * Before a write of a content page: frozen in review or while publishing; approved content changed
   * goes back to review (a conditional write: if a publish took the request first, the write is refused);
   * with review on, a draft.
   */
  private async gateWrite(def: CollectionDef): Promise<void> {
    const page = def.versioned!.page;
    for (let attempt = 0; ; attempt++) {
      const open = await this.openRequest(page);
      if (open?.state === 'in_review') throw new ConflictException(REVIEW_TEXTS.inReview(page));
      if (open?.state === 'publishing') throw new ConflictException(REVIEW_TEXTS.publishing);
      if (open?.state !== 'approved' || (await this.reopen(open.stored, 'The content changed after it was approved.'))) break;
      if (attempt >= 2) throw new ConflictException(REVIEW_TEXTS.changedMeanwhile);
    }
    if ((await this.repository.settings()).required) saveAsDraft();
  }

  /** Every page, the site release included: with review required, only an approved request publishes. */
  private async gatePublish(): Promise<void> {
    if ((await this.repository.settings()).required) throw new ConflictException(REVIEW_TEXTS.reviewRequired);
  }

  /**
   * With review required, an unpublish never shows text nobody signed: a section the page always shows
   * (its release falls back to the built-in text without it) is not taken out, and nothing is taken out
   * of a page whose publish is under way. Who may unpublish is the schedule's rule (an Administrator,
   * with a recorded reason).
   */
  private async gateUnpublish(page: string, refs: DocRef[]): Promise<void> {
    if (!(await this.repository.settings()).required) return;
    if (refs.some((ref) => ref.id === SECTION_ID)) throw new ConflictException(REVIEW_TEXTS.sectionNotUnpublished);
    // A list left empty is a section gone too: several pages then show their built-in items.
    for (const collection of new Set(refs.map((ref) => ref.collection))) {
      const def = this.store.versionedCollection(collection)?.def;
      const released = def ? await this.store.releases.releasedDocs(def) : [];
      const leaving = new Set(refs.filter((ref) => ref.collection === collection).map((ref) => ref.id));
      if (released.length && released.every((doc) => leaving.has(doc._id))) throw new ConflictException(REVIEW_TEXTS.listNotEmptied);
    }
    if ((await this.openRequest(page))?.state === 'publishing') throw new ConflictException(REVIEW_TEXTS.publishing);
  }

  // ---- Submitting ---------------------------------------------------------------------------

  async submit({ page, note, reviewBy }: SubmitReviewRequest, user: AuthUser): Promise<ReviewRequest> {
    this.contentPage(page);
    if (await this.openRequest(page)) throw new ConflictException(REVIEW_TEXTS.alreadyOpen);
    const live = await this.liveOfPage(page);
    if (!live.items.length) throw new BadRequestException(REVIEW_TEXTS.nothingToSubmit);
    const now = new Date().toISOString();
    const stored = await this.repository.requests.insert({
      page,
      state: 'in_review',
      round: 1,
      submittedBy: user.username,
      submittedByName: user.name ?? user.username,
      submittedAt: now,
      note: note ?? '',
      items: live.items,
      contentHash: live.contentHash,
      meanings: (await this.repository.settings()).meanings,
      reviewBy: reviewBy ?? null,
      rejection: null,
      publishedAt: null,
      publishedBy: null,
      publishingSince: null,
      released: {},
    });
    const submitted = await this.view(stored);
    await this.notify.submitted(submitted, await this.localeOf(page));
    return submitted;
  }

  async withdraw(id: string): Promise<ReviewRequest> {
    const stored = await this.load(id);
    if (!isOpen(stored.state)) throw new ConflictException(stored.state === 'publishing' ? REVIEW_TEXTS.publishing : REVIEW_TEXTS.notOpen);
    const withdrawn = await this.repository.transition(stored, { state: 'withdrawn' });
    if (!withdrawn) throw new ConflictException(REVIEW_TEXTS.changedMeanwhile);
    return this.view(withdrawn);
  }

  // ---- Signing ------------------------------------------------------------------------------

  /** A signature, or its refusal: either way one audit entry says who tried what and why it was refused. */
  async sign(id: string, body: SignRequest, session: ActiveSession): Promise<ReviewRequest> {
    try {
      return await this.signOnce(id, body, session);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Filed under the page the signature would approve; 'review' only when the request is unknown.
      const request = await this.repository.requests.get(id).catch(() => null);
      await this.audit.record({
        action: 'sign',
        outcome: 'failure',
        page: request?.page ?? 'review',
        collection: 'review_requests',
        documentId: id,
        detail: `electronic signature refused (${body.meaning}, ${body.verdict}): ${reason}`,
      });
      throw error;
    }
  }

  private async signOnce(id: string, body: SignRequest, session: ActiveSession): Promise<ReviewRequest> {
    const stored = await this.reconciled(await this.load(id));
    const live = await this.liveOf(stored);
    const signatures = await this.repository.signaturesOf(id);
    const standing = standingOf(stored, signatures, live.contentHash);
    if (standing.state !== 'in_review') throw new ConflictException(REVIEW_TEXTS.notOpen);
    const meaningIndex = stored.meanings.indexOf(body.meaning);
    if (meaningIndex < 0) throw new BadRequestException(REVIEW_TEXTS.unknownMeaning);
    if (body.contentHash !== live.contentHash) throw new ConflictException(REVIEW_TEXTS.contentChanged);
    if (!standing.pending.includes(body.meaning)) throw new ConflictException(REVIEW_TEXTS.meaningSigned);
    const refusal = this.refusal(session.user, standing.signatures, await this.authorsOf(stored, live));
    if (refusal) throw new ForbiddenException(refusal);
    const outOfScope = await this.scopeRefusal(session.user, stored.page, body.meaning);
    if (outOfScope) throw new ForbiddenException(outOfScope);
    const comment = (body.comment ?? '').trim();
    if (body.verdict === 'rejected' && !comment) throw new BadRequestException(REVIEW_TEXTS.rejectionNeedsComment);
    const userId = await this.auth.confirmSignature(session, body.password, body.username);
    // One person, one signature a round: the claim is atomic, the check above only answers early.
    if (!(await this.repository.claimSigner(id, stored.round, userId))) throw new ForbiddenException(REVIEW_TEXTS.oneMeaningPerPerson);
    const at = new Date().toISOString();
    const signer = session.user;
    const signerName = signer.name ?? signer.username;
    const added = await this.repository.addSignature(`${id}.r${stored.round}.m${meaningIndex}`, {
      requestId: id,
      round: stored.round,
      meaning: body.meaning,
      verdict: body.verdict,
      userId,
      username: signer.username,
      printedName: signerName,
      role: signer.role,
      at,
      comment,
      contentHash: live.contentHash,
      invalidatedAt: null,
      invalidatedReason: null,
    });
    if (!added) {
      await this.repository.releaseSigner(id, stored.round, userId);
      throw new ConflictException(REVIEW_TEXTS.meaningSigned);
    }
    // Only a stored signature makes the next one of this session skip the user name.
    await this.auth.noteSigned(session);
    const after = await this.afterSignature(stored, body, { by: signer.username, name: signerName, at, comment });
    await this.notify.signed(after, { name: signerName, meaning: body.meaning, verdict: body.verdict, comment });
    return after;
  }

  /**
   * A rejection closes the request; the last approval makes it approved. Both are conditional on the
   * request as read: when another write came first, the state stays derived from the signatures (a
   * rejection that lost such a race is re-applied on the newer version if that is still open).
   */
  private async afterSignature(
    stored: StoredRequest,
    body: SignRequest,
    who: { by: string; name: string; at: string; comment: string },
  ): Promise<ReviewRequest> {
    if (body.verdict === 'rejected') {
      const rejection = { ...who, meaning: body.meaning };
      for (
        let current: StoredRequest | null = stored;
        current && isOpen(current.state) && current.round === stored.round;
        current = await this.repository.requests.get(stored.id)
      ) {
        const rejected = await this.repository.transition(current, { state: 'rejected', rejection });
        if (rejected) return this.view(rejected);
      }
      return this.get(stored.id);
    }
    const now = await this.view(stored);
    if (now.state !== stored.state) await this.repository.transition(stored, { state: now.state });
    return this.get(stored.id);
  }

  /** Why this user may not sign this request now, or null. */
  private refusal(user: AuthUser, signatures: ReviewRequest['signatures'], authors: string[]): string | null {
    if (!can(user.role, 'content.review')) return `Your role (${user.role}) does not sign reviews.`;
    if (authors.includes(user.username)) return REVIEW_TEXTS.selfApproval;
    if (signatures.some((signature) => signature.valid && signature.username === user.username)) return REVIEW_TEXTS.oneMeaningPerPerson;
    return null;
  }

  /** The language a request's page is in: its own ('about@de'), or the default's. */
  private async localeOf(page: string): Promise<string> {
    return splitLocalePage(page).locale ?? (await this.languages.settings()).defaultLocale;
  }

  /** Why a reviewer limited to some languages and meanings may not sign this one (the server's check, not only the form's). */
  private async scopeRefusal(user: AuthUser, page: string, meaning: string): Promise<string | null> {
    return outOfScope(await this.auth.signingScopes(user.username), await this.localeOf(page), meaning);
  }

  // ---- Publishing ---------------------------------------------------------------------------

  /**
   * An approved request goes public: its page's drafts, in one release write, and only if what the
   * publish reads is exactly the content the signatures approved (checked inside the release write).
   * The request moves approved → publishing → published, each move conditional on the version read:
   * while it is publishing its page refuses writes and it takes no signature, so no concurrent read or
   * write can reopen it between the release and its record.
   */
  async publishApproved(id: string): Promise<{ page: string; items: DocRef[]; reviewBy?: string }> {
    const stored = await this.settledPublish(await this.load(id));
    if (stored.state === 'publishing') throw new ConflictException(REVIEW_TEXTS.publishing);
    const live = await this.liveOf(stored);
    if (standingOf(stored, await this.repository.signaturesOf(id), live.contentHash).state !== 'approved') {
      throw new ConflictException(REVIEW_TEXTS.notApproved);
    }
    const held = await this.repository.transition(stored, {
      state: 'publishing',
      publishingSince: new Date().toISOString(),
      items: live.items,
      contentHash: live.contentHash,
    });
    if (!held) throw new ConflictException(REVIEW_TEXTS.changedMeanwhile);
    const refs = live.items.map(({ collection, id: docId }) => ({ collection, id: docId }));
    const approval = {
      verify: (read: Array<DocRef & { doc: Draft['working'] }>) => {
        if (reviewHash(read) !== live.contentHash) throw new ConflictException(REVIEW_TEXTS.signaturesInvalidated);
      },
    };
    try {
      await this.store.releases.publish(stored.page, refs, 'publish', approval);
    } catch (error) {
      await this.repository.transition(held, { state: stored.state, publishingSince: null });
      throw error;
    }
    const published = await this.repository.transition(held, {
      state: 'published',
      publishedAt: new Date().toISOString(),
      publishedBy: actorName(),
      publishingSince: null,
      released: await this.releasedSnapshots(refs),
    });
    // Nothing else moves a request that is publishing; a conflict here means the record was edited by hand.
    if (!published) throw new ConflictException(REVIEW_TEXTS.changedMeanwhile);
    await this.notify.published(await this.view(published));
    return { page: stored.page, items: refs, ...(stored.reviewBy ? { reviewBy: stored.reviewBy } : {}) };
  }

  private async releasedSnapshots(refs: DocRef[]): Promise<Record<string, string>> {
    const released: Record<string, string> = {};
    for (const ref of refs) {
      const def = this.store.versionedCollection(ref.collection)?.def;
      const snapshot = def && (await this.store.releases.releasedSnapshotId(def, ref.id));
      if (snapshot) released[`${ref.collection}/${ref.id}`] = snapshot;
    }
    return released;
  }

  /**
   * A request left publishing by an instance that stopped mid-publish (after PUBLISH_STALE_MS): if none
   * of its items is a draft any more, the release was written and it is recorded as published; otherwise
   * the release was not, and it is approved again (its content was frozen, so its signatures still count).
   */
  private async settledPublish(stored: StoredRequest): Promise<StoredRequest> {
    if (stored.state !== 'publishing' || Date.now() - Date.parse(stored.publishingSince ?? '') < PUBLISH_STALE_MS) return stored;
    const drafts = new Set((await this.store.releases.drafts(stored.page)).map((draft) => `${draft.collection}/${draft.id}`));
    const refs = stored.items.map(({ collection, id }) => ({ collection, id }));
    const released = refs.every((ref) => !drafts.has(`${ref.collection}/${ref.id}`));
    const settled = released
      ? await this.repository.transition(stored, {
          state: 'published',
          publishedAt: new Date().toISOString(),
          publishedBy: 'system (a publish whose instance stopped)',
          publishingSince: null,
          released: await this.releasedSnapshots(refs),
        })
      : await this.repository.transition(stored, { state: 'approved', publishingSince: null });
    return settled ?? this.load(stored.id);
  }

  async isApproved(id: string, page: string): Promise<boolean> {
    const stored = await this.repository.requests.get(id);
    return Boolean(stored && stored.page === page && (await this.view(stored)).state === 'approved');
  }

  // ---- Reading ------------------------------------------------------------------------------

  async list(filter: { page?: string; state?: ReviewState }): Promise<ReviewRequest[]> {
    const signatures = await this.repository.signaturesByRequest();
    const views: ReviewRequest[] = [];
    for (const stored of await this.repository.requestsOf(filter.page)) views.push(await this.view(stored, undefined, signatures.get(stored.id) ?? []));
    return views.filter((view) => !filter.state || view.state === filter.state);
  }

  async get(id: string): Promise<ReviewRequest> {
    return this.view(await this.load(id));
  }

  /** A read: it derives the state and never writes (a change seen here is recorded by the next write). */
  async detail(id: string, user: AuthUser): Promise<ReviewDetail> {
    const stored = await this.load(id);
    const live = await this.liveOf(stored);
    const view = await this.view(stored, live);
    const refusal = view.state === 'in_review' ? this.refusal(user, view.signatures, view.authors) : 'This request is not waiting for signatures.';
    const locale = await this.localeOf(stored.page);
    const signs = await this.auth.signingScopes(user.username);
    const meanings = view.pending.filter((meaning) => signsFor(signs, locale, meaning));
    const reason = refusal ?? (view.pending.length && !meanings.length ? outOfScope(signs, locale, view.pending[0]!) : null);
    return { ...view, diffs: live.drafts.map(diffOf), canSign: reason ? { meanings: [], reason } : { meanings } };
  }

  async summary(user: AuthUser): Promise<ReviewSummary> {
    const pages: ReviewSummary['pages'] = {};
    let waitingForMe = 0;
    const signatures = await this.repository.signaturesByRequest();
    for (const stored of await this.repository.requestsOf()) {
      if (pages[stored.page]) continue; // newest first: the first one seen is the page's current request
      const view = await this.view(stored, undefined, signatures.get(stored.id) ?? []);
      pages[stored.page] = { id: view.id, state: view.state, pending: view.pending };
      if (view.state === 'in_review' && !this.refusal(user, view.signatures, view.authors)) waitingForMe++;
    }
    return { required: (await this.repository.settings()).required, waitingForMe, pages };
  }

  /** Signatures given to released versions, by snapshot id (the history shows them beside each version). */
  async signaturesBySnapshot(collection: string, docId: string): Promise<Map<string, { requestId: string; signatures: ReviewRequest['signatures'] }>> {
    const found = new Map<string, { requestId: string; signatures: ReviewRequest['signatures'] }>();
    for (const stored of await this.repository.requestsOf()) {
      const snapshot = stored.state === 'published' ? stored.released?.[`${collection}/${docId}`] : undefined;
      if (snapshot) found.set(snapshot, { requestId: stored.id, signatures: (await this.view(stored)).signatures });
    }
    return found;
  }

  // ---- Internals ----------------------------------------------------------------------------

  /** The API's shape of a request; `signatures` when the caller read them already (a list reads them all at once). */
  private async view(stored: StoredRequest, known?: LiveContent, signatures?: StoredSignature[]): Promise<ReviewRequest> {
    const live = known ?? (await this.liveOf(stored));
    const standing = standingOf(stored, signatures ?? (await this.repository.signaturesOf(stored.id)), live.contentHash);
    const authors = isOpen(stored.state) ? await this.authorsOf(stored, live) : [];
    return toReviewRequest(stored, standing, live, authors);
  }

  private async load(id: string): Promise<StoredRequest> {
    const stored = await this.repository.requests.get(id);
    if (!stored) throw new NotFoundException('No such review request');
    return stored;
  }

  /** The page's open or publishing request (newest first; at most one is) with its derived state. Used by write paths only. */
  private async openRequest(page: string): Promise<{ stored: StoredRequest; state: ReviewState } | null> {
    const found = (await this.repository.requestsOf(page)).find((request) => isOpen(request.state) || request.state === 'publishing');
    if (!found) return null;
    const stored = await this.settledPublish(found);
    if (!isOpen(stored.state) && stored.state !== 'publishing') return null;
    const live = await this.liveOf(stored);
    return { stored, state: standingOf(stored, await this.repository.signaturesOf(stored.id), live.contentHash).state };
  }

  /** A signature of this round on content that is no longer there: the request goes back to review (a new round). */
  private async reconciled(stored: StoredRequest): Promise<StoredRequest> {
    if (!isOpen(stored.state)) return stored;
    const live = await this.liveOf(stored);
    const signatures = await this.repository.signaturesOf(stored.id);
    const outdated = signatures.some(
      (signature) => signature.round === stored.round && !signature.invalidatedAt && !counts(signature, stored, live.contentHash),
    );
    if (!outdated) return stored;
    return (await this.reopen(stored, 'The content changed after it was signed.')) ?? this.load(stored.id);
  }

  /**
   * The request is in review again, in a new round, and every signature of the old round stops counting
   * (recorded, with why). Conditional on the version read: null when another write moved it first.
   */
  private async reopen(stored: StoredRequest, reason: string): Promise<StoredRequest | null> {
    const reopened = await this.repository.transition(stored, { round: stored.round + 1, state: 'in_review' });
    if (!reopened) return null;
    const at = new Date().toISOString();
    for (const signature of await this.repository.signaturesOf(stored.id)) {
      if (signature.round === stored.round && !signature.invalidatedAt) await this.repository.invalidate(signature, at, reason);
    }
    return reopened;
  }

  private liveOf(stored: StoredRequest): Promise<LiveContent> {
    if (isOpen(stored.state)) return this.liveOfPage(stored.page);
    return Promise.resolve({ drafts: [], items: stored.items, contentHash: stored.contentHash });
  }

  private async liveOfPage(page: string): Promise<LiveContent> {
    const drafts = await this.store.releases.drafts(page);
    const items = drafts.map((draft) => ({
      collection: draft.collection,
      id: draft.id,
      state: draft.state,
      version: Number(draft.working?.version ?? 0),
      ...labelOf(draft),
    }));
    return { drafts, items, contentHash: reviewHash(drafts.map((draft) => ({ collection: draft.collection, id: draft.id, doc: draft.working }))) };
  }

  /** The submitter and everyone whose committed write changed a submitted document since its release. */
  private async authorsOf(stored: StoredRequest, live: LiveContent): Promise<string[]> {
    const docs = await Promise.all(
      live.items.map(async (item) => {
        const def = this.store.versionedCollection(item.collection)?.def;
        const snapshotId = def && (await this.store.releases.releasedSnapshotId(def, item.id));
        const since = snapshotId ? ((await this.store.releases.snapshot(snapshotId))?.at ?? '') : '';
        return { collection: item.collection, id: item.id, since };
      }),
    );
    return [...new Set([stored.submittedBy, ...(await this.repository.authorsOf(docs))])].sort();
  }

  private contentPage(page: string): void {
    if (!this.store.hasVersionedPage(page)) throw new NotFoundException(`No page ${page} is reviewed`);
  }
}

function labelOf(draft: Draft): { label?: string } {
  const label = documentLabel(draft.working ?? draft.released);
  return label ? { label } : {};
}

function diffOf(draft: Draft): ReviewDetail['diffs'][number] {
  return { collection: draft.collection, id: draft.id, state: draft.state, ...labelOf(draft), changes: fieldDiffs(draft.released, draft.working) };
}

/** The words of a refusal for a reviewer limited to other languages or meanings; null when they may sign it. */
function outOfScope(signs: SigningScope[], locale: string, meaning: string): string | null {
  if (signsFor(signs, locale, meaning)) return null;
  const assigned = signs.map((scope) => `${scope.meaning} in ${languageNameIn(scope.locale, 'en')}`).join(', ');
  return `You are assigned to sign ${assigned}; not ${meaning} in ${languageNameIn(locale, 'en')}.`;
}
