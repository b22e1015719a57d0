/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { stageLoader, type RemoteList } from './stage-loader';

const load = stageLoader('compose/remotes-for');
type Module = { remotesFor: (sources: { fileList: () => RemoteList }) => (req: IncomingMessage) => Promise<RemoteList> };

const request = (cookie: string) => ({ url: '/about', headers: { cookie } }) as unknown as IncomingMessage;

describe('which remote list a request gets', () => {
  it("gives every request the file's list as it is now (one decision, made per request)", async () => {
    const { remotesFor } = await load<Module>('remotes-for.mjs');
    let current: RemoteList = { list: [], json: '[]' };
    const choose = remotesFor({ fileList: () => current });
    const stable = { list: [{ name: 'mf_about', entry: '/about.js', routes: ['/about'], version: '1' }], json: '[…]' };
    current = stable;
    await expect(choose(request('canary=1'))).resolves.toBe(stable);
    await expect(choose(request(''))).resolves.toBe(stable);
    current = { list: [], json: '[]' };
    await expect(choose(request(''))).resolves.toBe(current);
  });
});
