import { Link } from 'react-router-dom';
import './common.css';

interface CtaLink {
  to: string;
  label: string;
  icon: string;
}

interface Props {
  title: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
}

/** The closing banner of both product pages: two links onward. */
export function CallToAction({ title, text, primary, secondary }: Props) {
  // From the title, not useId: server-rendered alone, the page must hydrate inside the shell's tree.
  const titleId = `cta-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="products-cta" aria-labelledby={titleId}>
      <div className="container products-cta-inner" data-aos="fade-up">
        <h2 id={titleId}>{title}</h2>
        <p>{text}</p>
        <div className="products-cta-actions">
          <Link to={primary.to} className="btn btn-light">
            <i className={primary.icon} aria-hidden="true" />
            {primary.label}
          </Link>
          <Link to={secondary.to} className="btn btn-outline products-cta-outline">
            <i className={secondary.icon} aria-hidden="true" />
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
