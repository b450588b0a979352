import { formatEuros } from './money';
import type { TConsultationMode } from './search-options';

const MODE_PHRASE: Record<TConsultationMode, string> = {
  cabinet: 'au cabinet',
  visio: 'en visioconférence',
  telephone: 'par téléphone',
};

import type { TFaqItem } from './profile-schemas';

/** The profile's five questions, answered from the professional's own data rather than sample text. */
export function buildProfessionalFaq(professional: {
  name: string;
  modes: readonly TConsultationMode[];
  firstConsultationFeeCents: number;
  acceptsLegalAid: boolean;
  languages: readonly string[];
  city: string;
}): TFaqItem[] {
  const modes = professional.modes.map((mode) => MODE_PHRASE[mode]);
  const where =
    modes.length > 1
      ? `${modes.slice(0, -1).join(', ')} ou ${modes.at(-1)}`
      : (modes[0] ?? 'sur rendez-vous');
  return [
    {
      question: 'Comment se déroule un premier rendez-vous ?',
      answer: `Le premier rendez-vous permet d'exposer votre situation et d'obtenir une première analyse. ${professional.name} vous reçoit ${where}.`,
    },
    {
      question: 'Combien coûte la première consultation ?',
      answer: `La première consultation est facturée ${formatEuros(professional.firstConsultationFeeCents)}. Un rendez-vous de suivi coûte 100 € et une consultation urgente 180 €.`,
    },
    {
      question: "Acceptez-vous l'aide juridictionnelle ?",
      answer: professional.acceptsLegalAid
        ? "Oui, l'aide juridictionnelle est acceptée. Apportez votre décision d'admission ou votre dossier de demande."
        : "Non, l'aide juridictionnelle n'est pas acceptée. Certaines assurances de protection juridique peuvent toutefois prendre en charge les honoraires.",
    },
    {
      question: 'Quels documents apporter ?',
      answer:
        "Munissez-vous d'une pièce d'identité et de tous les documents utiles à votre affaire (contrats, courriers, jugements, échanges). Vous pouvez aussi les préparer grâce au questionnaire proposé lors de la réservation.",
    },
    {
      question: 'Puis-je annuler ou déplacer mon rendez-vous ?',
      answer:
        "Oui, vous pouvez annuler ou déplacer votre rendez-vous depuis votre espace personnel jusqu'à 24 heures avant son début.",
    },
  ];
}
