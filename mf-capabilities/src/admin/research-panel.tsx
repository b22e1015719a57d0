import {
  apiPathOf,
  brandColor,
  CAPABILITIES_COLLECTIONS,
  editorFields,
  Icon,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  mirrorToAdminData,
  SectionEditor,
  type AdminPanelProps,
  type CapabilitiesResearch,
  type ResearchCard,
} from '@pharma/shared';
import type { CSSProperties } from 'react';
import './capabilities-admin.css';

const research = CAPABILITIES_COLLECTIONS.research;
const researchFields = editorFields(research);

/** Research: the R&D section with its API and FDF cards (points added and removed) and the promise. */
export function ResearchPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<CapabilitiesResearch>
      title={research.title}
      path={apiPathOf(research)}
      fields={researchFields}
      layout="dialog"
      editLabel="Edit Research Section"
      preview={(section) => <ResearchPreview research={section} />}
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
