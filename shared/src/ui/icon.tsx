const ICON_PATTERN = /^ri-[a-z0-9-]+$/;

interface Props {
  /** A Remix icon class name from content, e.g. `ri-flask-line`. */
  name: string | undefined;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
  className?: string;
  fallback?: string;
}

/** Maps content icon names to the self-hosted Remix icon font; unknown names get a fallback. */
export function Icon({ name, label, className = '', fallback = 'ri-star-line' }: Props) {
  const icon = name && ICON_PATTERN.test(name) ? name : fallback;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return <i className={`${icon} ${className}`.trim()} {...a11y} />;
}
