import { Link, Outlet } from 'react-router';
import { copyrightNotice } from '#domain/kernel/text/copyright-notice.ts';
import { Logo } from '#web/shared/layout/logo.tsx';
import { paths } from '#web/shared/paths.ts';

/** Login, registration and password pages of the professional space: logo back to /pro, no public header. */
export function ProAuthLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <Logo to={paths.pro.landing} suffix="Pro" />
        </div>
      </header>
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
      <footer className="flex flex-wrap justify-center gap-x-4 gap-y-2 px-4 py-6 text-center text-sm text-slate-600">
        <p>{copyrightNotice()} Tous droits réservés.</p>
        <Link to={paths.siteMap} className="hover:text-brand-700">
          Plan du site
        </Link>
      </footer>
    </div>
  );
}
