import { Injectable, type PipeTransform } from '@nestjs/common';
import { validationFailed } from '../validation/validation-pipe.js';

/** Ids are generated (24 hex) or come from the default content ('slide-1'): letters, digits, . _ : - */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

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
