import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { onContentEvents, type ContentEvent } from '../events/event-bus.js';
import { preloadedContentFor } from './preloaded-content.js';
import { onPreviewUpdate } from './preview-overlay.js';

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
 * When the page's content was preloaded for this very `load` (server rendering, hydration), it
 * starts from that instead and skips the first fetch: the first render is the server's HTML.
 */
export function useContent<T>(load: () => Promise<T>, fallback: T, events: ContentEvent[] = []): ContentState<T> {
  const [preloaded] = useState(() => preloadedContentFor(load));
  const [data, setData] = useState<T>(() => (preloaded ? preloaded.data : fallback));
  const [loading, setLoading] = useState(!preloaded);
  const [fromFallback, setFromFallback] = useState(!preloaded);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Loading is driven by `attempt` alone; a new `load` identity (an inline arrow) is not a reason to
  // reload, but the latest one is the one called.
  const loadLatest = useEffectEvent(load);

  useEffect(() => {
    if (attempt === 0 && preloaded) return undefined;
    let active = true;
    loadLatest().then(
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
  }, [attempt, preloaded]);

  // Subscribed by the names, not the array: callers pass a new array literal on every render.
  const eventKey = events.join(',');
  useEffect(() => {
    const names = eventKey ? (eventKey.split(',') as ContentEvent[]) : [];
    return names.length ? onContentEvents(names, reload) : undefined;
  }, [eventKey, reload]);

  // In a dashboard's preview frame: the editor's unsaved edits arrive over the reads (live preview).
  useEffect(() => onPreviewUpdate(reload), [reload]);

  return { data, loading, fromFallback, reload };
}
