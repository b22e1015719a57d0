// Entry of the monolith baseline: same global CSS and the same lazy scroll-animation and icon-set start as the shell.
import '@pharma/shared/styles.css';
import '../../../shell/src/styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFullIconSet } from '../../../shell/src/startup/load-full-icon-set';
import { startAnimations } from '../../../shell/src/startup/start-animations';
import { MonolithApp } from './monolith-app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MonolithApp />
  </StrictMode>,
);
startAnimations();
loadFullIconSet();
