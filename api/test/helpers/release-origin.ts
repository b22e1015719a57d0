import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReleaseDescriptor } from '@pharma/shared/content';

/** `sha384-<base64>`, as a release declares its files. */
export function sri(text: string): string {
  return `sha384-${createHash('sha384').update(text).digest('base64')}`;
}

/**
 * A remote's origin for the registry's tests: serves `/releases/<version>/remoteEntry.js`, a chunk
 * (`…/assets/routes-<version>.js`), a style and `…/server/render.mjs` of the releases added to it, over
 * real HTTP, so the API's checks fetch them.
 */
export class ReleaseOrigin {
  private readonly files = new Map<string, string>();
  private server!: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const body = this.files.get(req.url ?? '');
      res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'text/javascript' });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A release of `remote` whose files say `text`; served until `remove`. */
  release(remote: string, text: string, options: { renderer?: boolean } = {}): ReleaseDescriptor {
    const version = createHash('sha256').update(`${remote}:${text}`).digest('hex').slice(0, 12);
    const entry = `export const get = () => ${JSON.stringify(text)};`;
    const renderer = `export async function render() { return { html: ${JSON.stringify(`<h1>${text}</h1>`)} }; }`;
    const chunk = `export default function Page() { return ${JSON.stringify(text)}; }`;
    const style = `h1::after { content: ${JSON.stringify(text)}; }`;
    const files: Record<string, string> = {
      [`assets/routes-${version}.js`]: chunk,
      [`assets/routes-${version}.css`]: style,
      'remoteEntry.js': entry,
      ...(options.renderer !== false ? { 'server/render.mjs': renderer } : {}),
    };
    for (const [file, body] of Object.entries(files)) this.files.set(`/releases/${version}/${file}`, body);
    return {
      remote,
      version,
      entry: `${this.url}/releases/${version}/remoteEntry.js`,
      integrity: {
        entry: sri(entry),
        ...(options.renderer !== false ? { renderer: sri(renderer) } : {}),
        files: Object.entries(files).map(([path, body]) => ({ path, integrity: sri(body) })),
      },
      routes: ['/about'],
      admin: { label: 'About Page', order: 2 },
      page: 'about',
      builtAt: '2026-11-27T10:00:00.000Z',
    };
  }

  /** Replaces a served file (a tampered deploy) or removes it (undefined). */
  set(path: string, body: string | undefined): void {
    if (body === undefined) this.files.delete(path);
    else this.files.set(path, body);
  }
}
