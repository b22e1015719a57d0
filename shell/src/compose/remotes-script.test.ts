/**
 * @jest-environment node
 */
import { stageLoader, type RemoteList } from './stage-loader';

const load = stageLoader('compose/remotes-script');
type Module = { remotesScript: (remotes: RemoteList, nonce: string) => string };

describe("the head's remote list", () => {
  it('inlines the JSON of the list this request was given, with the response nonce', async () => {
    const { remotesScript } = await load<Module>('remotes-script.mjs');
    const remotes = { list: [], json: '[{"name":"mf_about","version":"\\u003c/script>"}]' };
    expect(remotesScript(remotes, 'n0nce')).toBe(`<script nonce="n0nce">window.__REMOTES__=${remotes.json}</script>`);
  });
});
