import { HOW_REVIEWS_WORK_PATH } from '#domain/directory/reviews/review-policy.ts';
import { formatParisLongDate } from '#domain/kernel/time/paris-time.ts';
import type { TEmailMessage } from '#server/platform/email/outbox.ts';
import { composeEmail, type TEmailRecipient } from '#server/platform/email/templates.ts';

/** What a review e-mail may say: who was consulted and on which day, never the review's text nor the reason. */
export type TReviewEmailFacts = {
  publicUrl: string;
  professionalName: string;
  professionalId: number;
  consultationStart: Date;
};

export type TRefusalFacts = { reason: string; note: string | null; resubmitUntil: Date | null };

function refusalLines(refused: TRefusalFacts): string[] {
  return [
    `Motif\u00a0: ${refused.reason}.`,
    ...(refused.note ? [`Précision du modérateur\u00a0: ${refused.note}`] : []),
  ];
}

/** The author hears of the moderators' decision and its reason (D111-17). */
export function reviewDecisionEmail(
  author: TEmailRecipient,
  facts: TReviewEmailFacts,
  outcome: { removedAfterReport: boolean; refused: TRefusalFacts | null },
): TEmailMessage {
  const about = `votre consultation du ${formatParisLongDate(facts.consultationStart)} avec ${facts.professionalName}`;
  const howItWorks = `Nos règles de publication\u00a0: ${facts.publicUrl}${HOW_REVIEWS_WORK_PATH}`;
  if (!outcome.refused) {
    return composeEmail(
      author,
      'Votre avis est publié',
      [`Votre avis sur ${about} a été relu et publié sur son profil.`, howItWorks],
      { label: 'Voir le profil', url: `${facts.publicUrl}/lawyer/${facts.professionalId}#avis` },
    );
  }
  const { refused } = outcome;
  const again = refused.resubmitUntil
    ? [
        `Vous pouvez le corriger et l’envoyer de nouveau depuis votre espace, rubrique «\u00a0Historique\u00a0», jusqu’au ${formatParisLongDate(refused.resubmitUntil)}.`,
      ]
    : [];
  return composeEmail(
    author,
    outcome.removedAfterReport ? 'Votre avis a été retiré' : 'Votre avis n’a pas été publié',
    [
      outcome.removedAfterReport
        ? `Votre avis sur ${about} a été retiré de son profil après examen par notre équipe de modération.`
        : `Votre avis sur ${about} n’a pas été publié après relecture par notre équipe de modération.`,
      ...refusalLines(refused),
      ...(outcome.removedAfterReport ? [] : again),
      howItWorks,
    ],
    { label: 'Accéder à mon espace', url: `${facts.publicUrl}/dashboard?onglet=historique` },
  );
}

/** The professional who reported a review hears what the moderators decided. */
export function reportDecisionEmail(
  professional: TEmailRecipient,
  facts: TReviewEmailFacts,
  outcome: { removed: boolean; refused: TRefusalFacts | null },
): TEmailMessage {
  const about = `l’avis laissé après la consultation du ${formatParisLongDate(facts.consultationStart)}`;
  return composeEmail(
    professional,
    outcome.removed
      ? 'Votre signalement\u00a0: l’avis est retiré'
      : 'Votre signalement\u00a0: l’avis reste publié',
    outcome.removed && outcome.refused
      ? [
          `Après examen de votre signalement, ${about} a été retiré de votre profil.`,
          ...refusalLines(outcome.refused),
        ]
      : [
          `Après examen de votre signalement, ${about} reste publié\u00a0: il ne contrevient pas à nos règles de publication.`,
          `Vous pouvez y répondre publiquement depuis «\u00a0Ma fiche pro\u00a0».`,
        ],
    { label: 'Voir mes avis', url: `${facts.publicUrl}/pro/dashboard/profile#avis-clients` },
  );
}
