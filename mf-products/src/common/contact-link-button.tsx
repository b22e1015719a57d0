import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contactTarget } from './contact-link';

interface Props {
  subject: string;
  children: ReactNode;
  className?: string;
  /** Extra accessible context when the visible text alone is ambiguous (e.g. one per card). */
  ariaLabel?: string;
}

/** A button-looking link to the contact page that carries the enquiry subject (state and query). */
export function ContactLinkButton({ subject, children, className = 'btn btn-accent', ariaLabel }: Props) {
  const { to, state } = contactTarget(subject);
  return (
    <Link to={to} state={state} className={className} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
