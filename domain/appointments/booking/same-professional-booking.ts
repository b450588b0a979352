import { formatParisDate, formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/** One of the client's appointments, as far as the rule needs it. */
export type TOwnAppointment = {
  id: number;
  professionalId: number;
  status: string;
  start: Date;
};

/**
 * The appointment a new booking with the same professional would most likely duplicate: a live one
 * (pending or confirmed, not over) on the same Paris calendar day as the chosen slot, or any request
 * still pending with them. The one on the same day comes first; otherwise the soonest.
 */
export function appointmentToMoveInstead(
  own: readonly TOwnAppointment[],
  chosen: { professionalId: number; start: Date },
  now: Date,
  timeZone: string = PARIS_TIME_ZONE,
): TOwnAppointment | null {
  const chosenDay = formatParisDate(chosen.start, timeZone);
  const live = own
    .filter(
      (appointment) =>
        appointment.professionalId === chosen.professionalId &&
        (appointment.status === 'pending' || appointment.status === 'confirmed') &&
        appointment.start.getTime() > now.getTime(),
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  return (
    live.find((appointment) => formatParisDate(appointment.start, timeZone) === chosenDay) ??
    live.find((appointment) => appointment.status === 'pending') ??
    null
  );
}

const DAY_AND_MONTH = frenchDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: PARIS_TIME_ZONE,
});

/** « Vous avez déjà un rendez-vous avec Maître Sophie Martin le mardi 1er décembre à 10:00 : le déplacer ? » */
export function moveInsteadQuestion(professionalName: string, start: Date): string {
  return `Vous avez déjà un rendez-vous avec ${professionalName} le ${DAY_AND_MONTH.format(start)} à ${formatParisTime(start)}\u00a0: le déplacer\u202f?`;
}

export const ZExistingBookingQuery = z.strictObject({
  professionalId: z
    .string()
    .regex(/^\d{1,9}$/, 'Professionnel inconnu')
    .transform(Number),
  start: z.iso.datetime({ offset: true, error: 'Créneau invalide' }),
});

export const ZExistingBookingResponse = z.object({
  existing: z
    .object({
      id: z.number().int(),
      start: z.string(),
      status: z.enum(['pending', 'confirmed']),
      professionalName: z.string(),
      question: z.string(),
    })
    .nullable(),
});
export type TExistingBookingResponse = z.infer<typeof ZExistingBookingResponse>;
