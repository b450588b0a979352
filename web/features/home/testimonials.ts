import type { TAvatarColor } from './initials-avatar';

export type TTestimonial = {
  name: string;
  practice: string;
  specialty: string;
  content: string;
  avatarColor: TAvatarColor;
  rating: number;
};

export const HOME_TESTIMONIALS: readonly TTestimonial[] = [
  {
    name: 'Claire Fontaine',
    practice: 'Cabinet Martin Avocats, Paris',
    specialty: 'Droit de la famille',
    content:
      "En pleine procédure de divorce, j'ai trouvé une avocate disponible le lendemain. La consultation en visioconférence était claire et rassurante, et j'ai enfin compris les étapes à venir.",
    avatarColor: 'rose',
    rating: 5,
  },
  {
    name: 'Julien Roche',
    practice: 'Étude Lefèvre & Associés, Lyon',
    specialty: 'Droit immobilier',
    content:
      "Pour l'achat de notre premier appartement, nous avons pris rendez-vous avec un notaire en trois clics. Les frais étaient annoncés à l'avance : aucune mauvaise surprise.",
    avatarColor: 'emerald',
    rating: 5,
  },
  {
    name: 'Nadia Benali',
    practice: 'Cabinet Petit, Lyon',
    specialty: 'Droit du travail',
    content:
      "Après un licenciement contesté, j'avais besoin d'un avis rapide. Le questionnaire préparatoire a permis à mon avocate d'aller droit à l'essentiel dès le premier rendez-vous.",
    avatarColor: 'violet',
    rating: 4,
  },
];
