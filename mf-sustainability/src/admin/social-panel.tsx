import {
  Icon,
  iconColumn,
  localList,
  orderColumn,
  SafeHtml,
  SectionWithLists,
  statusColumn,
  textColumn,
  visibleUnlessInactive,
  type AdminPanelProps,
  type CsrCard,
  type CsrImpactItem,
  type FieldErrors,
  type FieldSpec,
  type SocialResponsibility,
  type TableColumn,
} from '@pharma/shared';
import { cssGradient } from '../sustainability/display-rules';
import { mirrorSustainability, SUSTAINABILITY_PATHS } from './sustainability-admin-paths';
import './sustainability-admin.css';

const sectionFields: FieldSpec[] = [
  { name: 'sectionTitle', label: 'Section Title', kind: 'text', required: true, wide: true, group: 'Section' },
  { name: 'sectionDescription', label: 'Section Description', kind: 'richtext', group: 'Section' },
  { name: 'isActive', label: 'Active (show the section on /sustainability)', kind: 'checkbox', group: 'Section' },
  { name: 'csrImpactTitle', label: 'CSR Impact Title', kind: 'text', wide: true, group: 'CSR Impact' },
  { name: 'csrImpactDescription', label: 'CSR Impact Description', kind: 'richtext', group: 'CSR Impact' },
];

const GRADIENT = /^\s*(?:#[0-9a-fA-F]{3,8}|[a-z-]+)\s*(?:,\s*(?:#[0-9a-fA-F]{3,8}|[a-z-]+)\s*)?$/;
const gradientField: FieldSpec = {
  name: 'gradientColors',
  label: 'Gradient Colors',
  kind: 'text',
  placeholder: '#2879b6,#7dc244',
  help: 'One or two comma-separated colours, e.g. #2879b6,#7dc244.',
};

/** Gradient colours: one or two comma-separated colours, as the API accepts. */
export function validateGradient(item: { gradientColors?: string }): FieldErrors {
  const value = item.gradientColors ?? '';
  return value === '' || GRADIENT.test(value) ? {} : { gradientColors: 'Gradient Colors must be one or two comma-separated colours, e.g. #2879b6,#7dc244' };
}

export const csrCardFields: FieldSpec[] = [
  { name: 'cardTitle', label: 'Card Title', kind: 'text', required: true },
  { name: 'cardSubtitle', label: 'Card Subtitle', kind: 'text' },
  { name: 'cardDescription', label: 'Card Description', kind: 'richtext' },
  { name: 'highlightText', label: 'Highlight Text', kind: 'text' },
  { name: 'icon', label: 'Icon', kind: 'icon', placeholder: 'ri-hand-heart-line' },
  gradientField,
  { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

export const impactItemFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'richtext' },
  { name: 'icon', label: 'Icon', kind: 'icon', placeholder: 'ri-team-line' },
  gradientField,
  { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

function gradientColumn<T extends { gradientColors?: string }>(): TableColumn<T> {
  return {
    header: 'Gradient',
    render: (item) => (
      <span className="sust-admin-gradient-cell">
        <span className="sust-admin-gradient" style={{ backgroundImage: cssGradient(item.gradientColors, 90) }} aria-hidden="true" />
        <code>{item.gradientColors}</code>
      </span>
    ),
  };
}

const csrCards = localList<CsrCard>({
  key: 'csrCards',
  title: 'CSR Cards',
  itemName: 'CSR Card',
  fields: csrCardFields,
  columns: [
    iconColumn('Icon', (c) => c.icon),
    textColumn('Title', (c) => c.cardTitle, 40),
    textColumn('Subtitle', (c) => c.cardSubtitle, 50),
    gradientColumn<CsrCard>(),
    orderColumn(),
    statusColumn(),
  ],
  newItem: (count) => ({
    cardTitle: '',
    cardSubtitle: '',
    cardDescription: '',
    highlightText: '',
    icon: 'ri-hand-heart-line',
    gradientColors: '#2879b6,#7dc244',
    order: count + 1,
    isActive: true,
  }),
  idPrefix: 'csr',
  validate: validateGradient,
  emptyText: 'No CSR cards yet.',
});

const impactItems = localList<CsrImpactItem>({
  key: 'csrImpactItems',
  title: 'Impact Items',
  itemName: 'Impact Item',
  fields: impactItemFields,
  columns: [iconColumn('Icon', (i) => i.icon), textColumn('Title', (i) => i.title, 50), gradientColumn<CsrImpactItem>(), orderColumn(), statusColumn()],
  newItem: (count) => ({ title: '', description: '', icon: 'ri-team-line', gradientColors: '#2879b6,#3a8bc4', order: count + 1, isActive: true }),
  idPrefix: 'impact',
  validate: validateGradient,
  emptyText: 'No impact items yet.',
});

/** Social Responsibility: texts and flag, CSR cards and impact items (held here), all sent by 'Save Section'. */
export function SocialPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionWithLists<SocialResponsibility>
      title="Social Responsibility"
      path={SUSTAINABILITY_PATHS.social}
      fields={sectionFields}
      lists={[csrCards, impactItems]}
      saveLabel="Save Section"
      messages={{
        saved: 'Social Responsibility saved successfully!',
        failed: 'Failed to save Social Responsibility',
        error: 'Error saving Social Responsibility',
      }}
      intro={<p className="admin-muted">CSR cards and impact items stay in this tab until you press 'Save Section'.</p>}
      preview={(social) => <SocialPreview social={social} />}
      events={['adminDataChanged']}
      mirror={(saved) => mirrorSustainability('social', saved)}
      onChanged={onChanged}
    />
  );
}

function SocialPreview({ social }: { social: SocialResponsibility }) {
  return (
    <div className={social.isActive === false ? 'sust-admin-dim' : undefined}>
      {social.isActive === false ? <p className="sust-admin-flag">Inactive: the section is hidden</p> : null}
      <p className="sust-admin-preview-heading">{social.sectionTitle}</p>
      <SafeHtml html={social.sectionDescription} className="admin-muted sust-admin-center" />
      <div className="admin-preview-cards">
        {visibleUnlessInactive(social.csrCards).map((card) => (
          <article key={card.id} className="admin-preview-card sust-admin-csr">
            <div className="sust-admin-csr-banner" style={{ backgroundImage: cssGradient(card.gradientColors) }}>
              <Icon name={card.icon} fallback="ri-hand-heart-line" /> <strong>{card.cardTitle}</strong>
            </div>
            {card.cardSubtitle ? <p className="sust-admin-small sust-admin-accent">{card.cardSubtitle}</p> : null}
            <SafeHtml html={card.cardDescription} className="sust-admin-small" />
            {card.highlightText ? (
              <p className="sust-admin-small">
                <Icon name="ri-star-smile-line" /> {card.highlightText}
              </p>
            ) : null}
          </article>
        ))}
      </div>
      <p className="sust-admin-card-title sust-admin-impact-title">{social.csrImpactTitle}</p>
      <SafeHtml html={social.csrImpactDescription} className="sust-admin-small" />
      <ul className="sust-admin-impact">
        {visibleUnlessInactive(social.csrImpactItems).map((item) => (
          <li key={item.id}>
            <span className="sust-admin-round-icon" style={{ backgroundImage: cssGradient(item.gradientColors) }}>
              <Icon name={item.icon} fallback="ri-team-line" />
            </span>
            <span>
              <strong>{item.title}</strong>
              <SafeHtml html={item.description} className="sust-admin-small" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
