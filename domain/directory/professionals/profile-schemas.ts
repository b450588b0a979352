import { ZPublicCertificate } from '#domain/identity/official-directories/specialisation-certificates.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { ZProfessionalService } from './professional-services';
import { ZQuestionnaireQuestion } from './questionnaire';
import { ZDaySlots, ZProfessionalCard } from './search-schemas';

export const ZFaqItem = z.object({ question: z.string(), answer: z.string() });
export type TFaqItem = z.infer<typeof ZFaqItem>;

export const ZProfessionalProfile = ZProfessionalCard.extend({
  practice: z.string(),
  fullDescription: z.string(),
  education: z.array(z.string()),
  certifications: z.array(z.string()),
  /** « Prestations et tarifs » set in « Ma fiche pro ». Optional so answers and fixtures made before it still parse. */
  services: z.array(ZProfessionalService).optional(),
  questionnaire: z.array(ZQuestionnaireQuestion),
  /** Every day of the booking horizon that has free slots. */
  slotDays: z.array(ZDaySlots),
  nextAvailableAt: z.string().nullable(),
  faq: z.array(ZFaqItem),
  /** The booking asks for the stated fee online before confirming (ADR 0021); absent means no. */
  prepayment: z.boolean().optional(),
  /** The firm whose public page lists them (`/cabinet/{id}`); null without one. Optional for fixtures made before firms. */
  firm: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  /**
   * A lawyer's specialisation certificates in force (issue 29 §2): only these make the page say « Avocat
   * spécialiste en … ». Optional so fixtures made before them still parse (none).
   */
  certificates: z.array(ZPublicCertificate).optional(),
});
export type TProfessionalProfile = z.infer<typeof ZProfessionalProfile>;

export const ZProfessionalIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Identifiant invalide')
    .transform(Number),
});
