import { z } from '#domain/kernel/zod-fr.ts';

/** A service on the public profile (seed 001 §3): price and duration are free text, as lawyers write them. */
export const ZProfessionalService = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** e.g. '150 €', 'sur devis', '200 € HT / heure'. */
  price: z.string(),
  /** e.g. '1h', '30 min'; '' when not given. */
  duration: z.string(),
});
export type TProfessionalService = z.infer<typeof ZProfessionalService>;
