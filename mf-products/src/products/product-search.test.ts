import { defaultIntermediateGroups, defaultTherapeuticCategories, defaultThiopheneProducts } from '@pharma/shared';
import { productMatches, searchCategories, searchIntermediateGroups, searchProducts } from './product-search';

const sertraline = { name: 'Sertraline Hydrochloride', cas: '79559-97-0' };

describe('product search', () => {
  it('matches names case-insensitively and ignores surrounding space', () => {
    expect(productMatches(sertraline, '  SERTRAL ')).toBe(true);
    expect(productMatches(sertraline, 'hydrochloride')).toBe(true);
    expect(productMatches(sertraline, 'fluoxetine')).toBe(false);
  });

  it('matches CAS numbers with or without dashes', () => {
    expect(productMatches(sertraline, '79559-97')).toBe(true);
    expect(productMatches(sertraline, '7955997')).toBe(true);
    expect(productMatches(sertraline, '12345')).toBe(false);
  });

  it('keeps everything for an empty query', () => {
    expect(searchProducts(defaultThiopheneProducts, '')).toHaveLength(10);
    expect(searchCategories(defaultTherapeuticCategories, '   ')).toHaveLength(17);
  });

  it('narrows a category to its matching APIs but keeps its totals', () => {
    const [match, ...rest] = searchCategories(defaultTherapeuticCategories, 'sertraline');
    expect(rest).toHaveLength(0);
    expect(match.name).toBe('Anti-Depressants');
    expect(match.apis).toEqual([sertraline]);
    expect(match.apiCount).toBe(15);
  });

  it('keeps every API of a category whose own name matches', () => {
    const result = searchCategories(defaultTherapeuticCategories, 'anti-psychotic');
    expect(result.map((c) => c.name)).toEqual(['Anti-Psychotic']);
    expect(result[0].apis).toHaveLength(9);
  });

  it('finds intermediate groups by target drug, product name or CAS', () => {
    expect(searchIntermediateGroups(defaultIntermediateGroups, 'apixaban')[0].products).toHaveLength(2);
    const byCas = searchIntermediateGroups(defaultIntermediateGroups, '24065-33-6');
    expect(byCas.map((g) => g.category)).toEqual(['Rivaroxaban Intermediates']);
    expect(byCas[0].products.map((p) => p.name)).toEqual(['5-Chlorothiophene-2-carboxylic acid']);
  });
});
