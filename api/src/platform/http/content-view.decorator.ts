import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ReadView } from '../store/read-view.js';

type ViewedRequest = Request & { readView?: ReadView };

/** The request's read view: the auth guard's for a session or a preview link, a visitor's otherwise. */
export function readViewOf(req: Request): ReadView {
  const viewed = req as ViewedRequest;
  viewed.readView ??= ReadView.release();
  return viewed.readView;
}

/** Fixes which copy this request reads: the auth guard's call, once it knows who asks. */
export function setReadView(req: Request, view: ReadView): void {
  (req as ViewedRequest).readView = view;
}

/** A handler parameter: the request's read view, for the service to pass to every read it makes. */
export const ContentView = createParamDecorator((_data: unknown, context: ExecutionContext) => readViewOf(context.switchToHttp().getRequest<Request>()));
