import { MEDIA_TOO_MANY_PIXELS } from '@pharma/shared/content';
import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { AllExceptionsFilter } from '../../platform/http/errors/all-exceptions.filter.js';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from './upload.constants.js';

/**
 * Multer's own wording ('Unexpected file field', 'Too many files', ...) is replaced by the texts the
 * admin editor shows; field validation errors and the too-many-pixels refusal keep
 * their messages.
 */
function uploadMessage(status: number, message: string, hasFieldErrors: boolean): string {
  if (status === 413) return message === MEDIA_TOO_MANY_PIXELS ? message : IMAGE_TOO_LARGE;
  if (status === 400 && !hasFieldErrors) return NOT_AN_IMAGE;
  return message;
}

/** Upload endpoints answer errors as { error: "..." } (the spec's client reads `error`). */
@Catch()
export class UploadErrorFilter implements ExceptionFilter {
  private readonly general = new AllExceptionsFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const { statusCode, message, errors } = this.general.toBody(exception);
    const error = exception instanceof HttpException ? uploadMessage(statusCode, message, Boolean(errors)) : message;
    if (res.headersSent) return;
    res.status(statusCode).json({ statusCode, error, message: error, ...(errors ? { errors } : {}) });
  }
}
