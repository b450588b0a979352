import { z } from '#domain/kernel/zod-fr.ts';
import type { TTimeConflict } from './find-time-conflicts';
import { PLANNING_EVENT_TYPES } from './planning-event-types';

/** Another live appointment of the professional: refused even when confirmed (a database constraint). */
export const APPOINTMENT_OVERLAP_MESSAGE =
  'Ce créneau chevauche un autre rendez-vous. Choisissez un autre horaire.';

export const OVERLAP_MESSAGES = {
  createAppointment:
    'Ce créneau chevauche d’autres engagements de votre planning. Vérifiez-les, puis confirmez pour créer le rendez-vous quand même.',
  moveAppointment:
    'Le nouveau créneau chevauche d’autres engagements de votre planning. Vérifiez-les, puis confirmez pour reporter le rendez-vous quand même.',
  saveEvent:
    'Cet horaire chevauche d’autres engagements de votre planning. Vérifiez-les, puis confirmez pour enregistrer l’événement quand même.',
  saveEventOverConfirmedAppointment:
    'Cet horaire chevauche un rendez-vous confirmé avec un client. Le client n’en est pas prévenu\u00a0: confirmez pour enregistrer l’événement quand même, puis reportez ou annulez ce rendez-vous si nécessaire.',
} as const;

/** The most conflicts an answer lists; `total` says how many there are in all. */
export const MAX_LISTED_CONFLICTS = 20;

/** `confirmOverlaps: true`: the professional saw the overlaps and saves anyway. */
export const ZConfirmOverlaps = z.boolean({ error: 'Valeur invalide' }).optional();

const interval = { start: z.iso.datetime(), end: z.iso.datetime() };

/** One item of the professional's time that the proposed one overlaps, as the API sends it. */
export const ZTimeConflict = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('appointment'),
    status: z.enum(['pending', 'confirmed']),
    title: z.string(),
    ...interval,
  }),
  z.object({ kind: z.literal('event'), type: z.enum(PLANNING_EVENT_TYPES), title: z.string(), ...interval }),
  z.object({ kind: z.literal('imported'), title: z.string(), ...interval }),
]);
export type TTimeConflictView = z.infer<typeof ZTimeConflict>;

/** The list carried by a 409 `OVERLAP_CONFIRMATION_REQUIRED` (or `SLOT_TAKEN`) error. */
export const ZTimeConflicts = z.object({
  items: z.array(ZTimeConflict).max(MAX_LISTED_CONFLICTS),
  total: z.number().int().min(0),
});
export type TTimeConflicts = z.infer<typeof ZTimeConflicts>;

export function toTimeConflicts(conflicts: readonly TTimeConflict[]): TTimeConflicts {
  return {
    items: conflicts.slice(0, MAX_LISTED_CONFLICTS).map((conflict) => ({
      ...conflict,
      start: conflict.start.toISOString(),
      end: conflict.end.toISOString(),
    })),
    total: conflicts.length,
  };
}
