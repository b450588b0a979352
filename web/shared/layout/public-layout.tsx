import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Aller au contenu
      </a>
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so content arriving later never moves it into view (CLS). */}
      <main id="contenu" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
