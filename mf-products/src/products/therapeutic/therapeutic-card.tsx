import {
  apiPreview,
  brandColor,
  brandTextColor,
  Icon,
  moreApisText,
  progressPercent,
  PRODUCTS_TEXTS,
  truncateApiName,
  type TherapeuticCategory,
} from '@pharma/shared';
import type { CSSProperties } from 'react';

interface Props {
  /** The category as the search left it (its `apis` may be narrowed to the matches). */
  category: TherapeuticCategory;
  onOpen: () => void;
}

/** One therapeutic category: counts, progress, the first APIs and a way into the full list. */
export function TherapeuticCard({ category, onOpen }: Props) {
  const percent = progressPercent(category.completedCount, category.apiCount);
  const { shown, more } = apiPreview(category.apis);
  // The category's colour for the border, bar and icons; its text variant (4.5:1 on white) for the words.
  const style = { '--products-card-color': brandColor(category.color), '--products-card-text': brandTextColor(category.color) } as CSSProperties;
  return (
    <article className="products-category-card" style={style} data-aos="fade-up">
      <div className="products-category-head">
        <span className="products-category-icon">
          <Icon name={category.icon} fallback="ri-capsule-line" />
        </span>
        <div>
          <h3 className="products-category-name">{category.name}</h3>
          <p className="products-category-count">{apiCountText(category.apiCount)}</p>
        </div>
      </div>

      <div className="products-progress">
        <div className="products-progress-label">
          <span>{PRODUCTS_TEXTS.developmentProgress}</span>
          <span>{percent}%</span>
        </div>
        <div
          className="products-progress-track"
          role="progressbar"
          aria-label={`${category.name}: ${PRODUCTS_TEXTS.developmentProgress}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="products-progress-fill" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <ul className="products-api-preview" aria-label={`APIs in ${category.name}`}>
        {shown.map((api) => (
          <li key={api.cas}>
            <i className="ri-checkbox-circle-fill" aria-hidden="true" />
            <TruncatedName name={api.name} />
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="products-more-apis">{moreApisText(more)}</p> : null}

      {/* The button's ::after covers the card, so the whole card is the click target. */}
      <button type="button" className="products-card-open" aria-haspopup="dialog" onClick={onOpen}>
        View all APIs<span className="visually-hidden"> in {category.name}</span>
        <i className="ri-arrow-right-line" aria-hidden="true" />
      </button>
    </article>
  );
}

export function apiCountText(count: number): string {
  return `${count} ${count === 1 ? 'API' : 'APIs'}`;
}

/** Shows the cut name but lets screen readers (and the tooltip) have the whole one. */
function TruncatedName({ name }: { name: string }) {
  const short = truncateApiName(name);
  if (short === name) return <span>{name}</span>;
  return (
    <span title={name}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}
