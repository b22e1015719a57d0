/**
 * Content may name any Remix icon, but the render-blocking stylesheet carries only the icons the
 * site's own code draws (see shared/scripts/build-icons.mjs). The class rules of all the others
 * follow once the page has loaded and the browser is idle, off the first paint's critical path.
 */
export function loadFullIconSet(load: () => Promise<unknown> = loadRestOfIcons): Promise<void> {
  return new Promise((resolve) => {
    const start = () =>
      afterIdle(
        () =>
          void load().then(
            () => resolve(),
            (error) => {
              console.warn('Icons outside the core set are unavailable', error);
              resolve();
            },
          ),
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}

function afterIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

function loadRestOfIcons(): Promise<unknown> {
  return import('@pharma/shared/icons-rest.css');
}
