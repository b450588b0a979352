import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { paymentMeansText } from './fee-text';
import { formatEuros } from './money';
import type { TFeeAmount, TProfessionalFees } from './professional-fees';

const MODE_PHRASE: Record<TConsultationMode, string> = {
  cabinet: 'au cabinet',
  visio: 'en visioconférence',
  telephone: 'par téléphone',
};

import type { TFaqItem } from './profile-schemas';

function otherFeeSentence(fee: TFeeAmount | null, amountPhrase: string, quotePhrase: string): string[] {
  if (!fee) return [];
  return [fee.kind === 'quote' ? quotePhrase : `${amountPhrase} ${formatEuros(fee.cents)}.`];
}

/** Only what the professional entered in « Ma fiche pro »: nothing is said about a fee they did not state. */
export function priceAnswer(fees: TProfessionalFees | null): string {
  if (!fees) return "Ce professionnel n'a pas encore indiqué ses honoraires.";
  const first = fees.firstConsultation;
  const sentences = [
    first.kind === 'free'
      ? 'La première consultation est gratuite.'
      : first.kind === 'quote'
        ? 'Le tarif de la première consultation est établi sur devis.'
        : `La première consultation est facturée ${formatEuros(first.cents)}.`,
    ...otherFeeSentence(
      fees.followUp,
      'Un rendez-vous de suivi coûte',
      'Les rendez-vous de suivi sont facturés sur devis.',
    ),
    ...otherFeeSentence(
      fees.urgent,
      'Une consultation urgente coûte',
      'Les consultations urgentes sont facturées sur devis.',
    ),
  ];
  const means = paymentMeansText(fees.paymentMeans);
  if (means) sentences.push(`Paiement par ${means}.`);
  if (fees.paymentFacilities) sentences.push('Des facilités de paiement sont possibles.');
  return sentences.join(' ');
}

function legalAidAnswer(fees: TProfessionalFees | null, acceptsLegalAid: boolean): string {
  if (!fees) return "Ce professionnel n'a pas encore indiqué s'il accepte l'aide juridictionnelle.";
  const answer = acceptsLegalAid
    ? "Oui, l'aide juridictionnelle est acceptée. Apportez votre décision d'admission ou votre dossier de demande."
    : "Non, l'aide juridictionnelle n'est pas acceptée.";
  return fees.legalInsuranceAccepted
    ? `${answer} Les assurances de protection juridique sont acceptées.`
    : answer;
}

/** The profile's five questions, answered from the professional's own data rather than sample text. */
export function buildProfessionalFaq(professional: {
  name: string;
  modes: readonly TConsultationMode[];
  /** Null until the professional enters them (such a profile is not public). */
  fees: TProfessionalFees | null;
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
      question: 'Comment se déroule un premier rendez-vous\u202f?',
      answer: `Le premier rendez-vous permet d'exposer votre situation et d'obtenir une première analyse. ${professional.name} vous reçoit ${where}.`,
    },
    {
      question: 'Combien coûte la première consultation\u202f?',
      answer: priceAnswer(professional.fees),
    },
    {
      question: "Acceptez-vous l'aide juridictionnelle\u202f?",
      answer: legalAidAnswer(professional.fees, professional.acceptsLegalAid),
    },
    {
      question: 'Quels documents apporter\u202f?',
      answer:
        "Munissez-vous d'une pièce d'identité et de tous les documents utiles à votre affaire (contrats, courriers, jugements, échanges). Vous pouvez aussi les préparer grâce au questionnaire proposé lors de la réservation.",
    },
    {
      question: 'Puis-je annuler ou déplacer mon rendez-vous\u202f?',
      answer:
        "Oui, vous pouvez annuler ou déplacer votre rendez-vous depuis votre espace personnel jusqu'à 24 heures avant son début.",
    },
  ];
}
