import {
  apiPathOf,
  editorFields,
  Icon,
  iconColumn,
  itemEditorFields,
  localList,
  orderColumn,
  SafeHtml,
  SectionWithLists,
  statusColumn,
  SUSTAINABILITY_COLLECTIONS,
  textColumn,
  visibleUnlessInactive,
  type AdminPanelProps,
  type CsrCard,
  type CsrImpactItem,
  type FieldErrors,
  type SocialResponsibility,
  type TableColumn,
} from '@pharma/shared';
import { cssGradient } from '../sustainability/display-rules';
import { mirrorSustainability } from './sustainability-mirror';
import './sustainability-admin.css';

const { social } = SUSTAINABILITY_COLLECTIONS;
const sectionFields = editorFields(social);

const GRADIENT = /^\s*(?:#[0-9a-fA-F]{3,8}|[a-z-]+)\s*(?:,\s*(?:#[0-9a-fA-F]{3,8}|[a-z-]+)\s*)?$/;
/** Gradient colours: one or two comma-separated colours, as the API accepts. */
export function validateGradient(item: { gradientColors?: string }): FieldErrors {
  const value = item.gradientColors ?? '';
  return value === '' || GRADIENT.test(value) ? {} : { gradientColors: 'Gradient Colors must be one or two comma-separated colours, e.g. #2879b6,#7dc244' };
}

export const csrCardFields = itemEditorFields(social.fields.csrCards, { required: true });

export const impactItemFields = itemEditorFields(social.fields.csrImpactItems, { required: true });

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
      title={social.title}
      path={apiPathOf(social)}
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
