import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_MAP_LABEL, SITE_MAP_PATH } from '#domain/directory/content/site-map.ts';
import { copyrightNotice } from '#domain/kernel/text/copyright-notice.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { openCookieSettings } from '../consent/consent-store';
import { PRO_FOOTER_GROUPS } from './pro-site-links';

export function ProSiteFooter() {
  // SUPPORT_EMAIL, as the server is configured: the address the contact form writes to.
  const supportEmail = useSiteFacts().data?.supportEmail;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-4">
          <div>
            <Link to="/pro" className="flex items-center gap-2 rounded-md text-lg font-bold text-white">
              <Scale className="h-6 w-6 text-brand-100" aria-hidden="true" />
              JurisRDV Pro
            </Link>
            <p className="mt-3 text-sm leading-relaxed">
              Le logiciel de gestion de cabinet et de prise de rendez-vous en ligne pour les professionnels du
              droit.
            </p>
            {supportEmail ? (
              <p className="mt-3 text-sm">
                <a href={`mailto:${supportEmail}`} className="underline underline-offset-2 hover:text-white">
                  {supportEmail}
                </a>
              </p>
            ) : null}
          </div>
          {PRO_FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="text-sm font-semibold text-white">{group.title}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="rounded-sm hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-3 border-t border-slate-700 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{copyrightNotice()} Tous droits réservés.</p>
          <p className="flex flex-wrap items-center gap-4">
            <Link to={SITE_MAP_PATH} className="rounded-sm hover:text-white hover:underline">
              {SITE_MAP_LABEL}
            </Link>
            <button
              type="button"
              className="rounded-sm hover:text-white hover:underline"
              onClick={openCookieSettings}
            >
              Gérer les cookies
            </button>
            <Link to="/" className="rounded-sm hover:text-white hover:underline">
              Vous cherchez un professionnel du droit&#8239;? Accéder à JurisRDV
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
