import {
  API_SAMPLE_CATEGORIES,
  brandColor,
  colorColumn,
  DEFAULT_BRAND_COLOR_NAME,
  iconColumn,
  ListEditor,
  listEditorPropsOf,
  orderColumn,
  PRODUCTS_COLLECTIONS,
  statusColumn,
  textColumn,
  type AdminPanelProps,
  type ApiSampleItem,
  type ChemicalProductItem,
  type IntermediateGroupItem,
  type TherapeuticCategoryItem,
} from '@pharma/shared';

const { therapeuticCategories, intermediateGroups, pyridineProducts, thiopheneProducts, apiSamples } = PRODUCTS_COLLECTIONS;

// The public pages listen for this event (and the dashboard's badges follow onChanged).
const EVENTS = ['adminDataChanged'] as const;

function count(items: readonly unknown[] | undefined, noun: string): string {
  const n = items?.length ?? 0;
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Therapeutic APIs: the categories of the Therapeutic tab of /products, each with its APIs. */
export function TherapeuticCategoriesPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<TherapeuticCategoryItem>
      {...listEditorPropsOf(therapeuticCategories)}
      columns={[
        iconColumn('Icon', (c) => c.icon),
        textColumn('Category', (c) => c.name, 60),
        textColumn('APIs', (c) => count(c.apis, 'API'), 20),
        colorColumn<TherapeuticCategoryItem>('Color', (c) => c.color, brandColor),
        orderColumn(),
        statusColumn(),
      ]}
      defaults={{ icon: 'ri-capsule-line', color: DEFAULT_BRAND_COLOR_NAME, apis: [] }}
      events={EVENTS}
      onChanged={onChanged}
      emptyText="No therapeutic categories yet: the page shows its built-in catalogue."
    />
  );
}

/** Intermediates: the groups of the Intermediates tab of /products, each with its products. */
export function IntermediateGroupsPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<IntermediateGroupItem>
      {...listEditorPropsOf(intermediateGroups)}
      columns={[textColumn('Group', (g) => g.category, 60), textColumn('Products', (g) => count(g.products, 'product'), 20), orderColumn(), statusColumn()]}
      defaults={{ products: [] }}
      events={EVENTS}
      onChanged={onChanged}
      emptyText="No intermediates groups yet: the page shows its built-in groups."
    />
  );
}

function ChemicalProductsEditor({ declaration, onChanged }: AdminPanelProps & { declaration: typeof pyridineProducts }) {
  return (
    <ListEditor<ChemicalProductItem>
      {...listEditorPropsOf(declaration)}
      columns={[textColumn('Name', (p) => p.name, 60), textColumn('CAS Number', (p) => p.cas, 20), orderColumn(), statusColumn()]}
      events={EVENTS}
      onChanged={onChanged}
      emptyText="No products yet: the page shows its built-in list."
    />
  );
}

/** Pyridine: the Pyridine tab of /products. */
export function PyridineProductsPanel(props: AdminPanelProps) {
  return <ChemicalProductsEditor declaration={pyridineProducts} {...props} />;
}

/** Thiophene: the Thiophene tab of /products. */
export function ThiopheneProductsPanel(props: AdminPanelProps) {
  return <ChemicalProductsEditor declaration={thiopheneProducts} {...props} />;
}

/** API Samples: the featured APIs of /pharmaceutical-apis. */
export function ApiSamplesPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<ApiSampleItem>
      {...listEditorPropsOf(apiSamples)}
      columns={[
        textColumn('Name', (s) => s.name, 50),
        textColumn('Category', (s) => s.category, 30),
        textColumn('CAS Number', (s) => s.cas, 20),
        orderColumn(),
        statusColumn(),
      ]}
      defaults={{ category: API_SAMPLE_CATEGORIES[0], regulatory: [] }}
      events={EVENTS}
      onChanged={onChanged}
      emptyText="No API samples yet: the page shows its built-in samples."
    />
  );
}
