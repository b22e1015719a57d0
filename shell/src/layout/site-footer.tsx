import { COMPANY_NAME, ExternalLink, type NavLink } from '@pharma/shared';
import { Link } from 'react-router-dom';
import { linkState } from './navigation';
import { useSiteChrome } from './site-chrome';

export function SiteFooter() {
  const { footer } = useSiteChrome();
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div className="footer-about">
          <p className="footer-brand">{COMPANY_NAME}</p>
          <p>{footer.description}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-heading">
            Quick Links
          </h2>
          <ul className="footer-links">
            {footer.quickLinks.map((link, index) => (
              <li key={`${index}:${link.label}`}>
                <FooterLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">Follow Us</h2>
          <ul className="footer-social">
            {footer.socialLinks.map((social, index) => (
              <li key={`${index}:${social.name}`}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${social.name} (opens in a new tab)`}>
                  <i className={social.icon} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-footer-bottom">
        <p>{footer.copyright}</p>
        <ul className="footer-legal">
          {footer.legalLinks.map((link, index) => (
            <li key={`${index}:${link.label}`}>
              <FooterLink link={link} />
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

/** A link the administrator marked for a new tab opens there; any other stays in the site's router. */
function FooterLink({ link }: { link: NavLink }) {
  if (link.external) return <ExternalLink href={link.to}>{link.label}</ExternalLink>;
  return (
    <Link to={link.to} state={linkState(link)}>
      {link.label}
    </Link>
  );
}
