import { defaultIntermediateGroups, defaultPyridineProducts, defaultThiopheneProducts } from '@pharma/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blobText, captureDownloads, readLocation, renderWithRouter } from '@pharma/shared/testing';
import { catalogCsv } from './catalog';
import { ChemicalListPanel } from './chemical-list-panel';
import { IntermediatesPanel } from './intermediates-panel';

describe('intermediates panel', () => {
  it('shows the six target-drug groups, each product with image, name and CAS', () => {
    const { container } = renderWithRouter(<IntermediatesPanel query="" />, '/products');
    const groups = screen.getAllByRole('region').filter((r) => r.classList.contains('products-group'));
    expect(groups).toHaveLength(6);
    const ticagrelor = screen.getByRole('region', { name: 'Ticagrelor Intermediates' });
    expect(within(ticagrelor).getAllByRole('listitem')).toHaveLength(3);
    expect(within(ticagrelor).getByText('4,6-Dichloro-2-(propylthio)pyrimidin-5-amine')).toBeInTheDocument();
    expect(within(ticagrelor).getByText('145783-15-9')).toBeInTheDocument();
    const total = defaultIntermediateGroups.reduce((n, g) => n + g.products.length, 0);
    expect(container.querySelectorAll('.products-chem-image img')).toHaveLength(total);
  });

  it('replaces a broken product image with an icon', () => {
    const { container } = renderWithRouter(<IntermediatesPanel query="apixaban" />, '/products');
    const images = container.querySelectorAll('.products-chem-image img');
    expect(images).toHaveLength(2);
    fireEvent.error(images[0]);
    expect(container.querySelectorAll('.products-chem-image img')).toHaveLength(1);
    const fallback = screen.getByTestId('image-fallback');
    expect(fallback).toHaveClass('ri-flask-line');
    expect(fallback).toHaveAttribute('aria-hidden', 'true');
  });

  it('filters by search and shows the empty state, keeping the custom-intermediates block', () => {
    renderWithRouter(<IntermediatesPanel query="zzz-nothing" />, '/products');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filter criteria')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Need Custom Intermediates' })).toBeInTheDocument();
  });

  it('Contact Our Experts goes to /contact with the subject prefilled', async () => {
    const user = userEvent.setup();
    renderWithRouter(<IntermediatesPanel query="" />, '/products');
    await user.click(screen.getByRole('link', { name: 'Contact Our Experts' }));
    expect(readLocation(screen.getByTestId('location'))).toEqual({
      pathname: '/contact',
      search: '?subject=Custom%20intermediates%20enquiry',
      state: { subject: 'Custom intermediates enquiry' },
    });
  });

  it('Download Catalog saves a CSV of every intermediate, pyridine and thiophene product', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    renderWithRouter(<IntermediatesPanel query="" />, '/products');
    await user.click(screen.getByRole('button', { name: 'Download Catalog' }));
    downloads.restore();
    expect(downloads.saved.map((d) => d.filename)).toEqual(['auralis-intermediates-catalog.csv']);
    const lines = (await blobText(downloads.saved[0].blob))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Product Family,Group,Product,CAS Number');
    expect(lines[1]).toBe('Advanced Intermediates,Ticagrelor Intermediates,"4,6-Dichloro-2-(propylthio)pyrimidin-5-amine",145783-15-9');
    expect(lines).toContain('Pyridine Derivatives,Pyridine,2-Chloronicotinic Acid,2942-59-8');
    expect(lines).toContain('Thiophene Derivatives,Thiophene,2-Acetylthiophene,88-15-3');
    expect(lines).toHaveLength(1 + 18 + 4 + 10);
  });

  it('catalog CSV has one row per product', () => {
    const csv = catalogCsv({ intermediates: defaultIntermediateGroups, pyridine: [], thiophene: [] });
    expect(csv.trim().split('\r\n')).toHaveLength(19);
  });
});

describe('pyridine and thiophene panels', () => {
  it('list 4 pyridine and 10 thiophene products with name, CAS and image', () => {
    const { container, unmount } = renderWithRouter(<ChemicalListPanel query="" products={defaultPyridineProducts} />, '/products');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('4-Dimethylaminopyridine (DMAP)')).toBeInTheDocument();
    expect(screen.getByText('1122-58-3')).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(4);
    unmount();
    renderWithRouter(<ChemicalListPanel query="" products={defaultThiopheneProducts} />, '/products');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('10 products')).toBeInTheDocument();
  });

  it('search by CAS narrows the grid; a miss shows the empty state', () => {
    const { rerender } = renderWithRouter(<ChemicalListPanel query="872-31-1" products={defaultThiopheneProducts} />, '/products');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('3-Bromothiophene')).toBeInTheDocument();
    rerender(<ChemicalListPanel query="pyrimidine" products={defaultThiopheneProducts} />);
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('swaps a broken image for an icon here too', () => {
    const { container } = renderWithRouter(<ChemicalListPanel query="" products={defaultPyridineProducts} />, '/products');
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getAllByTestId('image-fallback')).toHaveLength(1);
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('shows the icon, not an empty image, for a product saved without a drawing', () => {
    const products = [{ ...defaultPyridineProducts[0]!, image: '' }, defaultPyridineProducts[1]!];
    const { container } = renderWithRouter(<ChemicalListPanel query="" products={products} />, '/products');
    expect(screen.getAllByTestId('image-fallback')).toHaveLength(1);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
