import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { AuthUser } from '../../auth/auth.decorators.js';

/**
 * Who is asking, for the code below the controllers that has no request in hand (the store's audit
 * hook records every write with it). The middleware opens it for each request; the auth guard fills
 * `user` once the session is known.
 */
export interface RequestContext {
  ip: string;
  userAgent: string;
  method: string;
  /** The path without its query (a query may carry a token). */
  path: string;
  user?: AuthUser;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The current request's context; undefined outside a request (the API's own work at start). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Express middleware: every request below runs inside its own context. */
export function withRequestContext(req: Request, _res: Response, next: NextFunction): void {
  const userAgent = req.headers['user-agent'];
  const context: RequestContext = {
    ip: req.ip ?? '',
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : '',
    method: req.method,
    path: req.path,
  };
  storage.run(context, next);
}

/**
 * From here on the request acts as this user: a set-password link is used without a session,
 * and what it changes is the link holder's act.
 */
export function actAs(user: AuthUser): void {
  const context = storage.getStore();
  if (context) context.user = user;
}
