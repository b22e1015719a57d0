import {
  apiPathOf,
  brandColor,
  colorColumn,
  editorFields,
  iconColumn,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  ListEditor,
  NEW_SDG_DEFAULTS,
  orderColumn,
  sdgImage,
  statusColumn,
  SUSTAINABILITY_COLLECTIONS,
  textColumn,
  visibleUnlessInactive,
  type AdminPanelProps,
  type SdgCard,
} from '@pharma/shared';
import { mirrorSustainability } from './sustainability-mirror';
import './sustainability-admin.css';

/* The page renders the contribution as plain text. */
const { sdg } = SUSTAINABILITY_COLLECTIONS;
export const sdgFields = editorFields(sdg);

/** A new SDG (as the spec asks): number 3, 'New SDG', 'ri-heart-pulse-line', '#2879b6'. */
export const newSdgDefaults: Partial<SdgCard> = { ...NEW_SDG_DEFAULTS, contribution: '' };

/** UN SDGs: the preview list, the table and the add/edit pop-up; the pop-up closes after the save and reload. */
export function SdgPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<SdgCard>
      title={sdg.title}
      itemName={sdg.itemName}
      path={apiPathOf(sdg)}
      fields={sdgFields}
      columns={[
        { header: 'SDG', render: (card) => card.number, className: 'admin-col-number' },
        textColumn('Title', (card) => card.title, 50),
        iconColumn('Icon', (card) => card.icon),
        colorColumn('Color', (card) => card.color, brandColor),
        orderColumn(),
        statusColumn(),
      ]}
      defaults={newSdgDefaults}
      preview={(cards) => <SdgPreview cards={cards} />}
      dialogPreview={(card) => <SdgPreview cards={[{ ...card, isActive: true }]} />}
      events={['adminDataChanged']}
      mirror={(cards) => mirrorSustainability('sdgCards', cards)}
      onChanged={onChanged}
      emptyText="No SDG cards yet: the page shows the seven built-in goals."
    />
  );
}

function SdgPreview({ cards }: { cards: readonly SdgCard[] }) {
  const shown = visibleUnlessInactive(cards);
  return (
    <section className="admin-preview" aria-label="SDG preview">
      <h3 className="admin-preview-title">Preview (shown cards)</h3>
      <p className="admin-muted sust-admin-small">
        The page always shows goals 3, 6, 7, 9, 12, 13 and 17; a shown card replaces the built-in text of its goal.
      </p>
      <ul className="sust-admin-sdg-list">
        {shown.map((card, index) => (
          <li key={card.id ?? index} style={{ borderLeftColor: brandColor(card.color) }}>
            <ImageWithFallback src={sdgImage(card.number)} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" width={40} height={40} />
            <span>
              <strong style={{ color: brandColor(card.color) }}>SDG {card.number}</strong> {card.title}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
