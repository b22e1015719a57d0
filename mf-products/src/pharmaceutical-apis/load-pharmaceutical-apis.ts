import {
  apiGet,
  apiPathOf,
  defaultPharmaceuticalApisBody,
  defaultStaticApiSamples,
  PRODUCTS_COLLECTIONS,
  type PharmaceuticalApisBody,
  type StaticApiSample,
} from '@pharma/shared';
import { loadApiSamples } from './load-api-samples';

/** What /pharmaceutical-apis draws: its text around the samples, and the samples. */
export interface PharmaceuticalApisView {
  body: PharmaceuticalApisBody;
  samples: StaticApiSample[];
}

/** What the page shows before (or without) the API's answer. */
export const DEFAULT_PHARMACEUTICAL_APIS_VIEW: PharmaceuticalApisView = { body: defaultPharmaceuticalApisBody, samples: defaultStaticApiSamples };

/** The page's text as published; the built-in text while none is stored (the read answers no section). Rejects when the API does. */
export async function loadPharmaceuticalApisBody(): Promise<PharmaceuticalApisBody> {
  const stored = await apiGet<unknown>(apiPathOf(PRODUCTS_COLLECTIONS.pharmaceuticalApis));
  return stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as PharmaceuticalApisBody) : defaultPharmaceuticalApisBody;
}

/**
 * The page's loader (its useContent and its server renderer): text and samples in one, so the server
 * HTML carries both and the browser hydrates from that without reading either again. Rejects when
 * either part fails, so the server renderer never serves built-in content as published.
 */
export async function loadPharmaceuticalApisPage(): Promise<PharmaceuticalApisView> {
  const [body, samples] = await Promise.all([loadPharmaceuticalApisBody(), loadApiSamples()]);
  return { body, samples };
}
