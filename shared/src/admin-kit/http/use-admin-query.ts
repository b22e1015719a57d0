import { useCallback, useEffect, useRef, useState } from 'react';

export interface AdminQuery<T> {
  data: T | undefined;
  /** The last load's failure; the data shown stays what it was, as the spec's error handling asks. */
  error: unknown;
  loading: boolean;
  /** Loads again and resolves the fresh value (undefined when the load failed). */
  reload: () => Promise<T | undefined>;
  setData: (data: T) => void;
}

/** Loads editor data; `load` may change identity freely (the latest one is used). */
export function useAdminQuery<T>(load: () => Promise<T>): AdminQuery<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const mounted = useRef(true);
  const sequence = useRef(0);

  const reload = useCallback(async () => {
    const call = ++sequence.current;
    setLoading(true);
    try {
      const value = await loadRef.current();
      if (mounted.current && call === sequence.current) {
        setData(value);
        setError(null);
      }
      return value;
    } catch (failure) {
      if (mounted.current && call === sequence.current) setError(failure);
      return undefined;
    } finally {
      if (mounted.current && call === sequence.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return { data, error, loading, reload, setData };
}
