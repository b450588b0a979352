import { Menu, Scale, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PRO_LANDING_ANCHORS } from './pro-site-links';

const NAV_LINK_CLASSES =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

export function ProSiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  function closeMenu() {
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/pro" className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900">
          <Scale className="h-6 w-6 text-brand-600" aria-hidden="true" />
          <span>
            JurisRDV <span className="text-brand-700">Pro</span>
          </span>
        </Link>

        <nav aria-label="Navigation JurisRDV Pro" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PRO_LANDING_ANCHORS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={NAV_LINK_CLASSES}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <Link to="/pro/login" className={NAV_LINK_CLASSES}>
            Se connecter
          </Link>
          <Link
            to="/pro/register"
            className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Inscription gratuite
          </Link>
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="h-6 w-6" aria-hidden="true" />
          ) : (
            <Menu className="h-6 w-6" aria-hidden="true" />
          )}
        </button>
      </div>

      <nav
        id={menuId}
        aria-label="Menu JurisRDV Pro"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {PRO_LANDING_ANCHORS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={`block ${NAV_LINK_CLASSES}`} onClick={closeMenu}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/pro/login" className={`block ${NAV_LINK_CLASSES}`} onClick={closeMenu}>
              Se connecter
            </Link>
          </li>
          <li>
            <Link
              to="/pro/register"
              onClick={closeMenu}
              className="mt-2 flex h-10 items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Inscription gratuite
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
