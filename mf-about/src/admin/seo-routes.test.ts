import { defaultAboutHero } from '@pharma/shared';
import { fakeApi, signedIn } from '@pharma/shared/testing';
import { aboutSeoRoutes } from './seo-routes';

describe('About SEO defaults', () => {
  beforeEach(() => signedIn());

  it("are the published hero's title, its text without markup and its image, read by the page's loader", async () => {
    fakeApi({
      '/api/cms/about': {
        hero: {
          ...defaultAboutHero,
          title: 'Made for partners',
          description: '<p>Forty years of <strong>chemistry</strong>.</p>',
          backgroundImage: '/uploads/a.webp',
        },
      },
    });
    expect(aboutSeoRoutes.map((route) => route.path)).toEqual(['/about']);
    await expect(aboutSeoRoutes[0].defaults()).resolves.toEqual({
      title: 'Made for partners',
      description: 'Forty years of chemistry.',
      image: '/uploads/a.webp',
    });
  });

  it('fail when the page cannot be read (the panel then says the default is unavailable)', async () => {
    fakeApi({});
    await expect(aboutSeoRoutes[0].defaults()).rejects.toThrow('Not found');
  });
});
