import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation inside the app, the tab shows the new page's title. The gateway already works
 * it out for every page (the page's own head, the administrator's SEO settings over it), and keeps
 * the page rendered for the current content, so the title is read from the page's HTML rather than
 * worked out a second time here. The first page's title came with the document.
 */
export function useDocumentTitle(fetchPage: (path: string, signal: AbortSignal) => Promise<string> = fetchHtml): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return undefined;
    first.current = ''; // from now on every path change counts, the first path again too
    const controller = new AbortController();
    fetchPage(pathname, controller.signal).then(
      (html) => {
        const title = titleOf(html);
        if (title && !controller.signal.aborted) document.title = title;
      },
      () => undefined, // offline or aborted: the previous title stays, nothing else depends on it
    );
    return () => controller.abort();
  }, [pathname, fetchPage]);
}

export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  if (!match) return undefined;
  return new DOMParser().parseFromString(`<p>${match[1]}</p>`, 'text/html').body.textContent?.trim() || undefined;
}

async function fetchHtml(path: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(path, { signal, headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  return response.ok ? response.text() : '';
}
