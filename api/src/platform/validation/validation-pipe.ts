import { BadRequestException, ValidationPipe, type Type, type ValidationError } from '@nestjs/common';

/** Flattens class-validator's tree into { 'path.to.field': [messages] }. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = Object.values(error.constraints);
    Object.assign(out, fieldErrors(error.children ?? [], path));
  }
  return out;
}

/** The message of a 400: the first five field messages. */
export function validationSummary(errors: Record<string, string[]>): string {
  const summary = Object.values(errors).flat();
  return summary.length ? summary.slice(0, 5).join('; ') : 'Validation failed';
}

/** A 400 in the API's error shape: { statusCode, message, errors: { field: [messages] } }. */
export function validationFailed(errors: Record<string, string[]>): BadRequestException {
  return new BadRequestException({ statusCode: 400, message: validationSummary(errors), errors });
}

/** whitelist + forbidNonWhitelisted: unknown fields are refused, not silently dropped. */
export function createValidationPipe(expectedType?: Type<unknown>): ValidationPipe {
  return new ValidationPipe({
    expectedType,
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => validationFailed(fieldErrors(errors)),
  });
}
