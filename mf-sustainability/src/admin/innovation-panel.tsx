import {
  apiPathOf,
  editorFields,
  SafeHtml,
  SectionEditor,
  SUSTAINABILITY_COLLECTIONS,
  visibleUnlessInactive,
  type AdminPanelProps,
  type InnovationCard,
  type InnovationTransformation,
} from '@pharma/shared';
import { ServerInlineList } from './server-inline-list';
import { mirrorSustainability } from './sustainability-mirror';
import './sustainability-admin.css';

const { innovationTransformation, digitalSolutions, researchInnovations } = SUSTAINABILITY_COLLECTIONS;
const sectionFields = editorFields(innovationTransformation);
/** Both lists hold the same cards. */
export const innovationCardFields = editorFields(digitalSolutions);

const newCard = (count: number): Partial<InnovationCard> => ({ cardTitle: '', cardSubtitle: '', cardDescription: '', order: count + 1, isActive: true });

/** Innovation & Transformation: the section's texts and flag, then Digital Solutions and Research & Innovation as inline tables. */
export function InnovationPanel({ onChanged }: AdminPanelProps) {
  return (
    <>
      <SectionEditor<InnovationTransformation>
        title={innovationTransformation.title}
        path={apiPathOf(innovationTransformation)}
        fields={sectionFields}
        layout="form"
        messages={{
          saved: 'Innovation & Transformation saved successfully!',
          failed: 'Failed to save Innovation & Transformation',
          error: 'Error saving Innovation & Transformation',
        }}
        events={['adminDataChanged']}
        mirror={(saved) => mirrorSustainability('innovationTransformation', saved)}
        onChanged={onChanged}
      />
      <ServerInlineList<InnovationCard>
        title={digitalSolutions.title}
        itemName={digitalSolutions.itemName}
        path={apiPathOf(digitalSolutions)}
        fields={innovationCardFields}
        newItem={newCard}
        saveLabel="Save Digital Solutions"
        messages={{ saved: 'Digital Solutions saved successfully!', failed: 'Failed to save Digital Solutions', error: 'Error saving Digital Solutions' }}
        preview={(cards) => <InnovationCards cards={cards} />}
        events={['adminDataChanged']}
        mirror={(cards) => mirrorSustainability('digitalSolutions', cards)}
        onChanged={onChanged}
        emptyText="No Digital Solutions cards yet."
      />
      <ServerInlineList<InnovationCard>
        title={researchInnovations.title}
        itemName={researchInnovations.itemName}
        path={apiPathOf(researchInnovations)}
        fields={innovationCardFields}
        newItem={newCard}
        saveLabel="Save Research & Innovation"
        messages={{
          saved: 'Research & Innovation saved successfully!',
          failed: 'Failed to save Research & Innovation',
          error: 'Error saving Research & Innovation',
        }}
        preview={(cards) => <InnovationCards cards={cards} />}
        events={['adminDataChanged']}
        mirror={(cards) => mirrorSustainability('researchInnovations', cards)}
        onChanged={onChanged}
        emptyText="No Research & Innovation cards yet."
      />
    </>
  );
}

function InnovationCards({ cards }: { cards: readonly InnovationCard[] }) {
  const shown = visibleUnlessInactive(cards);
  if (shown.length === 0) return <p className="admin-muted">No shown cards.</p>;
  return (
    <div className="admin-preview-cards">
      {shown.map((card, index) => (
        <article key={card.id ?? index} className="admin-preview-card sust-admin-innovation">
          <span className="sust-admin-index" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <p className="sust-admin-card-title">{card.cardTitle}</p>
          {card.cardSubtitle ? <p className="sust-admin-small sust-admin-accent">{card.cardSubtitle}</p> : null}
          <SafeHtml html={card.cardDescription} className="sust-admin-small" />
        </article>
      ))}
    </div>
  );
}
