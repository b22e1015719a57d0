import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { format } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import encodeUrl from 'encodeurl';
import escapeHtml from 'escape-html';
import type { NextFunction, Request, Response } from 'express';
import parseUrl from 'parseurl';
import send from 'send';
import type { AppConfig } from '../platform/config/app-config.js';
import { GridFsMediaFiles, type StoredFile } from '../content/media/gridfs-media-files.js';
import type { MediaFiles } from '../content/media/media-files.js';
import { StoreUnavailableError } from '../platform/store/store.errors.js';
import { UPLOADS_URL_PREFIX } from '../content/upload/upload.constants.js';

/** Content-addressed files never change under their name: cached for a year, never sniffed. */
function setUploadHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/** The options of both ways of serving (express.static's are `send`'s plus `setHeaders`). */
const SEND_OPTIONS = { index: false as const, dotfiles: 'deny' as const, immutable: true, maxAge: '365d' };

/**
 * /uploads/<name>: from the folder with express.static (the embedded store), or from GridFS (MongoDB)
 * with the SAME answers: status codes, headers (ETag, Last-Modified, Cache-Control, Content-Type,
 * Content-Length, Accept-Ranges), 304, HEAD, ranges, 404 for what is not there, the redirect of
 * /uploads to /uploads/. test/integration/uploads-serving.spec.ts checks both side by side.
 */
export function installUploads(app: NestExpressApplication, config: AppConfig, files: MediaFiles): void {
  if (files instanceof GridFsMediaFiles) app.use(UPLOADS_URL_PREFIX, serveFromGridFs(files));
  else app.useStaticAssets(config.uploadsDir, { prefix: UPLOADS_URL_PREFIX, ...SEND_OPTIONS, setHeaders: setUploadHeaders });
}

/**
 * A virtual root: `send` decodes and normalises the path under it and refuses '..', NUL bytes and
 * dotfiles exactly as it does for the folder; nothing is ever read from this path on disk.
 */
const ROOT = '/gridfs-uploads';

type GridFsSendStream = send.SendStream & { req: IncomingMessage };

/**
 * serve-static's request handling (express.static: GET/HEAD only, everything refused before a file is
 * found falls through to the 404 of the app, errors after it go to the error filter) around the same
 * `send` 1.2.1 that express.static uses, with its two file-system steps replaced: finding the file
 * (`sendFile`: the newest GridFS file of that name, its length and upload date standing for size and
 * mtime, so ETag and Last-Modified are made by the same code) and reading it (`stream`: a GridFS
 * download of just the range asked for, chunk by chunk, never the whole file in memory). Those are
 * `send`'s documented SendStream methods (@types/send); the version is pinned in package.json.
 */
function serveFromGridFs(files: GridFsMediaFiles) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let forwardError = false;
    let path = parseUrl(req)?.pathname ?? '/';
    // The redirect to '/uploads/' happens at the mount point, as serve-static does it.
    if (path === '/' && !(parseUrl.original(req)?.pathname ?? '').endsWith('/')) path = '';
    const stream = send(req, path, { ...SEND_OPTIONS, root: ROOT }) as GridFsSendStream;
    stream.on('directory', redirectToSlash);
    stream.on('headers', setUploadHeaders);
    stream.on('file', () => (forwardError = true));
    stream.on('error', (error: { statusCode?: number }) => (forwardError || !((error.statusCode ?? 500) < 500) ? next(error) : next()));
    let found: StoredFile | null = null;
    stream.sendFile = (resolved: string) => {
      // The bucket is flat: the root itself is the only "directory", anything deeper is not there.
      if (resolved === ROOT || resolved === `${ROOT}/`) return stream.redirect(resolved);
      const name = resolved.slice(ROOT.length + 1);
      if (name.includes('/')) return stream.onStatError(Object.assign(new Error('not found'), { code: 'ENOENT' }));
      files.stat(name).then(
        (file) => {
          if (!file) return stream.onStatError(Object.assign(new Error('not found'), { code: 'ENOENT' }));
          found = file;
          const stat = { size: file.length, mtime: file.uploadDate, ctime: file.uploadDate, ino: 0, isDirectory: () => false } as unknown as Stats;
          stream.emit('file', resolved, stat);
          stream.send(resolved, stat);
        },
        (error: unknown) => next(error), // the database is down: the store's 503, not a 404
      );
    };
    stream.stream = (_path: string, range?: { start?: number; end?: number }) => {
      const file = found!;
      files.download(file, range?.start ?? 0, range?.end ?? file.length - 1).then(
        (download) => {
          download.on('error', (error: Error) => {
            if (res.headersSent) return void res.destroy(error); // cut short: the client sees a short body, never a wrong one
            // Purged between the lookup and the read: a 404, as for a file deleted from the folder meanwhile.
            if (/not found|ChunkIsMissing/i.test(`${error.name} ${error.message}`)) stream.onStatError(Object.assign(error, { code: 'ENOENT' }));
            else next(new StoreUnavailableError(error));
          });
          res.once('close', () => download.destroy());
          download.pipe(res);
        },
        (error: unknown) => next(error),
      );
    };
    stream.pipe(res);
  };
}

/** serve-static's redirect of a directory without its slash (here only '/uploads' itself). */
function redirectToSlash(this: GridFsSendStream, res: ServerResponse): void {
  if (this.hasTrailingSlash()) {
    this.error(404);
    return;
  }
  const originalUrl = parseUrl.original(this.req)!;
  originalUrl.path = null;
  originalUrl.pathname = collapseLeadingSlashes(`${originalUrl.pathname}/`);
  const location = encodeUrl(format(originalUrl));
  const doc = htmlDocument('Redirecting', `Redirecting to ${escapeHtml(location)}`);
  res.statusCode = 301;
  res.setHeader('Content-Type', 'text/html; charset=UTF-8');
  res.setHeader('Content-Length', Buffer.byteLength(doc));
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Location', location);
  res.end(doc);
}

function collapseLeadingSlashes(path: string): string {
  return path.replace(/^\/{2,}/, '/');
}

function htmlDocument(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n<pre>${body}</pre>\n</body>\n</html>\n`;
}
