import { defaultProductsHero } from '@pharma/shared';
import { fakeApi, signedIn } from '../../../shared/test/fake-api';
import { productsSeoRoutes } from './seo-routes';

describe('Products SEO defaults', () => {
  beforeEach(() => signedIn());

  it('follow the banner the page draws: the hero when shown, else the page title', async () => {
    const [products, apis] = productsSeoRoutes;
    fakeApi({ '/api/cms/products/hero': { ...defaultProductsHero, titleLine1: 'Our', titleLine2: 'Molecules', description: 'Made in India.' } });
    await expect(products.defaults()).resolves.toMatchObject({ title: 'Our Molecules', description: 'Made in India.' });
    fakeApi({ '/api/cms/products/hero': { ...defaultProductsHero, isActive: false } });
    await expect(products.defaults()).resolves.toEqual({ title: 'Our Products', description: '', image: undefined });
    await expect(apis.defaults()).resolves.toMatchObject({ title: 'Pharmaceutical APIs', description: expect.stringContaining('Regulatory-grade') });
  });
});
