import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { currentTrace } from '@pharma/shared/server/trace-context';
import { DuplicateIdError, StoreUnavailableError, StoreValidationError, VersionConflictError } from '../../store/store.errors.js';
import { validationSummary } from '../../validation/validation-pipe.js';

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
  /** A refused delete of an image lists the places that still use it (media library). */
  usages?: unknown[];
  /** A refused edit lock names the lock that is in the way. */
  lock?: unknown;
  /** The request's trace id: the admin shows it with a server failure, and it finds the request's log lines. */
  reference?: string;
}

/** Express/body-parser errors carry their HTTP status (malformed JSON 400, too large 413). */
function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * One error shape for the whole API, and one mapping from store errors to status codes:
 * bad input is a 4xx with a clear message, a database outage a 503, never an unexplained 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const trace = currentTrace();
    const body = { ...this.toBody(exception), ...(trace ? { reference: trace.traceId } : {}) };
    if (res.headersSent) return;
    res.status(body.statusCode).json(body);
  }

  toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) return this.fromHttpException(exception);
    if (exception instanceof StoreValidationError) {
      return { statusCode: HttpStatus.BAD_REQUEST, message: validationSummary(exception.errors), errors: exception.errors };
    }
    if (exception instanceof VersionConflictError || exception instanceof DuplicateIdError) {
      return { statusCode: HttpStatus.CONFLICT, message: exception.message };
    }
    if (exception instanceof StoreUnavailableError) {
      this.logger.warn(`Store unavailable: ${(exception.cause as Error | undefined)?.message ?? 'no connection'}`);
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: exception.message };
    }
    const clientStatus = clientErrorStatus(exception);
    if (clientStatus) return { statusCode: clientStatus, message: (exception as Error).message };
    this.logger.error((exception as Error)?.stack ?? String(exception));
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }

  private fromHttpException(exception: HttpException): ErrorBody {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, message: response };
    const { message, errors, usages, lock } = response as { message?: unknown; errors?: Record<string, string[]>; usages?: unknown; lock?: unknown };
    const text = Array.isArray(message) ? message.join('; ') : String(message ?? exception.message);
    return {
      statusCode,
      message: text,
      ...(errors ? { errors } : {}),
      ...(Array.isArray(usages) ? { usages } : {}),
      ...(lock && typeof lock === 'object' ? { lock } : {}),
    };
  }
}
