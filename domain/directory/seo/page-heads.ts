import type { PRO_MARKETING_PAGES, PUBLIC_CONTENT_PAGES } from '#domain/kernel/routing/page-routes.ts';
import { SPECIALTY_PAGES } from '../content/specialty-content';

export const SITE_NAME = 'JurisRDV';
export const PRO_SITE_NAME = 'JurisRDV Pro';

export type TPageHead = {
  /** The page's own title, as the page passes it to its tab title (without the site name). */
  title: string;
  siteName: typeof SITE_NAME | typeof PRO_SITE_NAME;
  description: string;
};

type TPublicPagePath = (typeof PUBLIC_CONTENT_PAGES)[number] | (typeof PRO_MARKETING_PAGES)[number];

function page(title: string, description: string): TPageHead {
  return { title, siteName: SITE_NAME, description };
}

function proPage(title: string, description: string): TPageHead {
  return { title, siteName: PRO_SITE_NAME, description };
}

/** A specialty page's head: its label and the summary the page shows under it. */
function specialtyPage(path: string): TPageHead {
  const specialty = SPECIALTY_PAGES.find((candidate) => candidate.path === path);
  if (!specialty) throw new Error(`Page de spécialité inconnue : ${path}`);
  return page(specialty.label, specialty.summary);
}

/**
 * The head of every public information page, served in the HTML before any script runs. The titles
 * are the ones the pages set in the browser (web/app/page-claims.test.tsx compares them), so a
 * search engine and a visitor read the same title.
 */
export const PUBLIC_PAGE_HEADS: Readonly<Record<TPublicPagePath, TPageHead>> = {
  '/': page(
    'Trouvez un professionnel du droit en 3 clics',
    'JurisRDV : trouvez un avocat, un notaire ou un commissaire de justice et prenez rendez-vous en ligne, en cabinet, en visioconférence ou par téléphone.',
  ),
  '/about': page('À propos de JurisRDV', 'Qui sommes-nous\u00a0: la mission et l’histoire de JurisRDV.'),
  '/how-it-works': page(
    'Comment ça marche\u202f?',
    'Rechercher un professionnel du droit, choisir un créneau et prendre rendez-vous sur JurisRDV, étape par étape.',
  ),
  '/faq': page('Questions fréquentes', 'Les réponses aux questions fréquentes sur JurisRDV.'),
  '/contact': page('Contactez-nous', 'Écrire à l’équipe de JurisRDV.'),
  '/professionals': page(
    'Tarifs',
    'Ce que coûte une réservation sur JurisRDV : honoraires, moyens de paiement et annulation.',
  ),
  '/legal-notice': page('Mentions légales', 'Mentions légales de JurisRDV : éditeur, hébergement.'),
  '/privacy-policy': page(
    'Politique de confidentialité',
    'Comment JurisRDV traite vos données personnelles et comment exercer vos droits.',
  ),
  '/terms-of-service': page(
    "Conditions générales d'utilisation",
    "Les conditions générales d'utilisation de JurisRDV.",
  ),
  '/cookies': page('Politique cookies', 'Les cookies de JurisRDV et comment modifier votre choix.'),
  '/terms': page("Conditions d'utilisation", "Les conditions d'utilisation de JurisRDV, en résumé."),
  '/privacy': page('Confidentialité', 'La confidentialité de vos données sur JurisRDV, en résumé.'),
  '/accessibilite': page(
    "Déclaration d'accessibilité",
    "L'état d'accessibilité de JurisRDV au regard du RGAA 4.1, les limites connues et comment signaler un obstacle.",
  ),
  '/comment-fonctionnent-les-avis': page(
    'Comment fonctionnent les avis',
    'Qui peut laisser un avis sur JurisRDV, délai de publication, modération et motifs de refus, durée de conservation, réponse et signalement par les professionnels.',
  ),
  '/classement-et-referencement': page(
    'Classement et référencement',
    'Comment JurisRDV classe les professionnels dans les résultats, pourquoi un profil peut être retiré ou suspendu, comment signaler un contenu et comment contester une décision.',
  ),
  '/plan-du-site': page(
    'Plan du site',
    'Toutes les pages de JurisRDV et de JurisRDV Pro\u00a0: recherche, domaines du droit, espaces client et professionnel, informations légales.',
  ),
  '/family-law': specialtyPage('family-law'),
  '/criminal-law': specialtyPage('criminal-law'),
  '/real-estate-law': specialtyPage('real-estate-law'),
  '/labor-law': specialtyPage('labor-law'),
  '/business-law': specialtyPage('business-law'),
  '/tax-law': specialtyPage('tax-law'),
  '/pro': proPage(
    'Logiciel de rendez-vous et de gestion de cabinet pour avocats',
    'JurisRDV Pro\u00a0: agenda, prise de rendez-vous en ligne, dossiers et clients pour les professionnels du droit.',
  ),
  '/pro/fonctionnalites': proPage('Fonctionnalités', 'Les fonctionnalités de JurisRDV Pro.'),
  '/pro/tarifs': proPage('Tarifs', 'Les tarifs de JurisRDV Pro.'),
  '/pro/securite': proPage(
    'Sécurité et confidentialité',
    'Comment JurisRDV Pro protège les données de votre cabinet.',
  ),
  '/pro/integrations': proPage('Intégrations', 'Les intégrations de JurisRDV Pro.'),
  '/pro/contact': proPage('Contactez-nous', 'Écrire à l’équipe de JurisRDV Pro.'),
  '/pro/centre-aide': proPage("Centre d'aide", "Le centre d'aide de JurisRDV Pro."),
  '/pro/formation': proPage('Formation', 'Prendre en main JurisRDV Pro.'),
  '/pro/api': proPage('API JurisRDV Pro', 'L’API de JurisRDV Pro.'),
  '/pro/cgu': proPage(
    "Conditions générales d'utilisation",
    "Les conditions générales d'utilisation de JurisRDV Pro.",
  ),
  '/pro/confidentialite': proPage(
    'Politique de confidentialité',
    'La politique de confidentialité de JurisRDV Pro.',
  ),
  '/pro/mentions-legales': proPage('Mentions légales - JurisRDV Pro', 'Mentions légales de JurisRDV Pro.'),
  '/pro/rgpd': proPage('RGPD et protection des données', 'JurisRDV Pro et le RGPD.'),
  '/pro/terms': proPage(
    "Conditions d'utilisation professionnelles",
    "Les conditions d'utilisation de JurisRDV Pro, en résumé.",
  ),
  '/pro/privacy': proPage(
    'Confidentialité des données professionnelles',
    'La confidentialité des données professionnelles sur JurisRDV Pro, en résumé.',
  ),
};

export const NOT_FOUND_HEAD: TPageHead = page('Page introuvable', 'Cette page n’existe pas sur JurisRDV.');

export function formatPageTitle(head: Pick<TPageHead, 'title' | 'siteName'>): string {
  return head.title ? `${head.title} | ${head.siteName}` : head.siteName;
}
