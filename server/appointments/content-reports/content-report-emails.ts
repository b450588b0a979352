import type { TReportTargetKind } from '#domain/directory/content-reports/content-report-policy.ts';
import type { TEmailMessage } from '#server/platform/email/outbox.ts';
import { composeEmail, type TEmailRecipient } from '#server/platform/email/templates.ts';

/** What a decision e-mail may say: the report's reference, the decision and the administrator's reasons. */
export type TReportDecisionFacts = {
  publicUrl: string;
  reference: string;
  targetKind: TReportTargetKind;
  professionalId: number;
  outcome: string;
  reasons: string;
};

/**
 * The reporter hears the decision and its reasons (DSA art. 16(5)). A reporter without an account has no space
 * to read it in, so the e-mail carries it; it never repeats what was reported nor the reporter's explanation.
 */
export function reporterDecisionEmail(reporter: TEmailRecipient, facts: TReportDecisionFacts): TEmailMessage {
  return composeEmail(
    reporter,
    `Votre signalement ${facts.reference}\u00a0: décision`,
    [
      `Nous avons examiné votre signalement ${facts.reference} ${facts.targetKind === 'review' ? 'd’un avis' : 'd’un profil'} publié sur JurisRDV.`,
      `Décision\u00a0: ${facts.outcome}.`,
      `Motifs\u00a0: ${facts.reasons}`,
    ],
    {
      label: 'Nos règles de classement et de modération',
      url: `${facts.publicUrl}/classement-et-referencement`,
    },
  );
}

/**
 * The professional concerned is told a decision was taken about their profile or one of its reviews, and where
 * to read it with its reasons and contest it (« Réclamations »); the e-mail carries neither (PRODUCT.md §8).
 */
export function professionalDecisionEmail(
  professional: TEmailRecipient,
  facts: TReportDecisionFacts,
): TEmailMessage {
  return composeEmail(
    professional,
    `Décision sur un signalement (${facts.reference})`,
    [
      `Un contenu de votre profil (${facts.targetKind === 'review' ? 'un avis client' : 'votre profil'}) a été signalé, et JurisRDV a pris une décision motivée (${facts.reference}).`,
      'Vous pouvez la lire et, si vous la contestez, déposer une réclamation depuis votre espace professionnel, rubrique «\u00a0Réclamations\u00a0».',
    ],
    { label: 'Voir la décision', url: `${facts.publicUrl}/pro/dashboard/reclamations` },
  );
}

/**
 * « Rétablir la fiche »: the professional hears their profile is listed again (when no other rule keeps it out)
 * and where to read the reasons; the e-mail carries none (PRODUCT.md §8).
 */
export function professionalRelistedEmail(
  professional: TEmailRecipient,
  facts: { publicUrl: string; references: string[]; listed: boolean },
): TEmailMessage {
  return composeEmail(
    professional,
    'Suspension de votre profil levée',
    [
      `JurisRDV a levé la suspension de votre profil décidée après signalement (${facts.references.join(', ')}).`,
      facts.listed
        ? 'Votre profil apparaît de nouveau dans la recherche et peut de nouveau être réservé.'
        : 'Votre profil reviendra dans la recherche une fois remplies les autres conditions de référencement, décrites sur la page «\u00a0Classement et référencement\u00a0».',
      'Les motifs de cette décision vous attendent dans votre espace professionnel, rubrique «\u00a0Réclamations\u00a0».',
    ],
    { label: 'Voir la décision', url: `${facts.publicUrl}/pro/dashboard/reclamations` },
  );
}
