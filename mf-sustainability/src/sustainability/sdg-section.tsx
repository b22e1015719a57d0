import { brandColor, brandTextColor, ResponsiveImage, sdgImage, SUSTAINABILITY_TEXTS, type SdgCard } from '@pharma/shared';
import { sdgCardsView } from './display-rules';

/** 'Alignment with UN Sustainable Development Goals': the seven fixed goals and what we do for each. */
export function SdgSection({ cards }: { cards: SdgCard[] }) {
  return (
    <section className="section esg-sdg" aria-labelledby="esg-sdg-title">
      <div className="container">
        <header className="section-heading" data-aos="fade-up">
          <h2 id="esg-sdg-title">{SUSTAINABILITY_TEXTS.sdgTitle}</h2>
          <p>Our operations and programmes contribute to seven of the United Nations' Sustainable Development Goals.</p>
        </header>
        <ul className="esg-sdg-grid">
          {sdgCardsView(cards).map((card) => (
            <li key={card.number} className="esg-sdg-card" style={{ borderTopColor: brandColor(card.color) }} data-testid="sdg-card" data-aos="fade-up">
              <ResponsiveImage
                sizes="120px"
                className="esg-sdg-image"
                src={sdgImage(card.number)}
                alt={`UN Sustainable Development Goal ${card.number}`}
                width={200}
                height={200}
              />
              <div className="esg-sdg-body">
                <h3>
                  {/* The goal's own colour marks the card's border; as text it is darkened to 4.5:1 (the yellows are 1.6:1). */}
                  <span className="esg-sdg-number" style={{ color: brandTextColor(card.color) }}>
                    SDG {card.number}
                  </span>{' '}
                  {card.title}
                </h3>
                <p className="esg-sdg-label">{SUSTAINABILITY_TEXTS.ourContribution}</p>
                <p className="esg-sdg-contribution">{card.contribution}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
