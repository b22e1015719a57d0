import {
  apiPathOf,
  brandColor,
  DEFAULT_COLOR,
  editorFields,
  Icon,
  SafeHtml,
  SUSTAINABILITY_COLLECTIONS,
  visibleUnlessInactive,
  type AdminPanelProps,
  type SustainabilityPolicy,
} from '@pharma/shared';
import { ServerInlineList } from './server-inline-list';
import { mirrorSustainability } from './sustainability-mirror';
import './sustainability-admin.css';

const { policies } = SUSTAINABILITY_COLLECTIONS;
export const policyFields = editorFields(policies);

/** Policies: an inline editable table held here until 'Save Policies', with a preview. */
export function PoliciesPanel({ onChanged }: AdminPanelProps) {
  return (
    <ServerInlineList<SustainabilityPolicy>
      title={policies.title}
      itemName={policies.itemName}
      path={apiPathOf(policies)}
      fields={policyFields}
      newItem={(count) => ({ title: '', description: '', icon: 'ri-file-text-line', color: DEFAULT_COLOR, order: count + 1, isActive: true })}
      saveLabel="Save Policies"
      messages={{ saved: 'Policies saved successfully!', failed: 'Failed to save Policies', error: 'Error saving Policies' }}
      preview={(policies) => <PolicyCards policies={policies} />}
      events={['adminDataChanged']}
      mirror={(policies) => mirrorSustainability('policies', policies)}
      onChanged={onChanged}
      emptyText="No policies yet."
    />
  );
}

function PolicyCards({ policies }: { policies: readonly SustainabilityPolicy[] }) {
  const shown = visibleUnlessInactive(policies);
  if (shown.length === 0) return <p className="admin-muted">No active policies.</p>;
  return (
    <div className="admin-preview-cards">
      {shown.map((policy, index) => (
        <article key={policy.id ?? index} className="admin-preview-card sust-admin-policy" style={{ borderTopColor: brandColor(policy.color) }}>
          <span className="sust-admin-round-icon" style={{ background: brandColor(policy.color) }}>
            <Icon name={policy.icon} fallback="ri-file-text-line" />
          </span>
          <p className="sust-admin-card-title">{policy.title}</p>
          <SafeHtml html={policy.description} className="sust-admin-small" />
        </article>
      ))}
    </div>
  );
}
