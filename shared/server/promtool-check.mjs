// For tests only: a metrics scrape checked by Prometheus's own linter (`promtool check metrics`,
// Debian's prometheus package; .ci/run installs it). A missing promtool throws: a check that cannot
// run must fail the test, never pass it.
import { spawnSync } from 'node:child_process';

/**
 * @param {string} text  a scrape in Prometheus's text format
 * @returns {string}  promtool's complaints; '' when the scrape passes
 */
export function promtoolProblems(text) {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8', timeout: 20_000 });
  if (run.error) throw new Error(`promtool could not run: ${run.error.message}`);
  return run.status === 0 ? '' : `${run.stdout}${run.stderr}`.trim() || `promtool exited ${run.status}`;
}
