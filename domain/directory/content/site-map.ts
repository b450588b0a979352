import { ACCESSIBILITY_PATH } from '../accessibility/accessibility-status';
import { SPECIALTY_PAGES } from './specialty-content';

export const SITE_MAP_PATH = '/plan-du-site';
export const SITE_MAP_LABEL = 'Plan du site';

export type TSiteMapLink = { label: string; to: string };
export type TSiteMapSection = { title: string; links: readonly TSiteMapLink[] };

/**
 * « Plan du site » (RGAA 12.1: a second way to reach every page): every public page, and the entry points of the
 * client space and of the workspace. site-map.test.ts checks it against the route table, so a new public page
 * cannot be left out.
 */
export const SITE_MAP: readonly TSiteMapSection[] = [
  {
    title: 'Trouver un professionnel du droit',
    links: [
      { label: 'Accueil', to: '/' },
      { label: 'Rechercher un professionnel', to: '/search' },
      { label: 'Comment ça marche', to: '/how-it-works' },
      { label: 'Tarifs', to: '/professionals' },
      { label: 'Comment fonctionnent les avis', to: '/comment-fonctionnent-les-avis' },
      { label: 'Classement et référencement', to: '/classement-et-referencement' },
    ],
  },
  {
    title: 'Domaines du droit',
    links: SPECIALTY_PAGES.map((specialty) => ({ label: specialty.label, to: `/${specialty.path}` })),
  },
  {
    title: 'JurisRDV',
    links: [
      { label: 'À propos', to: '/about' },
      { label: 'Questions fréquentes', to: '/faq' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Espace client',
    links: [
      { label: 'Se connecter', to: '/login' },
      { label: 'Créer un compte', to: '/register' },
      { label: 'Mot de passe oublié', to: '/forgot-password' },
      { label: 'Mon espace personnel', to: '/dashboard' },
    ],
  },
  {
    title: 'Informations légales',
    links: [
      { label: 'Mentions légales', to: '/legal-notice' },
      { label: 'Politique de confidentialité', to: '/privacy-policy' },
      { label: "Conditions générales d'utilisation", to: '/terms-of-service' },
      { label: "Conditions d'utilisation", to: '/terms' },
      { label: 'Confidentialité', to: '/privacy' },
      { label: 'Politique cookies', to: '/cookies' },
      { label: "Déclaration d'accessibilité", to: ACCESSIBILITY_PATH },
    ],
  },
  {
    title: 'JurisRDV Pro, pour les professionnels du droit',
    links: [
      { label: 'JurisRDV Pro', to: '/pro' },
      { label: 'Fonctionnalités', to: '/pro/fonctionnalites' },
      { label: 'Tarifs de JurisRDV Pro', to: '/pro/tarifs' },
      { label: 'Sécurité et confidentialité', to: '/pro/securite' },
      { label: 'Intégrations', to: '/pro/integrations' },
      { label: 'API JurisRDV Pro', to: '/pro/api' },
      { label: "Centre d'aide", to: '/pro/centre-aide' },
      { label: 'Formation', to: '/pro/formation' },
      { label: 'Contacter JurisRDV Pro', to: '/pro/contact' },
    ],
  },
  {
    title: 'Espace professionnel',
    links: [
      { label: 'Espace professionnel', to: '/pro/login' },
      { label: 'Inscrire mon cabinet', to: '/pro/register' },
      { label: 'Mot de passe oublié (espace professionnel)', to: '/pro/forgot-password' },
    ],
  },
  {
    title: 'Informations légales de JurisRDV Pro',
    links: [
      { label: "Conditions générales d'utilisation de JurisRDV Pro", to: '/pro/cgu' },
      { label: 'Politique de confidentialité de JurisRDV Pro', to: '/pro/confidentialite' },
      { label: 'Mentions légales de JurisRDV Pro', to: '/pro/mentions-legales' },
      { label: 'RGPD et protection des données', to: '/pro/rgpd' },
      { label: "Conditions d'utilisation professionnelles", to: '/pro/terms' },
      { label: 'Confidentialité des données professionnelles', to: '/pro/privacy' },
    ],
  },
];
