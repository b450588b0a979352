import { LEGAL_ENTITY } from '#domain/kernel/content/legal-entity.ts';

/** A run of a paragraph: plain text, or text the page links to one of the site's pages. */
export type TTermsRun = string | { text: string; to: string };

export type TTermsSection = {
  heading: string;
  paragraphs: readonly (readonly TTermsRun[])[];
  /** Shown as a bulleted list on the page. */
  list?: boolean;
};

/** A paragraph as it reads without its links (the PDF). */
export function termsParagraphText(paragraph: readonly TTermsRun[]): string {
  return paragraph.map((run) => (typeof run === 'string' ? run : run.text)).join('');
}

/**
 * The professionals' terms of use, written once: the /pro/cgu page renders them, and the « Déclaration à
 * l'Ordre » PDF (issue 29 §2) attaches them, so the bâtonnier reads the terms the lawyer accepted.
 */
export const PRO_TERMS: {
  title: string;
  updatedAt: string;
  intro: string;
  sections: readonly TTermsSection[];
} = {
  title: "Conditions générales d'utilisation",
  updatedAt: 'novembre 2026',
  intro: "Ces conditions régissent l'utilisation de JurisRDV Pro par les professionnels du droit.",
  sections: [
    {
      heading: '1. Objet',
      paragraphs: [
        [
          `${LEGAL_ENTITY.companyName} met à la disposition des professionnels du droit un logiciel en ligne de prise de rendez-vous et de gestion de cabinet (planning, rendez-vous, dossiers, contacts, fiche professionnelle, visioconférence). Le professionnel reste seul responsable de son activité et du respect de ses règles déontologiques.`,
        ],
      ],
    },
    {
      heading: '2. Inscription et validation',
      paragraphs: [
        [
          "L'inscription est réservée aux professionnels du droit en exercice. Le professionnel fournit des informations exactes, dont son numéro d'inscription au barreau ou à l'ordre dont il relève. L'inscription est validée par un administrateur après vérification de ces informations\u202f; tant qu'elle ne l'est pas, le profil n'apparaît pas dans les résultats de recherche et ne peut pas être réservé.",
        ],
      ],
    },
    {
      heading: "3. Gratuité et fin d'utilisation",
      list: true,
      paragraphs: [
        [
          "L'inscription et l'utilisation de JurisRDV Pro sont gratuites\u00a0: aucun abonnement ni paiement n'est demandé.",
        ],
        [
          "Le professionnel peut cesser à tout moment d'utiliser le service\u202f; pour fermer son compte, il nous écrit depuis la page contact.",
        ],
      ],
    },
    {
      heading: '4. Obligations du professionnel',
      paragraphs: [
        [
          "Le professionnel tient à jour sa fiche, ses disponibilités et ses honoraires, honore les rendez-vous confirmés et vérifie l'absence de conflit d'intérêts avant d'accepter un client. Il s'engage à ne publier aucun contenu trompeur et à respecter les règles de publicité propres à sa profession.",
        ],
      ],
    },
    {
      heading: '5. Disponibilité et responsabilité',
      paragraphs: [
        [
          `${LEGAL_ENTITY.brand} met tout en œuvre pour assurer la disponibilité du service, sans pouvoir garantir une absence totale d'interruption. Sa responsabilité ne saurait être engagée au titre des conseils délivrés par le professionnel ni des décisions prises sur leur fondement.`,
        ],
      ],
    },
    {
      heading: '6. Données personnelles',
      paragraphs: [
        [
          `Pour les données de ses clients et de ses dossiers, le professionnel est responsable du traitement et ${LEGAL_ENTITY.brand} agit en qualité de sous-traitant. Les engagements correspondants figurent dans notre `,
          { text: 'page RGPD', to: '/pro/rgpd' },
          ' et notre ',
          { text: 'politique de confidentialité', to: '/pro/confidentialite' },
          '.',
        ],
      ],
    },
    {
      heading: '7. Classement, retrait et réclamations',
      paragraphs: [
        [
          "Les paramètres qui classent les résultats de recherche et leur poids, les cas où un profil est retiré ou suspendu et le signalement d'un contenu sont décrits sur la page ",
          { text: 'Classement et référencement', to: '/classement-et-referencement' },
          '. Aucun professionnel ne paie pour être mieux classé.',
        ],
        [
          "Le professionnel qui conteste une décision le concernant dépose une réclamation depuis son espace, rubrique «\u00a0Réclamations\u00a0»\u00a0: elle reçoit une référence, il en suit l'état et un administrateur y apporte une réponse motivée.",
        ],
      ],
    },
    {
      heading: '8. Droit applicable',
      paragraphs: [
        [
          "Les présentes conditions sont soumises au droit français. Tout litige relève, à défaut d'accord amiable, des tribunaux de Paris. Pour toute question, écrivez-nous depuis la ",
          { text: 'page contact', to: '/pro/contact' },
          '.',
        ],
      ],
    },
  ],
};
