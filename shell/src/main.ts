// Global styles belong to the entry, so Vite links them in index.html: the page the gateway paints
// before any script runs is styled from the first frame (imported from bootstrap, they arrived with JS).
import '@pharma/shared/styles.css';
import './styles/shell.css';

// Module Federation needs an async boundary: shared singletons are negotiated before the app's code runs.
// The page is already painted from the server's HTML: the browser shows that frame first, then
// evaluates the app (React, the router), which takes a while on a slow phone. A hidden tab paints
// nothing, so it starts at once (animation frames do not run there).
function afterFirstFrame(run: () => void): void {
  if (document.visibilityState !== 'visible') return run();
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** The gateway parks the page's module preloads until the page is painted (gateway.mjs, parkScriptPreloads). */
function releaseScriptPreloads(): void {
  const parked = document.getElementById('script-preloads');
  if (parked instanceof HTMLTemplateElement) document.head.append(parked.content);
}

afterFirstFrame(() => {
  releaseScriptPreloads();
  import('./bootstrap').catch((error: unknown) => console.error('The shell could not start', error));
});
