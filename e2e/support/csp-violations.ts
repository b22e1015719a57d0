import { existsSync, readFileSync, statSync } from 'node:fs';
import type { BrowserContext, ConsoleMessage } from '@playwright/test';
import { COMPOSITION } from './composition';

/** One Content-Security-Policy violation, as the page saw it or as the gateway's report endpoint logged it. */
export interface CspViolation {
  source: 'page' | 'console' | 'report';
  directive?: string;
  blocked?: string;
  document?: string;
  detail?: string;
}

declare global {
  interface Window {
    __recordCspViolation?: (violation: CspViolation) => void;
  }
}

/** Playwright's console text for a CSP refusal ("Refused to load … Content Security Policy directive …"). */
const CSP_CONSOLE = /Content[ -]Security[ -]Policy/i;

/**
 * Records every CSP violation in every page and frame of a context: the `securitypolicyviolation`
 * event (registered before any page script runs) and the console's CSP errors (which also cover
 * refusals the event does not reach, e.g. a frame refused by frame-ancestors).
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__recordCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__recordCspViolation?.({
        source: 'page',
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        document: event.documentURI,
        detail: `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      });
    });
  });
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && CSP_CONSOLE.test(message.text())) {
      violations.push({ source: 'console', detail: message.text(), document: message.page()?.url() });
    }
  });
  return violations;
}

/** The gateway appends every report it receives here (CSP_REPORT_LOG, set by playwright.config.ts). */
export const CSP_REPORT_LOG = `${COMPOSITION.runDir}/csp-reports.jsonl`;

export function reportLogSize(): number {
  return existsSync(CSP_REPORT_LOG) ? statSync(CSP_REPORT_LOG).size : 0;
}

/** Reports the gateway logged since `offset` (bytes into its log). */
export function reportsSince(offset: number): CspViolation[] {
  if (!existsSync(CSP_REPORT_LOG)) return [];
  const text = readFileSync(CSP_REPORT_LOG).subarray(offset).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const { report } = JSON.parse(line) as { report: { directive?: string; blockedUri?: string; documentUri?: string } };
      return { source: 'report', directive: report.directive, blocked: report.blockedUri, document: report.documentUri, detail: line };
    });
}

/** Violations a test did not declare as expected (by directive name, e.g. 'frame-ancestors'). */
export function unexpected(violations: CspViolation[], allowed: string[]): CspViolation[] {
  return violations.filter((violation) => !allowed.some((directive) => violation.directive === directive || violation.detail?.includes(directive)));
}
