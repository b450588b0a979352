import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { ZConfirmOverlaps } from '#domain/agenda/planning/time-conflict-schemas.ts';
import { formatParisLongDate } from '#domain/kernel/time/paris-time.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/**
 * An appointment changed in the professional's external calendar and not applied (issue 28 §2): moved
 * there to `start`–`end` (ISO), or deleted there. JurisRDV keeps its own version until the professional
 * applies the change or restores it.
 */
export const ZExternalChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('moved'), start: z.iso.datetime(), end: z.iso.datetime() }),
  z.object({ kind: z.literal('deleted') }),
]);
export type TExternalChange = z.infer<typeof ZExternalChange>;

/** What the sync engine recorded on an appointment's copy, as the table holds it. */
export type TExternalChangeFacts = {
  externalChange: 'moved' | 'deleted' | null;
  externalStartsAt: Date | null;
  externalEndsAt: Date | null;
};

/** The workspace's view of a copy's external change; a move without its times is no change to offer. */
export function externalChangeOf(facts: TExternalChangeFacts): TExternalChange | null {
  if (facts.externalChange === 'deleted') return { kind: 'deleted' };
  if (facts.externalChange === 'moved' && facts.externalStartsAt && facts.externalEndsAt) {
    return {
      kind: 'moved',
      start: facts.externalStartsAt.toISOString(),
      end: facts.externalEndsAt.toISOString(),
    };
  }
  return null;
}

/** « déplacé au mardi 24 novembre 2026 à 10:00 » or « supprimé de votre agenda externe » (Paris time). */
export function externalChangeLabel(change: TExternalChange): string {
  if (change.kind === 'deleted') return 'supprimé de votre agenda externe';
  const start = new Date(change.start);
  return `déplacé au ${formatParisLongDate(start)} à ${formatParisTime(start)}`;
}

export const EXTERNAL_CANCELLATION_REASON = 'Le cabinet a dû annuler ce rendez-vous.';

/**
 * « Appliquer »: a move goes through the professional's reschedule (`confirmOverlaps` after they saw what
 * it overlaps), a deletion through their cancellation (`reason` is what the client reads).
 */
export const ZApplyExternalChangeRequest = z.strictObject({
  confirmOverlaps: ZConfirmOverlaps,
  reason: z.string().trim().max(500, 'Le motif ne doit pas dépasser 500 caractères').optional(),
});
export type TApplyExternalChangeRequest = z.input<typeof ZApplyExternalChangeRequest>;
