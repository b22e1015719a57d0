import { useCallback, useEffect, useState } from 'react';
import { onContentEvents, type ContentEvent } from '../events/event-bus.js';

export interface ContentState<T> {
  data: T;
  loading: boolean;
  /** True when the last load failed and `data` is the built-in fallback (or the last good value). */
  fromFallback: boolean;
  reload: () => void;
}

/**
 * Loads page content, starts from the built-in fallback, and reloads when one of `events` fires
 * (in this tab or another). A failed load keeps what is shown: the spec wants silent fallbacks.
 */
export function useContent<T>(load: () => Promise<T>, fallback: T, events: ContentEvent[] = []): ContentState<T> {
  const [data, setData] = useState<T>(fallback);
  const [loading, setLoading] = useState(true);
  const [fromFallback, setFromFallback] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    load().then(
      (value) => {
        if (!active) return;
        setData(value);
        setFromFallback(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (!active) return;
        console.warn('Content load failed; showing built-in content', error);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
    // `load` is expected to be stable (module-level function); reloading is driven by `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const eventKey = events.join(',');
  useEffect(() => (events.length ? onContentEvents(events, reload) : undefined), [eventKey, reload]); // eslint-disable-line react-hooks/exhaustive-deps

  return { data, loading, fromFallback, reload };
}
