import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './test';

/*
 * The axe-core gate the spec files share (accessibility.spec.ts, drafts-state.spec.ts): the full rule
 * set for WCAG 2.2 AA plus axe's best practices, reported one actionable line per violation.
 */

export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// Injected with page.evaluate: the site's CSP (nonces, no 'unsafe-inline') refuses an added <script>,
// while an evaluation through the DevTools protocol is not subject to the page's CSP.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/** Runs axe in the page and answers its violations. */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
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

/**
 * Scrolls to the bottom a half screen at a time, as a reader would, so every scroll-animated (AOS)
 * section comes in; then waits until each one has been revealed and its transition has ended, so
 * axe sees the sections as a reader does, not half faded.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 120));
    for (let top = 0; top < document.documentElement.scrollHeight - window.innerHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      await pause();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await pause();
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll('[data-aos]:not(.aos-animate)'), (el) => el.outerHTML.slice(0, 80))), {
      message: 'every animated section has come in',
    })
    .toEqual([]);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition && (animation.effect as KeyframeEffect | null)?.target?.hasAttribute('data-aos'))
              .length,
        ),
      {
        message: 'the sections have finished animating',
      },
    )
    .toBe(0);
}
