import type { ReactNode } from 'react';

interface Props {
  /** Used for the heading's id (`<id>-title`), which labels the section. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** The tinted background, for alternating sections. */
  alt?: boolean;
  className?: string;
  children: ReactNode;
}

/** A page section with the site's heading block (eyebrow, h2, optional intro), labelled by its heading. */
export function PageSection({ id, eyebrow, title, intro, alt = false, className = '', children }: Props) {
  const titleId = `${id}-title`;
  return (
    <section className={`section${alt ? ' section-alt' : ''} ${className}`.trim()} aria-labelledby={titleId}>
      <div className="container">
        <header className="section-heading" data-aos="fade-up">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={titleId}>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
