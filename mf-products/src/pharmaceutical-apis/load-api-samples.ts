import { apiPathOf, apiSampleOf, defaultStaticApiSamples, PRODUCTS_COLLECTIONS, type ApiSampleItem, type StaticApiSample } from '@pharma/shared';
import { loadPublishedList } from '../common/published-list';

/** The API samples of /pharmaceutical-apis (its useContent and its server renderer); rejects when the API does. */
export function loadApiSamples(): Promise<StaticApiSample[]> {
  return loadPublishedList<ApiSampleItem, StaticApiSample>(apiPathOf(PRODUCTS_COLLECTIONS.apiSamples), apiSampleOf, defaultStaticApiSamples);
}
