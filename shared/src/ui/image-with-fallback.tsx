import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

interface Props extends ImgHTMLAttributes<HTMLImageElement> {
  /** Image used when `src` fails; when absent, `fallbackContent` is rendered instead. */
  fallbackSrc?: string;
  fallbackContent?: ReactNode;
}

/** An image that swaps to a fallback image or element when it fails to load. */
export function ImageWithFallback({ src, fallbackSrc, fallbackContent, alt = '', ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const failed = failedSrc !== undefined && failedSrc === src;
  if (failed && !fallbackSrc) return <>{fallbackContent ?? null}</>;
  return <img loading="lazy" decoding="async" {...rest} alt={alt} src={failed ? fallbackSrc : src} onError={() => setFailedSrc(src)} />;
}
