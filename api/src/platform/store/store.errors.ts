/** Errors the store port raises; the HTTP layer maps each to one status code. */

/** The database cannot be reached (or did not answer in time): 503. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The content store is unavailable. Please try again shortly.', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** The caller's version is not the stored one, or a concurrent write won the race: 409. */
export class VersionConflictError extends Error {
  constructor() {
    super('This item was changed by someone else. Reload to see the latest version.');
    this.name = 'VersionConflictError';
  }
}

/** An item with the same id exists already: 409. */
export class DuplicateIdError extends Error {
  constructor(id: string) {
    super(`An item with id "${id}" exists already.`);
    this.name = 'DuplicateIdError';
  }
}

/** The document breaks its schema: 400 with messages per field path. */
export class StoreValidationError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('Validation failed');
    this.name = 'StoreValidationError';
  }
}
