import { Modal, PRODUCTS_TEXTS, type TherapeuticCategory } from '@pharma/shared';
import { ContactLinkButton } from '../../common/contact-link-button';
import { quoteSubject } from '../../common/contact-link';
import { downloadTextFile, fileSlug, toCsv } from '../../common/csv';

export const API_LIST_HEADER = ['API Name', 'CAS Number', 'Therapeutic Category'] as const;

/** The CSV behind "Download API List": one row per API of the category. */
export function apiListCsv(category: TherapeuticCategory): string {
  return toCsv(
    API_LIST_HEADER,
    category.apis.map((api) => [api.name, api.cas, category.name]),
  );
}

export function apiListFilename(category: TherapeuticCategory): string {
  return `auralis-${fileSlug(category.name)}-apis.csv`;
}

interface Props {
  category: TherapeuticCategory;
  onClose: () => void;
}

/** The full API list of one category, with a CSV download and a quote request. */
export function ApiListModal({ category, onClose }: Props) {
  return (
    <Modal title={category.name} onClose={onClose} className="products-api-modal">
      <p className="products-api-modal-summary">
        {category.apiCount} APIs · {category.completedCount} of {category.apiCount} developed
      </p>
      <div className="products-api-table-wrap">
        <table className="products-api-table">
          <caption className="visually-hidden">APIs in {category.name}, with CAS numbers</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">API Name</th>
              <th scope="col">CAS Number</th>
            </tr>
          </thead>
          <tbody>
            {category.apis.map((api, index) => (
              <tr key={api.cas}>
                <td>{index + 1}</td>
                <td>{api.name}</td>
                <td className="products-cas">{api.cas}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="products-modal-actions">
        <button type="button" className="btn btn-primary" onClick={() => downloadTextFile(apiListFilename(category), apiListCsv(category))}>
          <i className="ri-download-2-line" aria-hidden="true" />
          {PRODUCTS_TEXTS.downloadApiList}
        </button>
        <ContactLinkButton subject={quoteSubject(`${category.name} APIs`)}>
          <i className="ri-mail-send-line" aria-hidden="true" />
          {PRODUCTS_TEXTS.requestQuote}
        </ContactLinkButton>
      </div>
    </Modal>
  );
}
