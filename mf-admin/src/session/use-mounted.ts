import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and the first client render, true once React has mounted: a form
 * the gateway painted stays disabled until then (text typed before would be lost).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
