import { PRODUCTS_COLLECTIONS, SectionEditor, sectionEditorPropsOf, type AdminPanelProps, type PharmaceuticalApisBody } from '@pharma/shared';

const section = sectionEditorPropsOf(PRODUCTS_COLLECTIONS.pharmaceuticalApis);

// The page listens for this event (and the dashboard's badges follow onChanged).
const EVENTS = ['adminDataChanged'] as const;

/** Pharmaceutical APIs: the text of /pharmaceutical-apis around its samples (banner, figures, headings, call to action). */
export function PharmaceuticalApisPanel({ onChanged }: AdminPanelProps) {
  return <SectionEditor<PharmaceuticalApisBody> {...section} layout="form" events={EVENTS} onChanged={onChanged} />;
}
