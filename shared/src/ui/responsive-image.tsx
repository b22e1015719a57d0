import { useState, type CSSProperties, type ImgHTMLAttributes, type ReactNode } from 'react';
import { standardVariant, variantsOf, type MediaInfo, type MediaVariant } from '../content/media.js';
import { mediaInfo } from '../http/media-registry.js';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'loading'> {
  src: string | undefined;
  /** Used when the image has no media record (a built-in or external image) or its record has no alt text. */
  alt: string;
  /** How wide the image is drawn, as the `sizes` attribute says it (e.g. '100vw', '(max-width: 768px) 100vw, 33vw'). */
  sizes: string;
  /** The page's lead image: loaded at once, first, instead of lazily. */
  priority?: boolean;
  /** Image used when `src` fails; when absent, `fallbackContent` is rendered instead. */
  fallbackSrc?: string;
  fallbackContent?: ReactNode;
}

/** The variants of one format as a srcset (`url 640w, …`). */
function srcSetOf(variants: MediaVariant[], format: MediaVariant['format']): string {
  return variantsOf(variants, format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/** The alt text a page draws: none for a decorative image, else the record's, else the caller's. */
function altOf(info: MediaInfo | undefined, alt: string): string {
  if (!info) return alt;
  return info.decorative ? '' : info.alt || alt;
}

/** CSS object-position / background-position that keeps the image's subject in every crop. */
export function focalPosition(info: MediaInfo | undefined): string | undefined {
  return info ? `${info.focal.x}% ${info.focal.y}%` : undefined;
}

/**
 * A content image drawn from its variants: AVIF, then WebP, at the width the layout needs (`sizes`),
 * with its intrinsic size (no layout shift), its alt text and focal point from the media library,
 * lazy unless it is the page's lead image. Built-in and external images, which have no variants,
 * are a plain <img> with the same loading rules.
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, fallbackSrc, fallbackContent, style, width, height, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const failed = failedSrc !== undefined && failedSrc === src;
  if (failed && !fallbackSrc) return <>{fallbackContent ?? null}</>;
  const info = failed ? undefined : mediaInfo(src);
  const img = (
    <img
      {...rest}
      src={failed ? fallbackSrc : (info && standardVariant(info.variants)?.url) || src}
      alt={altOf(info, alt)}
      width={info?.width ?? width}
      height={info?.height ?? height}
      sizes={info ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : rest.fetchPriority}
      decoding="async"
      style={info ? { ...style, objectPosition: focalPosition(info) } : style}
      onError={() => setFailedSrc(src)}
    />
  );
  if (!info?.variants.length) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(info.variants, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(info.variants, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}

/** A CSS url() with quotes, backslashes and line breaks escaped, so the value stays one token. */
export function cssUrl(src: string): string {
  return `url("${src.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/**
 * The inline style of an element whose image stays a CSS background (a banner further down the
 * page): image-set() lets the browser take AVIF or WebP at the given width instead of the upload,
 * and background-position follows the focal point. Plain url() for images without variants.
 */
export function backgroundImageStyle(src: string | undefined, drawnWidth = 1920): CSSProperties | undefined {
  if (!src) return undefined;
  const info = mediaInfo(src);
  if (!info?.variants.length) return { backgroundImage: cssUrl(src) };
  const pick = (format: MediaVariant['format']) => {
    const of = variantsOf(info.variants, format);
    return of.find((v) => v.width >= drawnWidth) ?? of[of.length - 1];
  };
  const options = (['avif', 'webp'] as const).map((format) => pick(format)).filter((v): v is MediaVariant => Boolean(v));
  const set = options.map((v) => `${cssUrl(v.url)} type("image/${v.format}")`).join(', ');
  return { backgroundImage: `image-set(${set})`, backgroundPosition: focalPosition(info) };
}
