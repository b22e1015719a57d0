import { useEffect, useState } from 'react';
import { loadFlagSvg } from './flag-sources';

const loaded = new Map<string, string>();

/**
 * The phone input's flag. Decorative: the country `<select>` laid over it carries the name.
 * The markup is a static SVG string from the country-flag-icons package, never from content.
 */
export function CountryFlag({ country, className }: { country: string; className?: string }) {
  const [svg, setSvg] = useState(() => loaded.get(country));

  useEffect(() => {
    let active = true;
    setSvg(loaded.get(country));
    if (!loaded.has(country)) {
      loadFlagSvg(country)?.then(
        (markup) => {
          loaded.set(country, markup);
          if (active) setSvg(markup);
        },
        () => undefined, // no flag is fine: the select still names the country
      );
    }
    return () => {
      active = false;
    };
  }, [country]);

  return <span className={`contact-flag ${className ?? ''}`.trim()} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg ?? '' }} />;
}
