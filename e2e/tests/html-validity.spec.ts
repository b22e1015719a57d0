import { nuErrors } from '../support/nu-validator';
import { PUBLIC_ROUTES } from '../support/public-routes.mjs';
import { COMPOSITION } from '../support/composition';
import { expect, test } from '../support/test';

/*
 * Every public page as the gateway serves it (the server render a crawler and a first paint get) is
 * valid HTML for the W3C Nu checker: 0 errors. Invalid markup is also what a parser may repair into
 * a tree the client then fails to hydrate.
 */
test('the server HTML of every public route has no Nu HTML checker error', async () => {
  const documents: Record<string, string> = {};
  for (const route of PUBLIC_ROUTES) {
    const response = await fetch(`${COMPOSITION.baseURL}${route}`);
    expect(response.status, route).toBe(200);
    const html = await response.text();
    // The page's own server render, not the shell alone (the client would render it): that is what is checked.
    expect(html, `${route} is server-rendered`).toContain('id="page-data"');
    documents[route] = html;
  }
  const errors = nuErrors(documents);
  const found = Object.entries(errors).flatMap(([route, messages]) => messages.map((m) => `${route}:${m.lastLine ?? '?'} ${m.message} [${m.extract ?? ''}]`));
  expect(found).toEqual([]);
  expect(Object.keys(errors).sort()).toEqual([...PUBLIC_ROUTES].sort());
});
