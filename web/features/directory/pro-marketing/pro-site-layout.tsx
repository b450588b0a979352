import { Outlet } from 'react-router';
import { ProSiteFooter } from './pro-site-footer';
import { ProSiteHeader } from './pro-site-header';

/** Frame of the pro marketing site, separate from the public layout; « Aller au contenu » is the root layout's. */
export function ProSiteLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <ProSiteHeader />
      <main id="contenu" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Outlet />
      </main>
      <ProSiteFooter />
    </div>
  );
}
