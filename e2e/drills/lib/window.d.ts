// What the drills' init scripts keep on the page's window, read back through page.evaluate.
interface Window {
  /** drills/fuzz-drill.test.mjs: how many times a stored payload called alert, confirm or prompt. */
  __dialogs: number;
}
