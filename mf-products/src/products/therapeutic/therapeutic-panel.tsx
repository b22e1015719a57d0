import { ALL_CATEGORIES, defaultTherapeuticCategories, type TherapeuticCategory } from '@pharma/shared';
import { useMemo, useState } from 'react';
import { NoResults } from '../../common/no-results';
import { searchCategories } from '../product-search';
import { ApiListModal } from './api-list-modal';
import { TherapeuticCard } from './therapeutic-card';

export const ALL_CATEGORY_VALUE = 'all';

interface Props {
  query: string;
  categories?: readonly TherapeuticCategory[];
}

function totalApis(categories: readonly TherapeuticCategory[]): number {
  return categories.reduce((sum, category) => sum + category.apiCount, 0);
}

/** Therapeutic tab: category dropdown, cards, and the full-list modal of the chosen card. */
export function TherapeuticPanel({ query, categories = defaultTherapeuticCategories }: Props) {
  // Fixed, not useId: the server renders the page alone and it hydrates inside the shell's tree.
  const selectId = 'therapeutic-category';
  const [categoryId, setCategoryId] = useState(ALL_CATEGORY_VALUE);
  const [openId, setOpenId] = useState<string | null>(null);

  const visible = useMemo(() => {
    const chosen = categoryId === ALL_CATEGORY_VALUE ? categories : categories.filter((c) => c.id === categoryId);
    return searchCategories(chosen, query);
  }, [categories, categoryId, query]);
  // The modal always lists every API of the category, whatever the search narrowed on the card.
  const open = categories.find((category) => category.id === openId) ?? null;
  const shownApis = visible.reduce((sum, category) => sum + category.apis.length, 0);

  return (
    <>
      <div className="products-toolbar">
        <div className="products-select">
          <label htmlFor={selectId}>Therapeutic category</label>
          <select id={selectId} value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
            <option value={ALL_CATEGORY_VALUE}>
              {ALL_CATEGORIES} ({totalApis(categories)} APIs)
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name} ({category.apiCount})
              </option>
            ))}
          </select>
        </div>
        <p className="products-result-count" aria-live="polite">
          {visible.length} {visible.length === 1 ? 'category' : 'categories'} · {shownApis} APIs
        </p>
      </div>

      {visible.length > 0 ? (
        <div className="grid grid-3 products-category-grid">
          {visible.map((category) => (
            <TherapeuticCard key={category.id} category={category} onOpen={() => setOpenId(category.id)} />
          ))}
        </div>
      ) : (
        <NoResults />
      )}

      {open ? <ApiListModal category={open} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
