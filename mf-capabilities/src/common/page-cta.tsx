import { Icon } from '@pharma/shared';
import { Link } from 'react-router-dom';
import './static-pages.css';

interface CtaLink {
  to: string;
  label: string;
}

interface Props {
  title: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
}

/** The closing call to action of the static pages: two in-site links. */
export function PageCta({ title, text, primary, secondary }: Props) {
  return (
    <section className="section mfc-cta" aria-labelledby="mfc-cta-title">
      <div className="container mfc-cta-inner" data-aos="fade-up">
        <h2 id="mfc-cta-title">{title}</h2>
        <p>{text}</p>
        <div className="mfc-cta-actions">
          <Link className="btn btn-accent" to={primary.to}>
            {primary.label} <Icon name="ri-arrow-right-line" />
          </Link>
          <Link className="btn btn-light" to={secondary.to}>
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
