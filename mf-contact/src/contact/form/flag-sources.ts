/*
 * Every country's flag (an SVG string from country-flag-icons, a dependency of the phone input) is
 * its own tiny chunk on this remote's origin: only the selected country's flag is downloaded, instead
 * of a ~220 KB bundle of all of them, and never from another host. Vite-only (import.meta.glob):
 * component tests map this module to flag-sources.stub.ts.
 */
const FLAG_DIR = '../../../../node_modules/country-flag-icons/string/3x2/';
const sources = import.meta.glob<string>('../../../../node_modules/country-flag-icons/string/3x2/??.js', { import: 'default' });

export function loadFlagSvg(country: string): Promise<string> | undefined {
  return sources[`${FLAG_DIR}${country}.js`]?.();
}
