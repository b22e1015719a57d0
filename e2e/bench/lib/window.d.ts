// What the benches' init scripts keep on the page's window, read back through page.evaluate.
interface Window {
  /** bench/lib/page-metrics.mjs */
  __bench: import('./page-metrics.mjs').Bench;
  /** bench/live-preview-bench.mjs: when the last keystroke reached the dashboard (ms since the epoch). */
  __lastInput: number;
}
