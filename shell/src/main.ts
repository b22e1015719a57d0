// Global styles belong to the entry, so Vite links them in index.html: the page the gateway paints
// before any script runs is styled from the first frame (imported from bootstrap, they arrived with JS).
import '@pharma/shared/styles.css';
import './styles/shell.css';

// Module Federation needs an async boundary: shared singletons are negotiated before the app's code runs.
import('./bootstrap').catch((error: unknown) => console.error('The shell could not start', error));
