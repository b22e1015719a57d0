/*
 * The SEO form's own inputs: a text field with a character counter and the page's default as a
 * hint, and the search-result snippet that follows what is typed.
 */

/** How close to the limit the counter starts speaking (screen readers hear it while typing). */
const ANNOUNCE_WITHIN = 10;

export interface CountedFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** The page's own text, used when the field is left empty; undefined while it loads, null when it could not be read. */
  fallback: string | null | undefined;
  error?: string;
  multiline?: boolean;
}

/**
 * A labelled input whose counter and "Default:" hint are tied to it (aria-describedby), so they are
 * read with the field; the counter's polite live text speaks only near and over the limit.
 */
export function CountedField({ id, label, value, onChange, max, fallback, error, multiline = false }: CountedFieldProps) {
  const countId = `${id}-count`;
  const hintId = `${id}-default`;
  const errorId = `${id}-error`;
  const length = value.trim().length;
  const left = max - length;
  const over = left < 0;
  const common = {
    id,
    value,
    placeholder: fallback || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-invalid': error || over ? true : undefined,
    'aria-describedby': [error ? errorId : '', countId, hintId].filter(Boolean).join(' '),
  } as const;
  return (
    <div className={`form-field admin-field admin-field-wide${error || over ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={3} /> : <input {...common} type="text" />}
      <div className="admin-seo-field-meta">
        <p id={hintId} className="field-help">
          {defaultHint(fallback)}
        </p>
        <p id={countId} className={`admin-seo-counter${over ? ' is-over' : ''}`}>
          {length} / {max}
          <span className="visually-hidden"> characters</span>
        </p>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {over ? `${-left} characters over the limit of ${max}` : left <= ANNOUNCE_WITHIN ? `${left} characters left` : ''}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function defaultHint(fallback: string | null | undefined): string {
  if (fallback === undefined) return 'Default: loading the page…';
  if (fallback === null) return "Default: unavailable (the page's content could not be read)";
  return fallback ? `Default: ${fallback}` : 'Default: none';
}

export interface SearchPreviewProps {
  url: string;
  title: string;
  description: string;
  noindex: boolean;
}

/** Roughly how a search engine lists the page: title, address, description. */
export function SearchPreview({ url, title, description, noindex }: SearchPreviewProps) {
  return (
    <section className="admin-preview admin-seo-preview" aria-label="Search result preview">
      <h3 className="admin-preview-title">Search result preview</h3>
      <div className="admin-seo-snippet">
        <p className="admin-seo-snippet-url">{url}</p>
        <p className="admin-seo-snippet-title">{title || 'Untitled page'}</p>
        <p className="admin-seo-snippet-description">{description || 'No description: search engines pick text from the page.'}</p>
      </div>
      {noindex ? <p className="admin-seo-noindex">Hidden from search engines: this page will not be listed.</p> : null}
    </section>
  );
}
