import { COMPANY_NAME, ExternalLink, type NavLink as NavItem } from '@pharma/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { linkState } from './navigation';
import { LanguageSwitcher } from './site-language';
import { useSiteChrome } from './site-chrome';

const navClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/*
 * Fixed ids, not useId: the header is rendered on the server as part of the frame and hydrated inside
 * the client's whole tree, where useId would count differently. Each appears once per page.
 */
const MENU_ID = 'site-menu';
const dropdownId = (label: string) => `site-menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function SiteHeader() {
  const { navigation } = useSiteChrome();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = MENU_ID;
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="brand" onClick={closeMenu} aria-label={`${COMPANY_NAME} home`}>
          <img src="/favicon.svg" alt="" width="40" height="40" />
          <span className="brand-name">{COMPANY_NAME}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <i className={menuOpen ? 'ri-close-line' : 'ri-menu-line'} aria-hidden="true" />
        </button>
        <nav id={menuId} className={`site-nav${menuOpen ? ' open' : ''}`} aria-label="Main">
          <ul className="nav-list">
            {navigation.map((link, index) => (
              <li key={`${index}:${link.label}`}>
                <HeaderLink link={link} onNavigate={closeMenu} />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}

function HeaderLink({ link, onNavigate }: { link: NavItem; onNavigate: () => void }) {
  if (link.children?.length) return <DropdownMenu link={link} onNavigate={onNavigate} />;
  if (link.external) {
    return (
      <ExternalLink href={link.to} className="nav-link nav-cta" onClick={onNavigate}>
        {link.label} <i className="ri-external-link-line" aria-hidden="true" />
      </ExternalLink>
    );
  }
  return (
    <NavLink to={link.to} end={link.to === '/'} className={navClass} onClick={onNavigate}>
      {link.label}
    </NavLink>
  );
}

/**
 * A disclosure button. A mouse hovering opens it; a click, Enter or Space pins it open or closed;
 * Escape, a click elsewhere or a choice closes it. Hover and pin are kept apart so a mouse click
 * right after the hover does not close what the hover just opened.
 */
function DropdownMenu({ link, onNavigate }: { link: NavItem; onNavigate: () => void }) {
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const listId = dropdownId(link.label);
  const wrapper = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const close = () => {
    setHovered(false);
    setPinned(false);
  };

  useEffect(() => {
    if (!pinned) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [pinned]);

  const choose = () => {
    close();
    onNavigate();
  };

  return (
    <div
      ref={wrapper}
      className="nav-dropdown"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <button
        type="button"
        className={`nav-link nav-dropdown-toggle${pathname === link.to ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setPinned(hovered ? true : !pinned)}
      >
        {link.label} <i className="ri-arrow-down-s-line" aria-hidden="true" />
      </button>
      <ul id={listId} className={`nav-dropdown-menu${open ? ' open' : ''}`}>
        {link.children?.map((child, index) => (
          <li key={`${index}:${child.label}`}>
            {child.external ? (
              <ExternalLink href={child.to} onClick={choose}>
                {child.label}
              </ExternalLink>
            ) : (
              <Link to={child.to} state={linkState(child)} onClick={choose}>
                {child.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
