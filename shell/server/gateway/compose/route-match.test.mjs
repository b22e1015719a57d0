import { describe, expect, it } from '@jest/globals';
import { canonicalPath, matchRoute, routeMatches } from './route-match.mjs';

const about = { name: 'mf_about', entry: '/a.js', routes: ['/about', '/about-us'], version: '1' };
const docs = { name: 'mf_docs', entry: '/d.js', routes: ['/docs/*'], version: '1' };

describe('route match', () => {
  it('matches exact routes and a trailing /* (its own path included), nothing else', async () => {
    expect(routeMatches('/about', '/about')).toBe(true);
    expect(routeMatches('/about', '/about/')).toBe(false);
    expect(routeMatches('/docs/*', '/docs')).toBe(true);
    expect(routeMatches('/docs/*', '/docs/a/b')).toBe(true);
    expect(routeMatches('/docs/*', '/docsy')).toBe(false);
  });

  it('finds the owning remote and the route that matched; the first remote listed wins', async () => {
    const shadow = { ...docs, name: 'mf_shadow' };
    expect(matchRoute([about, docs, shadow], '/about-us')).toEqual({ remote: about, route: '/about-us' });
    expect(matchRoute([about, docs, shadow], '/docs/intro')).toEqual({ remote: docs, route: '/docs/*' });
    expect(matchRoute([about, docs], '/nope')).toBeNull();
  });

  it('lets an entry of another shape own nothing instead of failing the page', async () => {
    const broken = [null, { name: 'x' }, { routes: 'about' }, { routes: [42, '/about'] }];
    expect(matchRoute(broken, '/about')).toEqual({ remote: broken[3], route: '/about' });
    expect(canonicalPath('/ABOUT', broken)).toBe('/about');
  });
});
