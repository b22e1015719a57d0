// The page pipeline's stages are plain ESM JavaScript (shell/server/compose/): the tests load them
// the way Node does. The Function's source names the test file: V8 reuses a Function compiled from
// identical source, and that copy imports on behalf of the first test file that made it, whose Jest
// environment may be gone (see gateway.test.ts).
import path from 'node:path';

/** `load<Module>('route-match.mjs')` for the test file named `testName`. */
export function stageLoader(testName: string) {
  const load = new Function('p', `return import(p) /* ${testName} */`) as (p: string) => Promise<unknown>;
  return <T>(file: string) => load(path.resolve(__dirname, '../../server/gateway/compose', file)) as Promise<T>;
}

/** An entry of the remote list, as the stages read it. */
export type Remote = {
  name: string;
  entry: string;
  routes: string[];
  version: string;
  integrity?: { entry: string; renderer?: string; files?: Array<{ path: string; integrity: string }> };
  backups?: string[];
};
/** A remote list as the gateway serves it (remote-list-file.mjs). */
export type RemoteList = { list: Remote[]; json: string };
/** A page as the render pool hands it over (render/page-renderer.mjs). */
export type RenderedPage = { html: string; json: string; mediaJson: string; head: { title: string; description: string; image?: string }; preload?: string };
