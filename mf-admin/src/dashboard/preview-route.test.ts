import { previewRouteOf } from './contributed-tab';

const remote = (routes: string[]) => ({ name: 'mf_x', entry: '/x.js', version: '1', routes });

describe("the page a tab's Preview shows", () => {
  it('is the first public route without parameters', () => {
    expect(previewRouteOf(remote(['/products/:id', '/products', '/pharmaceutical-apis']))).toBe('/products');
    expect(previewRouteOf(remote(['/']))).toBe('/');
    expect(previewRouteOf(remote(['/admin', '/admin/*']))).toBeUndefined();
  });
});
