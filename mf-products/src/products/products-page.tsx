import { DEFAULT_PRODUCT_TAB, useContent, type ProductTab } from '@pharma/shared';
import { useEffect, useRef, useState } from 'react';
import { CallToAction } from '../common/call-to-action';
import { ChemicalListPanel } from './chemicals/chemical-list-panel';
import { IntermediatesPanel } from './chemicals/intermediates-panel';
import { isProductsHeroVisible, PRODUCTS_PAGE_TITLE } from './hero/load-products-hero';
import { ProductsHeroBanner } from './hero/products-hero';
import { DEFAULT_PRODUCTS_VIEW, loadProductsPage, type ProductsView } from './load-products';
import { ProductExcellence } from './product-excellence';
import { panelId, ProductTabs, tabId } from './product-tabs';
import { TherapeuticPanel } from './therapeutic/therapeutic-panel';
import './products-page.css';

const PANEL_TITLES: Record<ProductTab, string> = {
  therapeutic: 'APIs by Therapeutic Category',
  intermediates: 'Advanced Intermediates',
  pyridine: 'Pyridine Derivatives',
  thiophene: 'Thiophene Derivatives',
};

/** What the search box searches, for its label. */
const SEARCH_SUBJECTS: Record<ProductTab, string> = {
  therapeutic: 'therapeutic APIs',
  intermediates: 'intermediates',
  pyridine: 'pyridine derivatives',
  thiophene: 'thiophene derivatives',
};

const PANEL_INTROS: Record<ProductTab, string> = {
  therapeutic: 'Active pharmaceutical ingredients across 17 therapeutic categories, each fully developed and ready for supply.',
  intermediates: 'Advanced intermediates for leading generic molecules, grouped by the drugs they lead to.',
  pyridine: 'Pyridine building blocks for pharmaceutical and agrochemical synthesis.',
  thiophene: 'Thiophene derivatives for antiplatelet, CNS and speciality chemistry.',
};

// The hero's editor announces its saves with the first, the catalogue's editors with the second.
const CONTENT_EVENTS = ['productsHeroChanged' as const, 'adminDataChanged' as const];

export function ProductsPage() {
  const {
    data: { hero, catalogue },
  } = useContent<ProductsView>(loadProductsPage, DEFAULT_PRODUCTS_VIEW, CONTENT_EVENTS);
  const [tab, setTab] = useState<ProductTab>(DEFAULT_PRODUCT_TAB);
  const [query, setQuery] = useState('');
  const showHero = isProductsHeroVisible(hero);
  const { barRef, contentRef } = useKeepPanelInView(`${tab}\n${query}`);
  // Fixed, not useId: the server renders the page alone and it hydrates inside the shell's tree.
  const searchId = 'products-search';
  useRemeasureOnChange(showHero);

  return (
    <>
      {showHero ? <ProductsHeroBanner hero={hero} /> : null}
      {showHero ? null : (
        <div className="products-page-title">
          <div className="container">
            <h1>{PRODUCTS_PAGE_TITLE}</h1>
          </div>
        </div>
      )}

      <div className="products-tabbar" ref={barRef}>
        <div className="container products-tabbar-inner">
          <ProductTabs active={tab} onChange={setTab} />
          <div className="products-search" role="search">
            <label htmlFor={searchId} className="visually-hidden">
              Search {SEARCH_SUBJECTS[tab]} by name or CAS number
            </label>
            <i className="ri-search-line" aria-hidden="true" />
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder="Search name or CAS number"
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
      </div>

      <section className="section products-panels" ref={contentRef}>
        <div className="container" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          <div className="products-panel-heading">
            <h2>{PANEL_TITLES[tab]}</h2>
            <p>{PANEL_INTROS[tab]}</p>
          </div>
          {tab === 'therapeutic' ? <TherapeuticPanel query={query} categories={catalogue.therapeutic} /> : null}
          {tab === 'intermediates' ? <IntermediatesPanel query={query} groups={catalogue.intermediates} catalogue={catalogue} /> : null}
          {tab === 'pyridine' ? <ChemicalListPanel query={query} products={catalogue.pyridine} /> : null}
          {tab === 'thiophene' ? <ChemicalListPanel query={query} products={catalogue.thiophene} /> : null}
        </div>
      </section>

      <ProductExcellence />
      <CallToAction
        title="Partner With Us for Your Next Molecule"
        text="Tell us what you need, from a single API to a complete development and supply programme, and our team will come back to you."
        primary={{ to: '/contact', label: 'Contact Us', icon: 'ri-mail-line' }}
        secondary={{ to: '/capabilities', label: 'Explore Our Capabilities', icon: 'ri-building-4-line' }}
      />
    </>
  );
}

/**
 * When the visitor switches tabs or searches while the bar is stuck to the top, the new results
 * would start somewhere above the fold (or vanish above it); bring their start back under the bar.
 */
function useKeepPanelInView(view: string) {
  const barRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const bar = barRef.current?.getBoundingClientRect();
    const content = contentRef.current?.getBoundingClientRect();
    if (!bar || !content || content.top >= bar.bottom) return;
    window.scrollBy?.({ top: content.top - bar.bottom, behavior: 'smooth' });
  }, [view]);
  return { barRef, contentRef };
}

/**
 * Showing or hiding the hero moves everything below it. The scroll-animation library keeps the
 * positions it measured and only re-measures on resize, so cards that moved into view would stay
 * hidden until the next scroll; a synthetic resize makes it measure again.
 */
function useRemeasureOnChange(value: unknown) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    window.dispatchEvent(new Event('resize'));
  }, [value]);
}
