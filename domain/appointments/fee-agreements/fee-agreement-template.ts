import { consumerMediatorOf } from '#domain/billing/invoices/consumer-mediator.ts';
import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';

export const MAX_TERMS_LENGTH = 6000;
export const MAX_PAYMENT_TERMS_LENGTH = 2000;

const ZTemplateText = (label: string, max: number) =>
  z
    .string({ error: `${label}\u00a0: texte requis` })
    .trim()
    .min(1, `${label}\u00a0: texte requis`)
    .max(max, `${label}\u00a0: ${max} caractères au plus`);

/**
 * The professional's fee agreement (« convention d'honoraires ») as they edit it in « Ma fiche pro »: the
 * parties, the fee, the date and the mode are added to it for each booking (fee-agreement-content.ts).
 */
export const ZFeeAgreementTemplate = z.strictObject({
  terms: ZTemplateText('Conditions', MAX_TERMS_LENGTH),
  paymentTerms: ZTemplateText('Modalités de paiement', MAX_PAYMENT_TERMS_LENGTH),
  mediatorName: ZTemplateText('Nom du médiateur', 200),
  mediatorAddress: ZTemplateText('Adresse du médiateur', 300),
  mediatorWebsite: z
    .string()
    .trim()
    .max(300, 'Site du médiateur\u00a0: 300 caractères au plus')
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
      error: 'Site du médiateur\u00a0: adresse web invalide (https://…)',
    }),
});
export type TFeeAgreementTemplate = z.infer<typeof ZFeeAgreementTemplate>;

/** What « Ma fiche pro » reads: the template in force and whether it is the default one. */
export const ZFeeAgreementTemplateResponse = z.object({
  template: ZFeeAgreementTemplate,
  isDefault: z.boolean(),
});
export type TFeeAgreementTemplateResponse = z.infer<typeof ZFeeAgreementTemplateResponse>;

/** PUT body: a template, or null to go back to the default one. */
export const ZUpdateFeeAgreementTemplateRequest = z.strictObject({
  template: ZFeeAgreementTemplate.nullable(),
});

/** How the default agreement names the professional: « l'avocat », « le notaire »… and « à l'avocat ». */
const PROFESSION_NOUNS: Record<TProfessionalType, { the: string; toThe: string }> = {
  avocat: { the: "l'avocat", toThe: "à l'avocat" },
  notaire: { the: 'le notaire', toThe: 'au notaire' },
  commissaire: { the: 'le commissaire de justice', toThe: 'au commissaire de justice' },
};

export function professionNouns(professionalType: TProfessionalType): { the: string; toThe: string } {
  return PROFESSION_NOUNS[professionalType];
}

/**
 * The default agreement of a consultation, in the words of the professional's profession and naming its own
 * consumer mediator (domain/billing/invoices/consumer-mediator.ts; issue 29 §4). Prudent wording: it states what
 * the booking is and how it is paid, and says the right of withdrawal is waived only at the client's express
 * request.
 */
export function defaultFeeAgreementTemplate(professionalType: TProfessionalType): TFeeAgreementTemplate {
  const { the } = PROFESSION_NOUNS[professionalType];
  const mediator = consumerMediatorOf(professionalType);
  return {
    terms: [
      `Mission\u00a0: ${the} délivre au client une consultation juridique portant sur la question exposée lors de la réservation, à la date et selon le mode indiqués ci-dessus. La mission se limite à cette consultation\u202f; toute autre prestation (rédaction d'actes, procédure, démarches) fera l'objet d'une convention distincte.`,
      `Honoraires\u00a0: les honoraires de la consultation sont ceux indiqués ci-dessus, fixés forfaitairement pour cette consultation. Ils sont exprimés toutes taxes comprises\u00a0: ils incluent la TVA au taux en vigueur lorsque ${the.replace("'", '’')} y est assujetti.`,
      "Droit de rétractation\u00a0: lorsque la consultation est réservée à distance, le client dispose en principe d'un délai de rétractation de quatorze jours. Si le client demande expressément que la consultation ait lieu avant la fin de ce délai, il reconnaît que la consultation entièrement exécutée ne pourra plus faire l'objet d'une rétractation.",
      `Secret professionnel\u00a0: ${the} est tenu au secret professionnel pour tout ce qui lui est confié à l'occasion de la consultation.`,
    ].join('\n\n'),
    paymentTerms:
      "Les honoraires sont payables à l'issue de la consultation. Une facture est remise au client.",
    mediatorName: mediator.name,
    mediatorAddress: mediator.address,
    mediatorWebsite: `https://${mediator.website}`,
  };
}

/** The default agreement of an avocat's consultation. */
export const DEFAULT_FEE_AGREEMENT_TEMPLATE: TFeeAgreementTemplate = defaultFeeAgreementTemplate('avocat');

/**
 * The stored template, or the default one of the professional's profession when none was saved (null) or it
 * can no longer be read.
 */
export function readFeeAgreementTemplate(
  value: unknown,
  professionalType: TProfessionalType = 'avocat',
): {
  template: TFeeAgreementTemplate;
  isDefault: boolean;
} {
  const fallback = { template: defaultFeeAgreementTemplate(professionalType), isDefault: true };
  if (value === null || value === undefined) return fallback;
  const parsed = ZFeeAgreementTemplate.safeParse(value);
  return parsed.success ? { template: parsed.data, isDefault: false } : fallback;
}
