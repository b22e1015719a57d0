import { useEffect, useState } from 'react';
import { apiGet } from '../http/api-client.js';
import { Spinner } from './spinner.js';

interface Props {
  /** Read path of the content, e.g. `/api/cms/home/slides`. */
  path: string;
  /** Picks the list or object to show from the answer. */
  select?: (data: unknown) => unknown;
}

/** A read-only view of what the API holds for a sub-tab. */
export function ContentPreviewPanel({ path, select = (data) => data }: Props) {
  const [state, setState] = useState<{ data?: unknown; error?: string }>({});
  useEffect(() => {
    apiGet<unknown>(path).then(
      (data) => setState({ data: select(data) }),
      (error: Error) => setState({ error: error.message }),
    );
  }, [path]); // eslint-disable-line react-hooks/exhaustive-deps
  if (state.error) return <p className="alert alert-error">Could not load this content: {state.error}</p>;
  if (state.data === undefined) return <Spinner />;
  const items = Array.isArray(state.data) ? state.data : [state.data];
  return (
    <ul className="content-preview">
      {items.map((item, index) => (
        <li key={index}>{describe(item)}</li>
      ))}
    </ul>
  );
}

function describe(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const record = item as Record<string, unknown>;
  const label = record.title ?? record.name ?? record.cardTitle ?? record.mainTitle ?? record.titleLine1 ?? record.sectionTitle;
  return typeof label === 'string' ? label : JSON.stringify(item).slice(0, 120);
}
