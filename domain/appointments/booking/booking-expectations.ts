import { z } from '#domain/kernel/zod-fr.ts';

/** What booking with this professional will do: confirmed at once, or a request they answer. */
export const ZBookingExpectations = z.object({
  confirmation: z.enum(['automatic', 'manual']),
  /** Median delay (ms) of their last answers to requests; null when too few to say. */
  typicalResponseDelayMs: z.number().nullable(),
  /** « Répond en général en moins de 4 h », or null. */
  responseDelayText: z.string().nullable(),
});
export type TBookingExpectations = z.infer<typeof ZBookingExpectations>;

export const SEND_REQUEST_LABEL = 'Envoyer ma demande';
export const CONFIRM_BOOKING_LABEL = 'Confirmer le rendez-vous';

/** The final button says what it does: a request the professional answers, or a booking made at once. */
export function finalBookingLabel(confirmation: TBookingExpectations['confirmation']): string {
  return confirmation === 'manual' ? SEND_REQUEST_LABEL : CONFIRM_BOOKING_LABEL;
}
