import { describe, expect, it } from '@jest/globals';
import { VERSION_CONFLICT_MESSAGE } from '../../content/constants';
import { ApiError } from '../../http/api-client';
import { describeFailure } from './admin-http';

describe('describeFailure', () => {
  it('a stale version: the conflict text alone, with Reload', () => {
    expect(describeFailure(new ApiError(409, VERSION_CONFLICT_MESSAGE), 'Failed to save')).toEqual({
      message: VERSION_CONFLICT_MESSAGE,
      detail: undefined,
      conflict: true,
      fieldErrors: {},
    });
  });

  it("another 409 (someone else holds the edit lock, the page is in review) says the server's reason, not a stale version", () => {
    const held = 'Ann is editing this since 10:02 UTC: your changes were not saved. Ask them, or take over editing, then save again.';
    expect(describeFailure(new ApiError(409, held), 'Failed to save')).toMatchObject({ message: held, detail: undefined, conflict: true });
    const frozen = 'The about page is in review: its drafts are frozen until the review ends or the submission is withdrawn.';
    expect(describeFailure(new ApiError(409, frozen), 'Failed to save').message).toBe(frozen);
  });
});
