/** The fields a versioned document is named by in the dashboard's lists (drafts, trash), the first one it has. */
const LABEL_FIELDS = ['title', 'name', 'heading', 'label'] as const;

/** The document's short human label, when it has one. */
export function documentLabel(doc: Record<string, unknown> | null | undefined): string | undefined {
  const field = LABEL_FIELDS.find((name) => typeof doc?.[name] === 'string' && doc[name]);
  return field ? String(doc![field]) : undefined;
}
