import { defaultPharmaceuticalApisBody, pageMeta, type PageMeta, type PharmaceuticalApisBody } from '@pharma/shared';

/** The banner's built-in text (the declared default): the page shows it until one is published. */
export const PHARMACEUTICAL_APIS_HERO = defaultPharmaceuticalApisBody.hero;

/*
 * The page's default head: the banner as drawn. Pure and free of page components and CSS: the route's
 * `meta` (served by the gateway) and the admin SEO tab's default hint both call it.
 */
export function pharmaceuticalApisMeta(body: PharmaceuticalApisBody): PageMeta {
  return pageMeta([body.hero.title], [body.hero.subtitle], body.hero.image);
}
