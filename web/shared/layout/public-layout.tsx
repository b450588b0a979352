import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** « Aller au contenu » leads to `#contenu` from the root layout (skip-link.tsx). */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so content arriving later never moves it into view (CLS). */}
      <main id="contenu" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
