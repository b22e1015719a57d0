import {
  CAPABILITIES_PAGE_BODIES,
  SectionEditor,
  sectionEditorPropsOf,
  type AdminPanelProps,
  type ContractManufacturingPage,
  type ResearchDevelopmentPage,
} from '@pharma/shared';

const contractManufacturing = sectionEditorPropsOf(CAPABILITIES_PAGE_BODIES.contractManufacturing);
const researchDevelopment = sectionEditorPropsOf(CAPABILITIES_PAGE_BODIES.researchDevelopment);

// The pages listen for this event (and the dashboard's badges follow onChanged).
const EVENTS = ['adminDataChanged'] as const;

/** Contract Manufacturing: the body of /contract-manufacturing below its banner. */
export function ContractManufacturingPanel({ onChanged }: AdminPanelProps) {
  return <SectionEditor<ContractManufacturingPage> {...contractManufacturing} layout="form" events={EVENTS} onChanged={onChanged} />;
}

/** Research & Development: the body of /research-development below its banner. */
export function ResearchDevelopmentPanel({ onChanged }: AdminPanelProps) {
  return <SectionEditor<ResearchDevelopmentPage> {...researchDevelopment} layout="form" events={EVENTS} onChanged={onChanged} />;
}
