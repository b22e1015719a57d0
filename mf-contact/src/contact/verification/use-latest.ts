import { useLayoutEffect, useRef } from 'react';

/** A ref that always holds the latest callback, so widget listeners attached once never go stale. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
