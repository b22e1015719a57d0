/**
 * @jest-environment node
 */
import { stageLoader, type RemoteList } from './stage-loader';

const load = stageLoader('compose/site-head');
type Organization = { name: string; logo: string; sameAs: string[] };
type Module = {
  siteHead: (request: { pathname: string; remotes: RemoteList; nonce: string }, site: { organization: Organization | null; base: string }) => string[];
};

const remotes: RemoteList = { list: [], json: '[{"name":"mf_home"}]' };
const organization: Organization = { name: 'Auralis', logo: '/logo.svg', sameAs: ['https://social.example/auralis'] };
const site = { organization, base: 'https://www.example.com' };

describe("every page's head", () => {
  it('starts with the remote list this request was given', async () => {
    const { siteHead } = await load<Module>('site-head.mjs');
    expect(siteHead({ pathname: '/about', remotes, nonce: 'n' }, site)).toEqual([`<script nonce="n">window.__REMOTES__=${remotes.json}</script>`]);
  });

  it('keeps the admin out of search engines', async () => {
    const { siteHead } = await load<Module>('site-head.mjs');
    expect(siteHead({ pathname: '/admin/login', remotes, nonce: 'n' }, site)[1]).toBe('<meta name="robots" content="noindex">');
  });

  it("gives the home page the organization's JSON-LD, with the nonce, when the facts are known", async () => {
    const { siteHead } = await load<Module>('site-head.mjs');
    const [, jsonLd] = siteHead({ pathname: '/', remotes, nonce: 'n' }, site);
    expect(jsonLd).toMatch(/^<script type="application\/ld\+json" nonce="n">\{.*"logo":"https:\/\/www\.example\.com\/logo\.svg".*\}<\/script>$/);
    expect(siteHead({ pathname: '/', remotes, nonce: 'n' }, { organization: null, base: site.base })).toHaveLength(1);
  });
});
