/** Test stand-in for flag-sources.ts (import.meta.glob does not exist under Jest). */
export function loadFlagSvg(country: string): Promise<string> | undefined {
  return Promise.resolve(`<svg data-country="${country}"></svg>`);
}
