import { Link } from 'react-router';
import { ACCESSIBILITY_LINK_LABEL } from '#domain/directory/accessibility/accessibility-status.ts';
import { copyrightNotice } from '#domain/kernel/text/copyright-notice.ts';
import { openCookieSettings } from '#web/features/directory/consent/consent-store.ts';
import { paths } from '../paths';
import { useSiteFacts } from '../site/use-site-facts';

const COLUMNS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'JurisRDV',
    links: [
      { to: paths.about, label: 'À propos' },
      { to: paths.howItWorks, label: 'Comment ça marche' },
      { to: paths.professionals, label: 'Tarifs' },
      { to: paths.faq, label: 'FAQ' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Domaines du droit',
    links: [
      { to: '/family-law', label: 'Droit de la famille' },
      { to: '/criminal-law', label: 'Droit pénal' },
      { to: '/real-estate-law', label: 'Droit immobilier' },
      { to: '/labor-law', label: 'Droit du travail' },
      { to: '/business-law', label: 'Droit des affaires' },
      { to: '/tax-law', label: 'Droit fiscal' },
    ],
  },
  {
    title: 'Informations légales',
    links: [
      { to: paths.legalNotice, label: 'Mentions légales' },
      { to: paths.privacyPolicy, label: 'Politique de confidentialité' },
      { to: paths.termsOfService, label: "Conditions d'utilisation" },
      { to: paths.cookies, label: 'Politique cookies' },
      { to: paths.accessibility, label: ACCESSIBILITY_LINK_LABEL },
      { to: paths.ranking, label: 'Classement et référencement' },
    ],
  },
  {
    title: 'Professionnels',
    links: [
      { to: paths.pro.landing, label: 'JurisRDV Pro' },
      { to: paths.pro.login, label: 'Espace professionnel' },
      { to: paths.pro.register, label: 'Inscrire mon cabinet' },
    ],
  },
];

export function SiteFooter() {
  // SUPPORT_EMAIL, as the server is configured: the address the contact form writes to.
  const facts = useSiteFacts().data;
  const supportEmail = facts?.supportEmail;
  const mediator = facts?.consumerMediator;
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>{copyrightNotice()} Tous droits réservés.</p>
          {mediator ? (
            <p>
              {'Médiateur de la consommation\u00a0: '}
              <a href={mediator.website} className="hover:text-brand-700" rel="noreferrer">
                {mediator.name}
              </a>
            </p>
          ) : null}
          <p className="flex flex-wrap items-center gap-4">
            {supportEmail ? (
              <a href={`mailto:${supportEmail}`} className="hover:text-brand-700">
                {supportEmail}
              </a>
            ) : null}
            <Link to={paths.siteMap} className="hover:text-brand-700">
              Plan du site
            </Link>
            <button type="button" className="hover:text-brand-700" onClick={openCookieSettings}>
              Gérer les cookies
            </button>
          </p>
        </div>
      </div>
    </footer>
  );
}
