import { mapConsentSentence } from '#domain/directory/map/map-consent.ts';
import { ContentPage, ContentSection, TextLink } from '#web/shared/content/content-page.tsx';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { openCookieSettings } from '../consent/consent-store';
import { useMapConfig } from '../map/map-config';

/**
 * What the site really stores (PRODUCT.md §8): session cookies only; the consent choice in local
 * storage; an audience count without cookie; nothing for « marketing », whose switch stays off.
 */
const CATEGORIES = [
  {
    name: 'Cookies essentiels',
    consent: 'Toujours actifs',
    description:
      "Les cookies de session vous gardent connecté à votre espace client, à votre espace professionnel ou à l'administration. Ils sont indispensables à la connexion et ne peuvent pas être désactivés.",
  },
  {
    name: "Mesure d'audience",
    consent: 'Avec votre accord',
    description:
      "Avec votre accord, le site envoie à nos serveurs l'adresse de chaque page consultée, sans cookie, sans identifiant et sans enregistrer votre adresse IP\u00a0: nous ne comptons que des pages vues.",
  },
  {
    name: 'Cookies marketing',
    consent: 'Aucun',
    description: "JurisRDV n'utilise aucun cookie marketing\u00a0: ce choix du bandeau n'active rien.",
  },
] as const;

export function CookiesPage() {
  const facts = useSiteFacts().data;
  const mapSentence = mapConsentSentence(useMapConfig().data?.mapTileUrl);
  return (
    <ContentPage
      title="Politique cookies"
      updatedAt="novembre 2026"
      intro="Un cookie est un petit fichier déposé sur votre appareil lors de la visite d'un site. Cette page explique ce que JurisRDV enregistre sur votre appareil et comment gérer votre choix, conformément aux recommandations de la CNIL."
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
          Votre choix (acceptation ou refus) est conservé 13 mois dans le stockage local de votre navigateur,
          pas dans un cookie. À l'issue de ce délai, nous vous le demandons à nouveau. Les cookies de session
          expirent à la fermeture du navigateur, ou après 30 jours si vous avez coché «&nbsp;Se souvenir de
          moi&nbsp;».
        </p>
      </ContentSection>

      <ContentSection title="Modifier votre choix">
        <p>
          Vous pouvez changer d'avis à tout moment, aussi simplement que vous avez donné votre accord&nbsp;:
          le lien «&nbsp;Gérer les cookies&nbsp;» en bas de chaque page, ou le bouton ci-dessous, rouvre le
          bandeau de consentement. Vous pouvez alors tout accepter, tout refuser ou personnaliser vos choix
          catégorie par catégorie. Refuser la mesure d'audience n'a aucune conséquence sur l'utilisation du
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
          Vous pouvez également configurer votre navigateur pour bloquer les cookies&#8239;; la connexion à
          votre compte ne fonctionnera alors plus.
        </p>
      </ContentSection>

      <ContentSection title="Services tiers">
        <p>
          La carte des résultats et des fiches ne charge ses fonds de carte chez un prestataire qu'après votre
          autorisation explicite, donnée directement sur la carte et oubliée à la fermeture de l'onglet.
          {mapSentence ? ` Le texte de cette autorisation\u00a0: «\u00a0${mapSentence}\u00a0»` : ''}
        </p>
        {facts ? (
          <p>
            {`En rejoignant une visioconférence, vous quittez JurisRDV pour ${facts.videoHost}, qui applique ses propres règles en matière de cookies.`}
          </p>
        ) : null}
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
