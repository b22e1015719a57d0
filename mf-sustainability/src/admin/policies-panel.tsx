import {
  brandColor,
  DEFAULT_COLOR,
  Icon,
  SafeHtml,
  visibleUnlessInactive,
  type AdminPanelProps,
  type FieldSpec,
  type SustainabilityPolicy,
} from '@pharma/shared';
import { ServerInlineList } from './server-inline-list';
import { mirrorSustainability, SUSTAINABILITY_PATHS } from './sustainability-admin-paths';
import './sustainability-admin.css';

export const policyFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'richtext' },
  { name: 'icon', label: 'Icon', kind: 'icon', placeholder: 'ri-file-text-line' },
  { name: 'color', label: 'Color', kind: 'color' },
  { name: 'order', label: 'Order', kind: 'integer', min: 0 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** Policies: an inline editable table held here until 'Save Policies', with a preview. */
export function PoliciesPanel({ onChanged }: AdminPanelProps) {
  return (
    <ServerInlineList<SustainabilityPolicy>
      title="Policies"
      itemName="Policy"
      path={SUSTAINABILITY_PATHS.policies}
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
