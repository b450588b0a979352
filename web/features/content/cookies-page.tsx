import { ContentPage, ContentSection, TextLink } from '../../shared/content/content-page';
import { openCookieSettings } from '../consent/consent-store';

const CATEGORIES = [
  {
    name: 'Cookies essentiels',
    consent: 'Toujours actifs',
    description:
      'Indispensables au fonctionnement du site : maintien de votre session, sécurité des formulaires, mémorisation de votre choix en matière de cookies. Ils ne peuvent pas être désactivés.',
  },
  {
    name: 'Cookies analytiques',
    consent: 'Avec votre accord',
    description:
      "Mesure d'audience anonymisée : pages consultées, durée des visites, performances. Ils nous aident à améliorer le service et ne sont déposés qu'après votre accord.",
  },
  {
    name: 'Cookies marketing',
    consent: 'Avec votre accord',
    description:
      "Mesure de l'efficacité de nos campagnes d'information. Ils ne sont déposés qu'après votre accord et ne servent jamais à revendre vos données.",
  },
] as const;

export function CookiesPage() {
  return (
    <ContentPage
      title="Politique cookies"
      updatedAt="janvier 2025"
      intro="Un cookie est un petit fichier déposé sur votre appareil lors de la visite d'un site. Cette page explique quels cookies nous utilisons et comment gérer votre choix, conformément aux recommandations de la CNIL."
    >
      <section aria-labelledby="cookies-categories-title">
        <h2 id="cookies-categories-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Les catégories de cookies
        </h2>
        <ul className="mt-4 space-y-4">
          {CATEGORIES.map((category) => (
            <li key={category.name} className="rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{category.name}</h3>
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                  {category.consent}
                </span>
              </div>
              <p className="mt-2 text-slate-700 leading-relaxed">{category.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <ContentSection title="Durée de conservation">
        <p>
          Votre choix (acceptation ou refus) est conservé 13 mois. À l'issue de ce délai, nous vous le
          demandons à nouveau. Les cookies eux-mêmes sont conservés 13 mois au maximum.
        </p>
      </ContentSection>

      <ContentSection title="Modifier votre choix">
        <p>
          Vous pouvez changer d'avis à tout moment, aussi simplement que vous avez donné votre accord : le
          lien « Gérer les cookies » en bas de chaque page, ou le bouton ci-dessous, rouvre le bandeau de
          consentement. Vous pouvez alors tout accepter, tout refuser ou personnaliser vos choix catégorie par
          catégorie. Refuser les cookies analytiques et marketing n'a aucune conséquence sur l'utilisation du
          site.
        </p>
        <p>
          <button
            type="button"
            onClick={openCookieSettings}
            className="inline-flex h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50"
          >
            Gérer les cookies
          </button>
        </p>
        <p>
          Vous pouvez également configurer votre navigateur pour bloquer les cookies ; certaines
          fonctionnalités, comme la connexion à votre compte, risquent alors de ne plus fonctionner.
        </p>
      </ContentSection>

      <ContentSection title="Services tiers">
        <p>
          La carte des résultats de recherche peut faire appel à un fournisseur de cartographie situé hors de
          l'Union européenne. Elle ne s'affiche qu'après votre autorisation explicite, donnée directement sur
          la page de résultats.
        </p>
      </ContentSection>

      <ContentSection title="En savoir plus">
        <p>
          Pour connaître l'ensemble de vos droits, consultez notre{' '}
          <TextLink to="/privacy-policy">politique de confidentialité</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
