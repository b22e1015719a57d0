import { ADMIN_BUTTONS } from '../../content/constants.js';

/** Fields that name an item, most telling first: a slide's title, a person's name, a card's title, a stat's label. */
const NAME_FIELDS = ['title', 'name', 'cardTitle', 'label', 'titleLine1', 'text', 'question'] as const;
const MAX_NAME = 60;

/** The item's own name as a reader sees it (tags dropped, spaces folded, long names cut), or '' when it has none. */
export function itemNameOf(item: unknown): string {
  if (item === null || typeof item !== 'object') return '';
  for (const key of NAME_FIELDS) {
    const raw = (item as Record<string, unknown>)[key];
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const plain = String(raw)
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (plain) return plain.length > MAX_NAME ? `${plain.slice(0, MAX_NAME - 1)}…` : plain;
  }
  return '';
}

/**
 * A pop-up's title that says what is edited: 'Edit Offering: Quality Assurance', 'Add New Offering'.
 * It starts with the spec's 'Edit' / 'Add New', so the generic pop-up keeps its named texts.
 */
export function itemDialogTitle(mode: 'add' | 'edit', noun: string, item?: unknown): string {
  if (mode === 'add') return `${ADMIN_BUTTONS.addNew} ${noun}`.trim();
  const name = itemNameOf(item);
  return name ? `${ADMIN_BUTTONS.edit} ${noun}: ${name}` : `${ADMIN_BUTTONS.edit} ${noun}`.trim();
}
