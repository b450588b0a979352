import { CONSULTATION_MODE_VALUES } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { SLOT_REASON_KINDS } from './explain-slot-availability';

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** `GET /api/pro/availability/explain?at=…`: any instant, with its offset (« 2026-03-29T10:00:00+02:00 »). */
export const ZExplainSlotQuery = z.strictObject({
  at: z.iso
    .datetime({ offset: true, error: 'Date et heure invalides' })
    // The calendar arithmetic and the database both want a plausible year (PostgreSQL has no year 0).
    .refine((value) => Date.parse(value) >= EARLIEST && Date.parse(value) < LATEST, {
      message: 'Choisissez une date entre 2000 et 2099',
    }),
});
export type TExplainSlotQuery = z.infer<typeof ZExplainSlotQuery>;

const ZSlotReason = z.object({
  kind: z.enum(SLOT_REASON_KINDS),
  text: z.string(),
  start: z.iso.datetime().nullable(),
  end: z.iso.datetime().nullable(),
});

export const ZSlotExplanationResponse = z.object({
  at: z.iso.datetime(),
  free: z.boolean(),
  slot: z
    .object({
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      modes: z.array(z.enum(CONSULTATION_MODE_VALUES)),
    })
    .nullable(),
  reasons: z.array(ZSlotReason),
});
export type TSlotExplanationResponse = z.infer<typeof ZSlotExplanationResponse>;
