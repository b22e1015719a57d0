import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type Context, type ReactNode } from 'react';
import type { DraftChange } from '../../content/drafts.js';
import { languageNameIn, splitLocalePage } from '../../content/languages.js';
import { ApiError } from '../../http/api-client.js';
import { describeFailure } from '../http/admin-http.js';
import { ReadOnlyFor, useCanEdit, useRoleMayEdit, type ReadOnlyReason } from '../http/can-edit.js';
import { ConfirmDialog } from '../forms/confirm-dialog.js';
import { collectionLabel, SECTION_ID } from '../../content/collections/collection-rules.js';
import { discardDraft, draftAt, DRAFT_STATE_LABELS, fetchPageDrafts } from './drafts-api.js';
import { failureNotice, useNotice, type Notice } from '../forms/feedback.js';
import { isOpenReview, loadPageReview, withdrawReview, type PageReview } from '../review/review-api.js';
import { REVIEW_TEXTS } from '../../content/review.js';

/*
 * The unpublished changes of the page tab being edited, read once per refresh from
 * GET /api/drafts?page= and shared by every editor of the tab: the drafts bar lists them, table rows
 * and sections show their badge and "Discard draft". No editor fetches drafts itself.
 */

export interface DraftsApi {
  page: string;
  /** undefined until the first answer. */
  changes: DraftChange[] | undefined;
  error: unknown;
  /** Reads the drafts again (after any save, publish or discard) and tells the dashboard (tab counts). */
  refresh: () => void;
  /** Bumped when the working copy changed under the editors (a discard, a trash restore): they reload. */
  workingRound: number;
  /** A discard or restore happened: the editors reload, then the drafts are read again. */
  workingChanged: () => void;
  /** The bar's message (a discard started from a row reports there too). */
  notice: Notice | null;
  showNotice: (notice: Notice | null) => void;
  /**
   * Whether review is required and the page's newest request, read with the drafts on each
   * refresh (undefined until the first answer; a failed read counts as review off).
   */
  review: PageReview | undefined;
}

/* On globalThis like the preview context: mf-admin provides it, the page remotes' kit copies read it. */
const scope = globalThis as typeof globalThis & { __pharmaDraftsContext?: Context<DraftsApi | null> };
const DraftsContext = (scope.__pharmaDraftsContext ??= createContext<DraftsApi | null>(null));

export interface DraftsProviderProps {
  /** The page key of the tab (the versioned collections' `page`). */
  page: string;
  /** Called on every refresh (the dashboard re-reads its tab counts). */
  onRefresh?: () => void;
  children: ReactNode;
}

