import { describe, expect, it } from '@jest/globals';
import { remotesScript } from './remotes-script.mjs';

describe("the head's remote list", () => {
  it('inlines the JSON of the list this request was given, with the response nonce', async () => {
    const remotes = { list: [], json: '[{"name":"mf_about","version":"\\u003c/script>"}]' };
    expect(remotesScript(remotes, 'n0nce')).toBe(`<script nonce="n0nce">window.__REMOTES__=${remotes.json}</script>`);
  });

  it("adds the sample rate and the page's signed assignment for its load reports", async () => {
    const remotes = { list: [], json: '[]' };
    expect(remotesScript(remotes, 'n', { sample: 0.5, token: 'eyJ.abc_-' })).toBe(
      '<script nonce="n">window.__REMOTES__=[];window.__REMOTE_REPORTS__={"sample":0.5,"token":"eyJ.abc_-"}</script>',
    );
    expect(remotesScript(remotes, 'n', { token: 'eyJ.abc' })).toBe(
      '<script nonce="n">window.__REMOTES__=[];window.__REMOTE_REPORTS__={"token":"eyJ.abc"}</script>',
    );
  });
});
