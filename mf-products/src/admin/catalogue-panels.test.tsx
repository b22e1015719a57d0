import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultTherapeuticCategoryItems } from '@pharma/shared';
import { admin } from './index';
import { TherapeuticCategoriesPanel } from './catalogue-panels';
import { fakeApi, signedIn } from '@pharma/shared/testing';

const PATH = '/api/cms/products/therapeutic-categories';
const categories = defaultTherapeuticCategoryItems.slice(0, 2).map((category) => ({ ...category, version: 1 }));

async function setup() {
  const api = fakeApi({ [PATH]: categories });
  const user = userEvent.setup();
  render(<TherapeuticCategoriesPanel onChanged={() => undefined} />);
  await screen.findByRole('table', { name: 'Therapeutic APIs' });
  return { api, user };
}

describe('Therapeutic APIs editor', () => {
  beforeEach(() => signedIn());
  afterEach(() => localStorage.clear());

  it('lists each category with its count of APIs', async () => {
    await setup();
    const rows = within(screen.getByRole('table', { name: 'Therapeutic APIs' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Anti-Histaminic');
    expect(rows[1]).toHaveTextContent('3 APIs');
    expect(rows[2]).toHaveTextContent('Anti-Convulsant/Anxiolytic');
    expect(rows[2]).toHaveTextContent('15 APIs');
  });

  it('renames one API of a category and adds another, sending the category with its whole list of APIs', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit Therapeutic Category 1' }));
    const dialog = screen.getByRole('dialog', { name: /^Edit\b/ });
    expect(within(dialog).getByLabelText(/^Category Name/)).toHaveValue('Anti-Histaminic');
    const names = within(dialog).getAllByLabelText(/^Name/);
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['Cetirizine Dihydrochloride', 'Hydroxyzine', 'Desloratadine']);

    await user.clear(names[1]!);
    await user.type(names[1]!, 'Hydroxyzine Hydrochloride');
    await user.click(within(dialog).getByRole('button', { name: 'Add API' }));
    await user.type(within(dialog).getAllByLabelText(/^Name/)[3]!, 'Bilastine');
    await user.type(within(dialog).getAllByLabelText(/^CAS Number/)[3]!, '202189-78-4');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Therapeutic Category updated successfully!')).toBeInTheDocument();
    const put = api.writes()[0]!;
    expect(put).toMatchObject({ method: 'PUT', url: `${PATH}/anti-histaminic` });
    expect(put.body).toMatchObject({
      name: 'Anti-Histaminic',
      apis: [
        { name: 'Cetirizine Dihydrochloride', cas: '83881-52-1' },
        { name: 'Hydroxyzine Hydrochloride', cas: '68-88-2' },
        { name: 'Desloratadine', cas: '100643-71-8' },
        { name: 'Bilastine', cas: '202189-78-4' },
      ],
      version: 1,
    });
  });

  it('will not save an API without its CAS number', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit Therapeutic Category 2' }));
    const dialog = screen.getByRole('dialog', { name: /^Edit\b/ });
    await user.clear(within(dialog).getAllByLabelText(/^CAS Number/)[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('dialog', { name: /^Edit\b/ })).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);
  });

  it('gives the Products tab a sub-tab per catalogue list, counted from the lists', async () => {
    fakeApi({
      [PATH]: categories,
      '/api/cms/products/intermediate-groups': [{ id: 'g', category: 'G', products: [], order: 1, isActive: true }],
      '/api/cms/products/pyridine': [],
      '/api/cms/products/thiophene': [{ id: 't', name: 'T', cas: '1-1-1', image: '', order: 1, isActive: true }],
      '/api/cms/products/api-samples': [],
      '/api/cms/seo': [],
    });
    expect(admin.subTabs.map((tab) => tab.label)).toEqual([
      'Hero',
      'Therapeutic APIs',
      'Intermediates',
      'Pyridine',
      'Thiophene',
      'API Samples',
      'Pharmaceutical APIs',
      'SEO',
    ]);
    const counts = await Promise.all(admin.subTabs.slice(1, 6).map((tab) => tab.count()));
    expect(counts).toEqual([2, 1, 0, 1, 0]);
  });
});
