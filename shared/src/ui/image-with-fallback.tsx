import type { ComponentProps } from 'react';
import { ResponsiveImage } from './responsive-image.js';

type Props = Omit<ComponentProps<typeof ResponsiveImage>, 'sizes' | 'alt'> & { sizes?: string; alt?: string };

/**
 * A small picture (the dashboard's previews and thumbnails) that swaps to a fallback image or element
 * when it fails to load: the responsive image at thumbnail size, so a preview of a camera upload
 * downloads a 320 px variant, not the original.
 */
export function ImageWithFallback({ sizes = '320px', alt = '', ...rest }: Props) {
  return <ResponsiveImage sizes={sizes} alt={alt} {...rest} />;
}
