import { SafeHtml, SUSTAINABILITY_TEXTS, TabList, visibleUnlessInactive, type InnovationCard, type InnovationTransformation } from '@pharma/shared';
import { useState } from 'react';

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
  if (section.isActive === false) return null;
  const cards = visibleUnlessInactive(active === 'digital' ? digitalSolutions : researchInnovations);

  return (
    <section className="section section-alt esg-innovation" aria-labelledby="esg-innovation-title" data-testid="innovation-section">
      <div className="container">
        <header className="section-heading" data-aos="fade-up">
          <h2 id="esg-innovation-title">{section.sectionTitle}</h2>
          {section.sectionDescription ? <SafeHtml className="esg-section-description" html={section.sectionDescription} /> : null}
        </header>
        <TabList
          tabs={TABS}
          active={active}
          onSelect={setActive}
          label={section.sectionTitle || 'Innovation'}
          tabId={(id) => `esg-tab-${id}`}
          controls={(id) => `esg-panel-${id}`}
          className="esg-tabs"
          tabClassName="esg-tab"
        />
        <div role="tabpanel" id={`esg-panel-${active}`} aria-labelledby={`esg-tab-${active}`} tabIndex={0} className="esg-tabpanel">
          <ul className="esg-innovation-grid">
            {cards.map((card, index) => (
              <li key={card.id} className="esg-innovation-card" data-testid="innovation-card">
                <span className="esg-innovation-index" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
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
