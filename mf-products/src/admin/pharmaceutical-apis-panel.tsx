import { apiPathOf, editorFields, PRODUCTS_COLLECTIONS, SectionEditor, type AdminPanelProps, type PharmaceuticalApisBody } from '@pharma/shared';

const { pharmaceuticalApis } = PRODUCTS_COLLECTIONS;
const fields = editorFields(pharmaceuticalApis);

// The page listens for this event (and the dashboard's badges follow onChanged).
const EVENTS = ['adminDataChanged'] as const;

/** Pharmaceutical APIs: the text of /pharmaceutical-apis around its samples (banner, figures, headings, call to action). */
export function PharmaceuticalApisPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<PharmaceuticalApisBody>
      title={pharmaceuticalApis.title}
      path={apiPathOf(pharmaceuticalApis)}
      fields={fields}
      layout="form"
      events={EVENTS}
      onChanged={onChanged}
    />
  );
}
