import { describe, expect, it } from '@jest/globals';
import { siteHead } from './site-head.mjs';

const remotes = { list: [], json: '[{"name":"mf_home"}]' };
const organization = { name: 'Auralis', logo: '/logo.svg', sameAs: ['https://social.example/auralis'] };
const site = { organization, base: 'https://www.example.com' };

describe("every page's head", () => {
  it('starts with the remote list this request was given', async () => {
    expect(siteHead({ pathname: '/about', remotes, nonce: 'n' }, site)).toEqual([`<script nonce="n">window.__REMOTES__=${remotes.json}</script>`]);
  });

  it('keeps the admin out of search engines', async () => {
    expect(siteHead({ pathname: '/admin/login', remotes, nonce: 'n' }, site)[1]).toBe('<meta name="robots" content="noindex">');
  });

  it("gives the home page the organization's JSON-LD, with the nonce, when the facts are known", async () => {
    const [, jsonLd] = siteHead({ pathname: '/', remotes, nonce: 'n' }, site);
    expect(jsonLd).toMatch(/^<script type="application\/ld\+json" nonce="n">\{.*"logo":"https:\/\/www\.example\.com\/logo\.svg".*\}<\/script>$/);
    expect(siteHead({ pathname: '/', remotes, nonce: 'n' }, { organization: null, base: site.base })).toHaveLength(1);
  });
});
