import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import type { RemoteRoute } from './contracts.js';

/**
 * A remote's page outside the shell, for its team's `npm run dev`: its own router with its own
 * routes only, and a bar linking them (the site header belongs to the shell).
 */
export function StandaloneApp({ routes }: { routes: RemoteRoute[] }) {
  return (
    <BrowserRouter>
      <nav className="standalone-bar" aria-label="Standalone routes">
        <strong>Standalone remote</strong>
        {routes.map((route) => (
          <Link key={route.path} to={route.path.replace('/*', '')}>
            {route.path}
          </Link>
        ))}
      </nav>
      <main id="main">
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<p className="container section">No route of this remote matches this URL.</p>} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
