import {
  apiPathOf,
  CAPABILITIES_PAGE_BODIES,
  editorFields,
  SectionEditor,
  type AdminPanelProps,
  type ContractManufacturingPage,
  type ResearchDevelopmentPage,
} from '@pharma/shared';

const { contractManufacturing, researchDevelopment } = CAPABILITIES_PAGE_BODIES;
const contractManufacturingFields = editorFields(contractManufacturing);
const researchDevelopmentFields = editorFields(researchDevelopment);

// The pages listen for this event (and the dashboard's badges follow onChanged).
const EVENTS = ['adminDataChanged'] as const;

/** Contract Manufacturing: the body of /contract-manufacturing below its banner. */
export function ContractManufacturingPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<ContractManufacturingPage>
      title={contractManufacturing.title}
      path={apiPathOf(contractManufacturing)}
      fields={contractManufacturingFields}
      layout="form"
      events={EVENTS}
      onChanged={onChanged}
    />
  );
}

/** Research & Development: the body of /research-development below its banner. */
export function ResearchDevelopmentPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<ResearchDevelopmentPage>
      title={researchDevelopment.title}
      path={apiPathOf(researchDevelopment)}
      fields={researchDevelopmentFields}
      layout="form"
      events={EVENTS}
      onChanged={onChanged}
    />
  );
}
