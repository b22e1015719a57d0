import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { SpanStatusCode } from '@opentelemetry/api';
import { continueTrace, parseTraceparent, runInTrace, startTrace, type Trace } from '@pharma/shared/server/trace-context';
import type { TraceExport } from '../tracing/trace-export.js';
import type { AuthUser } from '../auth/auth.decorators.js';

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
  /** `?draft=true`: content writes save the working copy only, nothing public changes. */
  draft: boolean;
  /** `?draft=true&autosave=true`: the editor's autosave; the working document records it (GET /api/drafts). */
  autosave: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The current request's context; undefined outside a request (the API's own work at start). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Express middleware: every request below runs inside its own context, and inside the trace its
 * `traceparent` continues (from the gateway or nginx) or a new one: the trace id is in each log line
 * of the request, its audit entries and its error answer's `reference`. With `traceExport` (OpenTelemetry
 * on), the request is also a server span of that trace, ended with its answer.
 */
export function withRequestContext(traceExport: TraceExport | null): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    const userAgent = req.headers['user-agent'];
    const context: RequestContext = {
      ip: req.ip ?? '',
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : '',
      method: req.method,
      path: req.path,
      draft: req.query?.draft === 'true',
      autosave: req.query?.draft === 'true' && req.query?.autosave === 'true',
    };
    const trace = traceExport ? exportedTrace(traceExport, req, res) : (continueTrace(req.headers.traceparent) ?? startTrace());
    storage.run(context, () => runInTrace(trace, next));
  };
}

/** The request's span, ended when its answer is: named by its route template, with its status. */
function exportedTrace(traceExport: TraceExport, req: Request, res: Response): Trace {
  const { span, trace } = traceExport.startRequest(req.method, parseTraceparent(req.headers.traceparent));
  res.once('close', () => {
    const route = (req.route as { path?: string } | undefined)?.path;
    if (route) span.updateName(`${req.method} ${req.baseUrl}${route}`);
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  return trace;
}

/**
 * From here on the request acts as this user: a set-password link is used without a session,
 * and what it changes is the link holder's act.
 */
export function actAs(user: AuthUser): void {
  const context = storage.getStore();
  if (context) context.user = user;
}

/** Whether this request's content writes are drafts only (`?draft=true`). */
export function writesDraft(): boolean {
  return storage.getStore()?.draft === true;
}

/** Whether this request's content writes are the editor's autosave (a draft write only). */
export function writesAutosave(): boolean {
  const context = storage.getStore();
  return context?.draft === true && context.autosave === true;
}

/** Who acts, for versions and trash entries: the signed-in username, or 'system' for the API's own work. */
export function actorName(): string {
  return storage.getStore()?.user?.username ?? 'system';
}

/** From here on this request's content writes are drafts (a discard writes the working copy only). */
export function saveAsDraft(): void {
  const context = storage.getStore();
  if (context) {
    context.draft = true;
    context.autosave = false;
  }
}

/**
 * Marks the release writes of an unpublish (ReleaseBook.unpublish), inside a request or not (the
 * scheduler has none): the trail then names the write 'unpublish' instead of 'publish'. Its own
 * storage, so the request context keeps one shape and work outside a request stays outside one.
 */
const unpublishing = new AsyncLocalStorage<true>();

/** Runs `task` as an unpublish: the release write it makes is audited as 'unpublish'. */
export function asUnpublish<T>(task: () => Promise<T>): Promise<T> {
  return unpublishing.run(true, task);
}

/** Whether the current write is part of an unpublish. */
export function writesUnpublish(): boolean {
  return unpublishing.getStore() === true;
}

/**
 * What made the API act on its own account, outside any request: the trail names it (and the address
 * that caused it, if any) instead of a bare "system" with no address.
 */
export interface SystemTrigger {
  /** 'scheduler tick (instance host:123:ab12)', 'remote health report from 203.0.113.7, trace 4bf9…'. */
  cause: string;
  ip: string;
}

const triggers = new AsyncLocalStorage<SystemTrigger>();

/** Runs `work` as the API's own act, outside any request, on behalf of `cause` (from `ip`, when an address caused it). */
export function asSystem<T>(cause: string, work: () => T, ip = ''): T {
  return storage.exit(() => triggers.run({ cause, ip }, work));
}

/** The trigger of the API's own work running now; undefined inside a request or for work nobody named (start-up). */
export function systemTrigger(): SystemTrigger | undefined {
  return storage.getStore() ? undefined : triggers.getStore();
}

/**
 * Runs work the API does on its own account, though a request started it (a canary rolled back after
 * a visitor's report): outside the request's context, so the trail names the system, not the visitor,
 * with `cause` and the request's address as what triggered it.
 */
export function outsideRequest(work: () => void, cause: string): void {
  asSystem(cause, work, storage.getStore()?.ip ?? '');
}
