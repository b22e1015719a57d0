import { Injectable, type PipeTransform } from '@nestjs/common';
import { validationFailed } from '../validation/validation-pipe.js';

/** Ids are generated (24 hex) or come from the default content ('slide-1'): letters, digits, . _ : - */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * The id of a versioned document in the drafts, history and trash APIs: a document id, or a public
 * route ('/', '/about'), the id of an SEO entry (seo_entries is keyed by its route).
 */
export const VERSIONED_ID_PATTERN = new RegExp(`^(?:${ID_PATTERN.source.slice(1, -1)}|/(?:[a-z0-9-]{1,63})?)$`);

/** A malformed id is the caller's mistake: 400 before any store call (an unknown one is a 404 later). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
      throw validationFailed({ id: ['id is malformed'] });
    }
    return value;
  }
}
