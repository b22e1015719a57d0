import { IMAGE_NOT_AVAILABLE_URL, ImageWithFallback, JOURNEY_PREVIEW_INTERVAL_MS } from '@pharma/shared';
import { useEffect, useState } from 'react';

/** The journey preview carousel (as the spec asks): autoplays every 4000 ms, with arrows and dots. */
export function JourneyPreview({ images, summary }: { images: string[]; summary: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;
  const current = count ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), JOURNEY_PREVIEW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return <p className="admin-muted">No images: the journey carousel is hidden on the page.</p>;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <div
      className="about-admin-carousel"
      aria-roledescription="carousel"
      aria-label="Journey preview"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="about-admin-carousel-frame">
        <ImageWithFallback key={images[current]} src={images[current]} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt={`Journey image ${current + 1} of ${count}`} />
        {count > 1 ? (
          <>
            <button type="button" className="about-admin-carousel-arrow is-prev" aria-label="Previous slide" onClick={() => go(current - 1)}>
              <i className="ri-arrow-left-s-line" aria-hidden="true" />
            </button>
            <button type="button" className="about-admin-carousel-arrow is-next" aria-label="Next slide" onClick={() => go(current + 1)}>
              <i className="ri-arrow-right-s-line" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="about-admin-carousel-dots">
          {images.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              className={i === current ? 'is-current' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
      {summary ? <p className="about-admin-carousel-summary">{summary}</p> : null}
    </div>
  );
}
