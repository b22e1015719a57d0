import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CarouselDots, COMPANY_NAME, HERO_PARALLAX_FACTOR, HOME_SLIDER_INTERVAL_MS, Icon, ResponsiveImage, useCarousel, type HeroSlide } from '@pharma/shared';
import { useParallax } from './use-parallax';
import './hero-slider.css';

const FALLBACK_IMAGE = '/images/home/hero-1.webp';

/** The home hero: slides from data, arrows, dots, auto-advance every 8 s and a slight parallax. */
export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const carousel = useCarousel(slides.length, HOME_SLIDER_INTERVAL_MS);
  const mediaRef = useRef<HTMLDivElement>(null);
  useParallax(mediaRef, HERO_PARALLAX_FACTOR);
  const current = slides[carousel.index];
  const layers = slides.length ? slides : [{ id: 'fallback', title: '', image: FALLBACK_IMAGE, order: 0, isActive: true }];

  return (
    <section className="home-hero" aria-roledescription="carousel" aria-label="Highlights">
      <div className="home-hero-media" ref={mediaRef} aria-hidden="true">
        {layers.map((slide, position) => (
          <ResponsiveImage
            key={slide.id}
            className={`home-hero-image${position === carousel.index ? ' is-active' : ''}`}
            src={slide.image || FALLBACK_IMAGE}
            alt=""
            sizes="100vw"
            width={1600}
            height={700}
            priority={position === 0}
            fetchPriority="low"
          />
        ))}
      </div>
      <div className="home-hero-overlay" aria-hidden="true" />
      {/* Announces slide changes only while the slideshow is paused (WAI carousel pattern). */}
      <div className="container home-hero-content" aria-live={carousel.paused ? 'polite' : 'off'}>
        <div
          key={current?.id ?? 'none'}
          className="home-hero-text"
          role="group"
          aria-roledescription="slide"
          aria-label={slides.length ? `${carousel.index + 1} of ${slides.length}` : undefined}
        >
          <p className="home-hero-eyebrow">{COMPANY_NAME}</p>
          <h1>{current?.title ?? COMPANY_NAME}</h1>
          {current?.subtitle ? <p className="home-hero-subtitle">{current.subtitle}</p> : null}
          <Link to="/products" className="btn btn-accent home-hero-cta">
            Explore Our Products <Icon name="ri-arrow-right-line" />
          </Link>
        </div>
      </div>
      {slides.length > 1 ? <SliderControls carousel={carousel} /> : null}
    </section>
  );
}

function SliderControls({ carousel }: { carousel: ReturnType<typeof useCarousel> }) {
  return (
    <>
      <button type="button" className="home-hero-arrow home-hero-prev" aria-label="Previous slide" onClick={carousel.previous}>
        <Icon name="ri-arrow-left-s-line" />
      </button>
      <button type="button" className="home-hero-arrow home-hero-next" aria-label="Next slide" onClick={carousel.next}>
        <Icon name="ri-arrow-right-s-line" />
      </button>
      <CarouselDots carousel={carousel} classPrefix="home-hero" what="slideshow" />
    </>
  );
}
