import { Icon } from './icon.js';
import type { Carousel } from './use-carousel.js';

interface Props {
  carousel: Carousel;
  /** Class prefix of the page's styles: renders `<prefix>-dots`, `<prefix>-dot` and `<prefix>-pause`. */
  classPrefix: string;
  /** What the pause button stops, e.g. "slideshow" → "Pause slideshow" / "Play slideshow". */
  what: string;
}

/** The dot buttons ("Go to slide N", the current one marked) and the pause/play button of a carousel. */
export function CarouselDots({ carousel, classPrefix, what }: Props) {
  return (
    <div className={`${classPrefix}-dots`}>
      {Array.from({ length: carousel.count }, (_, position) => (
        <button
          key={position}
          type="button"
          className={`${classPrefix}-dot`}
          aria-label={`Go to slide ${position + 1}`}
          aria-current={position === carousel.index ? 'true' : undefined}
          onClick={() => carousel.goTo(position)}
        />
      ))}
      <button type="button" className={`${classPrefix}-pause`} aria-label={carousel.paused ? `Play ${what}` : `Pause ${what}`} onClick={carousel.togglePaused}>
        <Icon name={carousel.paused ? 'ri-play-fill' : 'ri-pause-fill'} />
      </button>
    </div>
  );
}
