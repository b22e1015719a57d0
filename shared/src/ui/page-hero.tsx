import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  backgroundImage?: string;
  children?: ReactNode;
  className?: string;
}

/** The banner at the top of a page; the main heading of the page lives here. */
export function PageHero({ title, subtitle, backgroundImage, children, className = '' }: Props) {
  const style = backgroundImage ? { backgroundImage: `url("${backgroundImage}")` } : undefined;
  return (
    <section className={`page-hero ${className}`.trim()} style={style}>
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
