import type { ReactNode } from 'react';
import { ResponsiveImage } from './responsive-image.js';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  backgroundImage?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * The banner at the top of a page; the main heading of the page lives here. Its picture is the page's
 * lead image: an <img> covering the banner (not a CSS background), so the browser finds it in the
 * HTML, takes the variant the screen needs and loads it first.
 */
export function PageHero({ title, subtitle, backgroundImage, children, className = '' }: Props) {
  return (
    <section className={`page-hero ${className}`.trim()}>
      {backgroundImage ? <ResponsiveImage className="hero-media" src={backgroundImage} alt="" sizes="100vw" priority /> : null}
      <div className="page-hero-overlay" />
      <div className="container page-hero-content">
        <h1 data-aos="fade-up">{title}</h1>
        {subtitle ? (
          <p className="page-hero-subtitle" data-aos="fade-up" data-aos-delay="100">
            {subtitle}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
