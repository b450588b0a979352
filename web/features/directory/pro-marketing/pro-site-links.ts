import {
  ACCESSIBILITY_LINK_LABEL,
  ACCESSIBILITY_PATH,
} from '#domain/directory/accessibility/accessibility-status.ts';
import { PRO_TESTIMONIALS } from './pro-testimonials';

export type TSiteLink = { label: string; to: string };

/** « Témoignages » only once there is one to read (see pro-testimonials.ts). */
export const PRO_LANDING_ANCHORS: readonly TSiteLink[] = [
  { label: 'Fonctionnalités', to: '/pro#fonctionnalites' },
  { label: 'Tarifs', to: '/pro#tarifs' },
  ...(PRO_TESTIMONIALS.length > 0 ? [{ label: 'Témoignages', to: '/pro#temoignages' }] : []),
  { label: 'Support', to: '/pro#support' },
];

export const PRO_FOOTER_GROUPS: readonly { title: string; links: readonly TSiteLink[] }[] = [
  {
    title: 'Produit',
    links: [
      { label: 'Fonctionnalités', to: '/pro/fonctionnalites' },
      { label: 'Tarifs', to: '/pro/tarifs' },
      { label: 'Sécurité', to: '/pro/securite' },
      { label: 'Intégrations', to: '/pro/integrations' },
      { label: 'API', to: '/pro/api' },
    ],
  },
  {
    title: 'Accompagnement',
    links: [
      { label: "Centre d'aide", to: '/pro/centre-aide' },
      { label: 'Formation', to: '/pro/formation' },
      { label: 'Contact', to: '/pro/contact' },
    ],
  },
  {
    title: 'Informations légales',
    links: [
      { label: 'CGU', to: '/pro/cgu' },
      { label: 'Confidentialité', to: '/pro/confidentialite' },
      { label: 'Mentions légales', to: '/pro/mentions-legales' },
      { label: 'RGPD', to: '/pro/rgpd' },
      { label: ACCESSIBILITY_LINK_LABEL, to: ACCESSIBILITY_PATH },
    ],
  },
];
