import { handleTabKey, SafeHtml, SUSTAINABILITY_TEXTS, visibleUnlessInactive, type InnovationCard, type InnovationTransformation } from '@pharma/shared';
import { useRef, useState, type KeyboardEvent } from 'react';

export type InnovationTab = 'digital' | 'research';

const TABS: { id: InnovationTab; label: string }[] = [
  { id: 'digital', label: SUSTAINABILITY_TEXTS.digitalSolutionsTab },
  { id: 'research', label: SUSTAINABILITY_TEXTS.researchInnovationTab },
];

interface Props {
  section: InnovationTransformation;
  digitalSolutions: InnovationCard[];
  researchInnovations: InnovationCard[];
}

/** Innovation and Digital Transformation: two tabs of cards, Digital Solutions first. */
export function InnovationSection({ section, digitalSolutions, researchInnovations }: Props) {
  const [active, setActive] = useState<InnovationTab>('digital');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (section.isActive === false) return null;
  const cards = visibleUnlessInactive(active === 'digital' ? digitalSolutions : researchInnovations);

  const onKeyDown = (event: KeyboardEvent, index: number) =>
    handleTabKey(event, index, TABS.length, (next) => {
      setActive(TABS[next].id);
      buttons.current[next]?.focus();
    });

  return (
    <section className="section section-alt esg-innovation" aria-labelledby="esg-innovation-title" data-testid="innovation-section">
      <div className="container">
        <header className="section-heading" data-aos="fade-up">
          <h2 id="esg-innovation-title">{section.sectionTitle}</h2>
          {section.sectionDescription ? <SafeHtml className="esg-section-description" html={section.sectionDescription} /> : null}
        </header>
        <div className="esg-tabs" role="tablist" aria-label={section.sectionTitle || 'Innovation'}>
          {TABS.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`esg-tab-${tab.id}`}
              aria-selected={active === tab.id}
              aria-controls={`esg-panel-${tab.id}`}
              tabIndex={active === tab.id ? 0 : -1}
              className={`esg-tab${active === tab.id ? ' active' : ''}`}
              onClick={() => setActive(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`esg-panel-${active}`} aria-labelledby={`esg-tab-${active}`} tabIndex={0} className="esg-tabpanel">
          <ul className="esg-innovation-grid">
            {cards.map((card, index) => (
              <li key={card.id} className="esg-innovation-card" data-testid="innovation-card">
                <span className="esg-innovation-index" aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
                <h3>{card.cardTitle}</h3>
                {card.cardSubtitle ? <p className="esg-innovation-subtitle">{card.cardSubtitle}</p> : null}
                <SafeHtml className="esg-innovation-description" html={card.cardDescription} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
