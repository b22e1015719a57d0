import { ABOUT_CAROUSEL_INTERVAL_MS, journeyHeading, useCarousel } from '@pharma/shared';
import { tabId } from '../tabs/about-sections';
import { JourneyCarousel } from './journey-carousel';
import './journey.css';

/** Our Journey: the heading follows the slide (0: the group's life-science story, 1: the second group's). */
export function JourneySection({ summary, images }: { summary: string; images: string[] }) {
  const carousel = useCarousel(images.length, ABOUT_CAROUSEL_INTERVAL_MS);
  const heading = journeyHeading(images.length > 0 ? carousel.index : null);
  return (
    <section id="journey" className="section about-journey about-anchor" role="tabpanel" aria-labelledby={tabId('journey')}>
      <div className="container about-journey-grid">
        <div className="about-journey-text" data-aos="fade-right">
          <p className="eyebrow">Since 1984</p>
          <h2 className="about-journey-heading">{heading}</h2>
          <p>{summary}</p>
        </div>
        <div data-aos="fade-left">
          <JourneyCarousel images={images} carousel={carousel} />
        </div>
      </div>
    </section>
  );
}
