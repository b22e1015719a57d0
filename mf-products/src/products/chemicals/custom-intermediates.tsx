import { defaultIntermediateGroups, defaultPyridineProducts, defaultThiopheneProducts, PRODUCTS_TEXTS } from '@pharma/shared';
import { CUSTOM_INTERMEDIATES_SUBJECT } from '../../common/contact-link';
import { ContactLinkButton } from '../../common/contact-link-button';
import { downloadTextFile } from '../../common/csv';
import { CATALOG_FILENAME, catalogCsv, type CatalogSource } from './catalog';

const BUILT_IN_CATALOG: CatalogSource = { intermediates: defaultIntermediateGroups, pyridine: defaultPyridineProducts, thiophene: defaultThiopheneProducts };

/** "Need Custom Intermediates": talk to the experts or take the whole catalogue away. */
export function CustomIntermediates({ catalogue = BUILT_IN_CATALOG }: { catalogue?: CatalogSource }) {
  return (
    <aside className="products-custom" aria-labelledby="products-custom-title" data-aos="fade-up">
      <div className="products-custom-icon" aria-hidden="true">
        <i className="ri-flask-line" />
      </div>
      <div className="products-custom-text">
        <h3 id="products-custom-title">{PRODUCTS_TEXTS.needCustomIntermediates}</h3>
        <p>
          Our process chemists develop and scale custom intermediates to your specification, from gram-scale route scouting to multi-tonne commercial supply,
          with full analytical and regulatory documentation.
        </p>
      </div>
      <div className="products-custom-actions">
        <ContactLinkButton subject={CUSTOM_INTERMEDIATES_SUBJECT} className="btn btn-light">
          <i className="ri-customer-service-2-line" aria-hidden="true" />
          {PRODUCTS_TEXTS.contactOurExperts}
        </ContactLinkButton>
        <button type="button" className="btn products-btn-ghost" onClick={() => downloadTextFile(CATALOG_FILENAME, catalogCsv(catalogue))}>
          <i className="ri-download-2-line" aria-hidden="true" />
          {PRODUCTS_TEXTS.downloadCatalog}
        </button>
      </div>
    </aside>
  );
}
