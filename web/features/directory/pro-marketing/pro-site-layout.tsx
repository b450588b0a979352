import { Outlet } from 'react-router';
import { ProSiteFooter } from './pro-site-footer';
import { ProSiteHeader } from './pro-site-header';

/** Frame of the pro marketing site, separate from the public layout. */
export function ProSiteLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#pro-main"
        className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Aller au contenu
      </a>
      <ProSiteHeader />
      <main id="pro-main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Outlet />
      </main>
      <ProSiteFooter />
    </div>
  );
}
