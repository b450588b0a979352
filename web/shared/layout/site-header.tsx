import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../paths';
import { useLogout, useSession } from '../session/use-session';
import { Button } from '../ui/button';
import { notifyDestructive } from '../ui/toast';
import { Logo } from './logo';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useSession('client');
  const logout = useLogout('client');
  const user = session.data?.user ?? null;

  const handleLogout = () => {
    logout.logout(paths.home).catch(() => notifyDestructive('Déconnexion impossible', 'Veuillez réessayer.'));
  };

  const accountArea = session.isPending ? (
    <span className="h-9 w-28 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />
  ) : user ? (
    <>
      <span className="text-sm text-slate-700">Bonjour, {user.name}</span>
      <Link to={paths.dashboard} className="text-sm font-medium text-brand-700 hover:underline">
        Mon espace
      </Link>
      <Button variant="ghost" size="sm" onClick={handleLogout} disabled={logout.isPending}>
        <LogOut className="h-4 w-4" aria-hidden="true" />
        Se déconnecter
      </Button>
    </>
  ) : (
    <Link
      to={paths.login}
      className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
    >
      Se connecter
    </Link>
  );

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Logo />
        <nav aria-label="Navigation principale" className="hidden items-center gap-5 md:flex">
          <Link to={paths.pro.landing} className="text-sm text-slate-700 hover:text-brand-700">
            Vous êtes professionnel du droit&#8239;?
          </Link>
          {accountArea}
        </nav>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
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
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Menu mobile"
          className="flex flex-col items-start gap-3 border-t border-slate-200 px-4 py-4 md:hidden"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a,button')) setMenuOpen(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setMenuOpen(false);
          }}
        >
          <Link to={paths.pro.landing} className="text-sm text-slate-700">
            Vous êtes professionnel du droit&#8239;?
          </Link>
          {accountArea}
        </nav>
      ) : null}
    </header>
  );
}
