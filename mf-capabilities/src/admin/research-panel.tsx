import {
  brandColor,
  Icon,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  mirrorToAdminData,
  SectionEditor,
  type AdminPanelProps,
  type CapabilitiesResearch,
  type FieldSpec,
  type ResearchCard,
} from '@pharma/shared';
import type { CSSProperties } from 'react';
import { CAPABILITIES_PATHS } from './capabilities-admin-paths';
import './capabilities-admin.css';

/** The fields of one R&D card; titles, subtitle, icon and colour are required (admin-panel §5). */
function cardFields(key: 'apiCard' | 'fdfCard', group: string): FieldSpec[] {
  return [
    { name: `${key}.title`, label: 'Card Title', kind: 'text', required: true, group },
    { name: `${key}.subtitle`, label: 'Subtitle', kind: 'text', required: true, group },
    { name: `${key}.icon`, label: 'Icon', kind: 'icon', required: true, group, placeholder: 'ri-flask-line' },
    { name: `${key}.color`, label: 'Color', kind: 'color', required: true, group },
    {
      name: `${key}.points`,
      label: 'Points',
      kind: 'list',
      itemLabel: 'Point',
      group,
      fields: [
        { name: 'title', label: 'Point Title', kind: 'text', required: true, wide: true },
        { name: 'description', label: 'Point Description', kind: 'textarea', required: true, rows: 2, maxLength: 5000 },
      ],
      maxItems: 20,
      newItem: () => ({ title: '', description: '' }),
    },
  ];
}

export const researchFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true, maxLength: 5000 },
  { name: 'image', label: 'Image', kind: 'image' },
  { name: 'isActive', label: 'Active (show the R&D section on /capabilities)', kind: 'checkbox' },
  ...cardFields('apiCard', 'API R&D Card'),
  ...cardFields('fdfCard', 'FDF R&D Card'),
  { name: 'promise.title', label: 'Promise Title', kind: 'text', required: true, group: 'R&D Promise' },
  { name: 'promise.description', label: 'Promise Description', kind: 'textarea', required: true, maxLength: 5000, group: 'R&D Promise' },
  { name: 'promise.icon', label: 'Icon', kind: 'icon', required: true, group: 'R&D Promise', placeholder: 'ri-award-line' },
];

/** Research: the R&D section with its API and FDF cards (points added and removed) and the promise. */
export function ResearchPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<CapabilitiesResearch>
      title="Research & Development"
      path={CAPABILITIES_PATHS.research}
      fields={researchFields}
      layout="dialog"
      editLabel="Edit Research Section"
      preview={(research) => <ResearchPreview research={research} />}
      messages={{ saved: 'Research section saved successfully!', failed: 'Failed to save the Research section', error: 'Error saving the Research section' }}
      events={['adminDataChanged']}
      mirror={(saved) => mirrorToAdminData('capabilitiesResearch', saved)}
      onChanged={onChanged}
    />
  );
}

export function ResearchPreview({ research }: { research: CapabilitiesResearch }) {
  return (
    <div className={`cap-admin-research${research.isActive === false ? ' is-inactive' : ''}`}>
      {research.isActive === false ? <p className="cap-admin-flag">Inactive: the R&D section and its tab are hidden</p> : null}
      <div className="cap-admin-research-intro">
        <div>
          <p className="cap-admin-research-title">{research.title}</p>
          <p className="cap-admin-muted-text">{research.description}</p>
        </div>
        {research.image ? <ImageWithFallback className="cap-admin-research-image" src={research.image} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" /> : null}
      </div>
      <div className="cap-admin-cards">
        <CardPreview card={research.apiCard} />
        <CardPreview card={research.fdfCard} />
      </div>
      {research.promise ? (
        <div className="cap-admin-promise">
          <Icon name={research.promise.icon} fallback="ri-award-line" className="cap-admin-promise-icon" />
          <div>
            <p className="cap-admin-card-title">{research.promise.title}</p>
            <p className="cap-admin-muted-text">{research.promise.description}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function CardPreview({ card }: { card: ResearchCard | undefined }) {
  if (!card) return null;
  const accent = { '--cap-admin-accent': brandColor(card.color) } as CSSProperties;
  return (
    <article className="cap-admin-card" style={accent}>
      <header className="cap-admin-card-head">
        <span className="cap-admin-card-icon">
          <Icon name={card.icon} fallback="ri-flask-line" />
        </span>
        <div>
          <p className="cap-admin-card-title">{card.title}</p>
          <p className="cap-admin-muted-text">{card.subtitle}</p>
        </div>
      </header>
      <ul className="cap-admin-points">
        {(card.points ?? []).map((point, index) => (
          <li key={`${point.title}-${index}`}>
            <strong>{point.title}</strong> {point.description}
          </li>
        ))}
      </ul>
    </article>
  );
}
