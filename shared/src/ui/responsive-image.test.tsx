import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { MediaInfo } from '../content/media';
import { apiGet } from '../http/api-client';
import { configureMediaScope, mediaInfo, registerMedia } from '../http/media-registry';
import { backgroundImageStyle, ResponsiveImage } from './responsive-image';

const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef.jpg';
const variant = (format: 'avif' | 'webp', width: number) => ({
  format,
  width,
  height: width * 0.75,
  url: `/uploads/0123456789abcdef0123456789abcdef-${width}.${format}`,
  bytes: width * 10,
});
const PHOTO: MediaInfo = {
  width: 4000,
  height: 3000,
  alt: 'Chemist at a bench',
  decorative: false,
  focal: { x: 30, y: 70 },
  variants: [320, 640, 960, 1280, 1920].flatMap((w) => [variant('avif', w), variant('webp', w)]),
};

beforeEach(() => registerMedia({ [UPLOAD]: PHOTO }));

describe('ResponsiveImage', () => {
  it('draws an upload from its AVIF and WebP variants at the layout width, with its size, alt text and focal point', () => {
    const { container } = render(<ResponsiveImage src={UPLOAD} alt="fallback alt" sizes="(max-width: 900px) 100vw, 50vw" />);
    const [avif, webp] = [...container.querySelectorAll('picture > source')];
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute(
      'srcset',
      PHOTO.variants
        .filter((v) => v.format === 'avif')
        .map((v) => `${v.url} ${v.width}w`)
        .join(', '),
    );
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(avif).toHaveAttribute('sizes', '(max-width: 900px) 100vw, 50vw');
    const img = screen.getByRole('img', { name: 'Chemist at a bench' });
    expect(img).toHaveAttribute('src', variant('webp', 1280).url); // never the 4 MB original
    expect(img).toHaveAttribute('width', '4000');
    expect(img).toHaveAttribute('height', '3000');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.style.objectPosition).toBe('30% 70%');
  });

  it('loads the lead image at once and first', () => {
    render(<ResponsiveImage src={UPLOAD} alt="" sizes="100vw" priority />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws a decorative upload with an empty alt, whatever the caller says', () => {
    registerMedia({ [UPLOAD]: { ...PHOTO, decorative: true } });
    const { container } = render(<ResponsiveImage src={UPLOAD} alt="Something" sizes="100vw" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('draws a built-in or external image as a plain lazy <img> with the given size and alt', () => {
    const { container } = render(<ResponsiveImage src="/images/about/hero.webp" alt="Our plant" width={800} height={500} sizes="50vw" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Our plant' });
    expect(img).toHaveAttribute('src', '/images/about/hero.webp');
    expect(img).toHaveAttribute('width', '800');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('falls back to the fallback image, then to the fallback content, when loading fails', () => {
    const { rerender } = render(<ResponsiveImage src="/missing.webp" fallbackSrc="/images/none.svg" alt="" sizes="10vw" />);
    fireEvent.error(document.querySelector('img')!);
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/none.svg');
    rerender(<ResponsiveImage src="/gone.webp" alt="" sizes="10vw" fallbackContent={<span>no picture</span>} />);
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByText('no picture')).toBeInTheDocument();
  });

  it('hydrates the server markup without a mismatch', async () => {
    const element = <ResponsiveImage src={UPLOAD} alt="" sizes="100vw" priority />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    const serverImg = container.querySelector('img');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('img')).toBe(serverImg);
  });
});

describe('backgroundImageStyle', () => {
  it('lets the browser pick AVIF or WebP at the drawn width, positioned on the focal point', () => {
    expect(backgroundImageStyle(UPLOAD, 1366)).toEqual({
      backgroundImage: `image-set(url("${variant('avif', 1920).url}") type("image/avif"), url("${variant('webp', 1920).url}") type("image/webp"))`,
      backgroundPosition: '30% 70%',
    });
  });

  it('keeps a plain, escaped url() for an image without variants', () => {
    expect(backgroundImageStyle('/images/a"b.webp')).toEqual({ backgroundImage: 'url("/images/a\\22 b.webp")' });
    expect(backgroundImageStyle(undefined)).toBeUndefined();
  });
});

describe('media registry', () => {
  afterEach(() => configureMediaScope(() => undefined));

  it('files the media records a content read carries', async () => {
    const other = '/uploads/ffffffffffffffffffffffffffffffff.png';
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ data: { image: other }, media: { [other]: PHOTO } }), { status: 200 }));
    await expect(apiGet('/api/cms/x')).resolves.toEqual({ image: other });
    expect(mediaInfo(other)).toEqual(PHOTO);
  });

  it('keeps a server render in its own table (renders overlap in one worker)', () => {
    const own = {};
    configureMediaScope(() => own);
    registerMedia({ '/uploads/a.jpg': PHOTO });
    expect(own).toEqual({ '/uploads/a.jpg': PHOTO });
    configureMediaScope(() => undefined);
    expect(mediaInfo('/uploads/a.jpg')).toBeUndefined();
  });
});
