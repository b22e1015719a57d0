import { StandaloneApp } from '@pharma/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@pharma/shared/styles.css';
import '@pharma/shared/icons-rest.css';
import { routes } from './routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp routes={routes} />
  </StrictMode>,
);
