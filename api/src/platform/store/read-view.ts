/**
 * Which copy of versioned content a read sees, decided once per request (by the auth guard) and
 * handed to every read of it: the release (what visitors see), the working copy (a signed-in
 * session's drafts), or a preview's: the working copy of its page only, every other page's release.
 * Code that reads without a request in hand (seeding, the scheduler) reads the working copy.
 */
export class ReadView {
  /** A read fell outside the preview's page (it got the release): the answer is filtered as a visitor's. */
  private readOutside = false;

  private constructor(
    private readonly copy: 'release' | 'working',
    /** Set for a preview: the one page whose working copy it reads. */
    private readonly previewPage?: string,
  ) {}

  /** A visitor's: every page's release. Each request gets its own, as a preview's records what it read. */
  static release(): ReadView {
    return new ReadView('release');
  }

  /** A signed-in session's: every page's working copy. */
  static working(): ReadView {
    return new ReadView('working');
  }

  /** A preview link's (without a session): the working copy of `page`, every other page's release. */
  static preview(page: string): ReadView {
    return new ReadView('working', page);
  }

  /** Whether reads of versioned content of `page` get its release (noting a read outside a preview's page). */
  readsRelease(page: string): boolean {
    if (this.copy === 'release') return true;
    if (this.previewPage === undefined || page === this.previewPage) return false;
    this.readOutside = true;
    return true;
  }

  /** Whether the answer must be filtered as a visitor's: a preview that read another page than its own. */
  get readOutsidePreview(): boolean {
    return this.readOutside;
  }

  /** Whether this is a preview link's view (not a session's). */
  get isPreview(): boolean {
    return this.previewPage !== undefined;
  }
}

/** What the API's own work reads: the working copy of every page. */
export const WORKING_COPY = ReadView.working();
