import type { NextFunction, Request, Response } from 'express';

/** Deeper JSON than any content shape needs; more is refused before validation sees it. */
export const MAX_JSON_DEPTH = 32;

/**
 * Nesting depth of a parsed JSON value, walked with an explicit stack: hostile bodies nested
 * thousands deep exhausted the call stack in class-transformer (a 500), so nothing here recurses.
 */
export function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    max = Math.max(max, depth + 1);
    if (max > MAX_JSON_DEPTH) return max;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return max;
}

/** Runs after the JSON parser: a 400 (through the same path as body-parser's own errors) for too-deep bodies. */
export function rejectDeepJson(req: Request, _res: Response, next: NextFunction): void {
  if (jsonDepth(req.body) > MAX_JSON_DEPTH) {
    next(Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), { status: 400 }));
    return;
  }
  next();
}
