import { defaultProductsHero } from '@pharma/shared';
import { fakeApi, signedIn } from '@pharma/shared/testing';
import { PHARMACEUTICAL_APIS_HERO } from '../pharmaceutical-apis/pharmaceutical-apis-hero';
import { PRODUCTS_DESCRIPTION } from '../products/products-meta';
import { productsSeoRoutes } from './seo-routes';

describe('Products SEO defaults', () => {
  beforeEach(() => signedIn());

  it('follow the banner the page draws, read by its loader: the hero when shown, else the page title', async () => {
    const [products] = productsSeoRoutes;
    fakeApi({ '/api/cms/products/hero': { ...defaultProductsHero, titleLine1: 'Our', titleLine2: 'Molecules', description: 'Made in India.' } });
    await expect(products.defaults()).resolves.toMatchObject({ title: 'Our Molecules', description: 'Made in India.' });
    fakeApi({ '/api/cms/products/hero': { ...defaultProductsHero, isActive: false } });
    await expect(products.defaults()).resolves.toEqual({ title: 'Our Products', description: PRODUCTS_DESCRIPTION });
  });

  it("are the Pharmaceutical APIs banner's own text, as the page shows it", async () => {
    await expect(productsSeoRoutes[1].defaults()).resolves.toMatchObject({
      title: PHARMACEUTICAL_APIS_HERO.title,
      description: PHARMACEUTICAL_APIS_HERO.subtitle,
    });
  });
});
