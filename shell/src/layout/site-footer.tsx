import { COMPANY_NAME, COPYRIGHT_TEXT, ExternalLink, footerLegalLinks, footerQuickLinks, socialLinks } from '@pharma/shared';
import { Link } from 'react-router-dom';
import { linkState } from './navigation';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div className="footer-about">
          <p className="footer-brand">{COMPANY_NAME}</p>
          <p>
            Active pharmaceutical ingredients, advanced intermediates, complex generics and speciality formulations, trusted by 550+ customers in 80+ countries.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-heading">
            Quick Links
          </h2>
          <ul className="footer-links">
            {footerQuickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} state={linkState(link)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">Follow Us</h2>
          <ul className="footer-social">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${social.name} (opens in a new tab)`}>
                  <i className={social.icon} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-footer-bottom">
        <p>{COPYRIGHT_TEXT}</p>
        <ul className="footer-legal">
          {footerLegalLinks.map((link) => (
            <li key={link.label}>
              <ExternalLink href={link.to}>{link.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
