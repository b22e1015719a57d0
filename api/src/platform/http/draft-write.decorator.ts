import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

/**
 * Documents the query of a content write of a versioned collection. The store reads it
 * from the request context (request-context.ts), so the handler itself needs nothing.
 */
export const DraftWrite = () =>
  applyDecorators(
    ApiQuery({ name: 'draft', required: false, enum: ['true', 'false'], description: 'true: save the working copy only (a draft); nothing public changes' }),
    ApiQuery({ name: 'autosave', required: false, enum: ['true', 'false'], description: "true with draft=true: the editor's autosave" }),
  );
