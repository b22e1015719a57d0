import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The full axe-core rule set for WCAG 2.2 AA plus axe's best practices (see tests/accessibility.spec.ts). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// Injected with page.evaluate: the site's CSP (nonces, no 'unsafe-inline') refuses an added <script>,
// while an evaluation through the DevTools protocol is not subject to the page's CSP.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/** Runs axe in the page and answers its violations. */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };
  const results = await page.evaluate((runOptions) => window.axe!.run(document, runOptions), options);
  return results.violations;
}

/** One line a developer can act on per violation: rule, impact, what it asks, node count and the first targets. */
function explain(violations: AxeResults['violations']): string[] {
  return violations.map((v) => {
    const targets = v.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${firstLine(node.failureSummary)})` : ''}`);
    return `${v.id} [${v.impact ?? 'n/a'}] ${v.help}: ${v.nodes.length} node(s)\n    ${targets.join('\n    ')}\n    ${v.helpUrl}`;
  });
}

const firstLine = (summary: string) =>
  summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Fix'))[0] ?? '';

export async function expectNoViolations(page: Page, testInfo: TestInfo): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) await testInfo.attach('axe-violations', { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  const nodes = violations.reduce((sum, v) => sum + v.nodes.length, 0);
  expect(explain(violations), `${nodes} node(s) violate axe rules on ${page.url()}`).toEqual([]);
}
