import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface Props {
  html: string | undefined;
  className?: string;
  as?: 'div' | 'span' | 'p';
}

/** Renders content HTML after DOMPurify, so stored markup can never run script on the site. */
export function SafeHtml({ html, className, as: Tag = 'div' }: Props) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
