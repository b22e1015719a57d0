import { CarouselDots, Icon, ResponsiveImage, type Carousel } from '@pharma/shared';

interface Props {
  images: string[];
  carousel: Carousel;
}

/** The journey images: arrows and dots only with two or more images; nothing at all with none. */
export function JourneyCarousel({ images, carousel }: Props) {
  if (images.length === 0) return null;
  const controls = images.length > 1;
  return (
    <div className="about-journey-carousel" role="region" aria-roledescription="carousel" aria-label="Our journey in pictures">
      <div className="about-journey-frame" aria-live={carousel.paused ? 'polite' : 'off'}>
        {images.map((src, position) => (
          <ResponsiveImage
            key={`${src}-${position}`}
            sizes="(max-width: 900px) 100vw, 50vw"
            src={src}
            alt={`Our journey, picture ${position + 1} of ${images.length}`}
            className={`about-journey-image${position === carousel.index ? ' is-active' : ''}`}
            aria-hidden={position !== carousel.index || undefined}
            width={1200}
            height={600}
          />
        ))}
        {controls ? (
          <>
            <button type="button" className="about-journey-arrow is-prev" aria-label="Previous image" onClick={carousel.previous}>
              <Icon name="ri-arrow-left-s-line" />
            </button>
            <button type="button" className="about-journey-arrow is-next" aria-label="Next image" onClick={carousel.next}>
              <Icon name="ri-arrow-right-s-line" />
            </button>
          </>
        ) : null}
      </div>
      {controls ? <CarouselDots carousel={carousel} classPrefix="about-journey" what="journey carousel" /> : null}
    </div>
  );
}
