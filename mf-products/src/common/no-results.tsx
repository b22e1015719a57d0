import { Icon, NO_RESULTS_HINT, NO_RESULTS_TITLE } from '@pharma/shared';
import './common.css';

/** The empty state of every filtered list on both pages. */
export function NoResults() {
  return (
    <div className="products-no-results" role="status">
      <Icon name="ri-search-line" className="products-no-results-icon" />
      <p className="products-no-results-title">{NO_RESULTS_TITLE}</p>
      <p className="products-no-results-hint">{NO_RESULTS_HINT}</p>
    </div>
  );
}
