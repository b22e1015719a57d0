import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/chromium.mjs';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

/** Headless Chromium through playwright-core (the same engine the e2e suite drives). */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}