/** Around one page tab (mf-admin): holds its drafts, read again on each `refresh()`. */
export function DraftsProvider({ page, onRefresh, children }: DraftsProviderProps) {
  const [changes, setChanges] = useState<DraftChange[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const [workingRound, setWorkingRound] = useState(0);
  const [notice, showNotice] = useNotice();
  const [review, setReview] = useState<PageReview | undefined>(undefined);
  const onRefreshRef = useRef(onRefresh);
  onRefreshRef.current = onRefresh;

  useEffect(() => {
    let current = true;
    fetchPageDrafts(page).then(
      (drafts) => {
        if (!current) return;
        setChanges(drafts.changes);
        setError(null);
      },
      (failure: unknown) => {
        if (!current) return;
        // A page without versioned content (a new remote) has no drafts: 404, nothing to show.
        if (failure instanceof ApiError && failure.status === 404) setChanges([]);
        else setError(failure);
      },
    );
    void loadPageReview(page).then((answer) => current && setReview(answer));
    return () => {
      current = false;
    };
  }, [page, round]);

  const refresh = useCallback(() => {
    setRound((n) => n + 1);
    onRefreshRef.current?.();
  }, []);
  const workingChanged = useCallback(() => {
    setWorkingRound((n) => n + 1);
    refresh();
  }, [refresh]);

  const api = useMemo<DraftsApi>(
    () => ({ page, changes, error, refresh, workingRound, workingChanged, notice, showNotice, review }),
    [page, changes, error, refresh, workingRound, workingChanged, notice, showNotice, review],
  );
  const frozenBy = useFrozenReason(page, review, workingChanged, showNotice);
  return (
    <DraftsContext.Provider value={api}>
      <ReadOnlyFor reason={frozenBy}>{children}</ReadOnlyFor>
    </DraftsContext.Provider>
  );
}

/** "About" for the page key 'about', "German About" for 'about@de': how the dashboard names a page in a sentence. */
export function pageName(key: string): string {
  const { page, locale } = splitLocalePage(key);
  const name = page.charAt(0).toUpperCase() + page.slice(1);
  return locale ? `${languageNameIn(locale, 'en')} ${name}` : name;
}

/**
 * While the page's submission is open its drafts are frozen: every editor of the tab opens
 * read-only with the reason, and someone who may edit gets "Withdraw to edit".
 */
function useFrozenReason(page: string, review: PageReview | undefined, workingChanged: () => void, showNotice: (notice: Notice | null) => void) {
  const mayEdit = useRoleMayEdit();
  const request = review?.request;
  return useMemo<ReadOnlyReason | null>(() => {
    if (!request || !isOpenReview(request)) return null;
    const withdraw = async () => {
      try {
        await withdrawReview(request.id);
        showNotice({ kind: 'success', message: `Submission withdrawn: the ${pageName(page)} page's drafts can be edited again.` });
        workingChanged();
      } catch (error) {
        showNotice(failureNotice(describeFailure(error, 'Failed to withdraw the submission')));
      }
    };
    return { message: REVIEW_TEXTS.inReview(pageName(page)), action: mayEdit ? { label: 'Withdraw to edit', run: withdraw } : undefined };
  }, [page, request, mayEdit, workingChanged, showNotice]);
}

/** The page tab's drafts; null outside a page tab (Settings, a remote's dev page, unit tests). */
export function useDrafts(): DraftsApi | null {
  return useContext(DraftsContext);
}

/** Runs `reload` when a discard or a trash restore changed the working copy under this editor. */
export function useReloadOnWorkingChange(reload: () => void): void {
  const round = useDrafts()?.workingRound ?? 0;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const seen = useRef(round);
  useEffect(() => {
    if (round === seen.current) return;
    seen.current = round;
    reloadRef.current();
  }, [round]);
}

/** "Draft", "New" or "Deleted": words, with a colour as a second cue. */
export function DraftBadge({ change }: { change: Pick<DraftChange, 'state'> }) {
  return <span className={`admin-draft-badge is-${change.state}`}>{DRAFT_STATE_LABELS[change.state]}</span>;
}

/** The name a change is listed and announced under. */
export function draftLabel(change: DraftChange, fallback?: string): string {
  return change.label ?? fallback ?? `${collectionLabel(change.collection)} ${change.id === SECTION_ID ? 'section' : change.id}`;
}

/** "Discard draft" with its confirmation; the working copy goes back to the published version. */
export function DiscardDraftButton({ change, label }: { change: DraftChange; label: string }) {
  const drafts = useDrafts();
  const [confirming, setConfirming] = useState(false);
  const [notice, showLocal] = useNotice();
  const show = drafts?.showNotice ?? showLocal;
  const discard = async () => {
    try {
      await discardDraft(change);
      show({ kind: 'success', message: `Draft of ${label} discarded.` });
      drafts?.workingChanged();
    } catch (error) {
      show(failureNotice(describeFailure(error, `Failed to discard the draft of ${label}`)));
    } finally {
      setConfirming(false);
    }
  };
  const question =
    change.state === 'new'
      ? `Discard ${label}? It was never published, so it is removed.`
      : change.state === 'deleted'
        ? `Discard the deletion of ${label}? It comes back as published.`
        : `Discard the unpublished changes of ${label}? It goes back to its published version.`;
  return (
    <>
      <button type="button" className="btn btn-outline btn-small" aria-label={`Discard draft of ${label}`} onClick={() => setConfirming(true)}>
        Discard draft
      </button>
      {notice && !drafts ? <span role={notice.kind === 'error' ? 'alert' : 'status'}>{notice.message}</span> : null}
      {confirming ? (
        <ConfirmDialog title="Discard draft" confirmLabel="Discard draft" message={question} onConfirm={discard} onCancel={() => setConfirming(false)} />
      ) : null}
    </>
  );
}

/** Whether the page's drafts are frozen by an open review request (no discard, no publish). */
export function useDraftsFrozen(): boolean {
  return isOpenReview(useDrafts()?.review?.request);
}

/** A row's or a section's draft state: the badge and, for a role that may edit, "Discard draft" (not while in review). */
export function DraftStateControls({ change, label }: { change: DraftChange | undefined; label: string }) {
  const canEdit = useCanEdit();
  const frozen = useDraftsFrozen();
  if (!change) return null;
  return (
    <span className="admin-draft-state">
      <DraftBadge change={change} />
      {canEdit && !frozen ? <DiscardDraftButton change={change} label={label} /> : null}
    </span>
  );
}

/** The draft of the row `id` of the list at `path`: undefined outside a page tab or without a draft. */
export function useDraftAt(path: string | undefined, id: string | undefined): DraftChange | undefined {
  const changes = useDrafts()?.changes;
  return path ? draftAt(changes, path, id) : undefined;
}

/**
 * A single-object section's draft line (rendered in one line by SectionEditor and SectionWithLists):
 * "Unpublished changes" with the badge and "Discard draft"; nothing when the section is published.
 */
export function SectionDraftState({ path, title }: { path: string; title: string }) {
  const change = useDraftAt(path, SECTION_ID);
  if (!change) return null;
  return (
    <p className="admin-section-draft">
      <span>This section has unpublished changes.</span> <DraftStateControls change={change} label={title} />
    </p>
  );
}
