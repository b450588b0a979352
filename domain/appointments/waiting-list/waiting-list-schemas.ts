import { z } from '#domain/kernel/zod-fr.ts';

export const ZJoinWaitingListRequest = z.strictObject({
  professionalId: z.number({ error: 'Professionnel inconnu' }).int().positive().max(2_147_483_647),
});
export type TJoinWaitingListRequest = z.infer<typeof ZJoinWaitingListRequest>;

export const ZWaitingListEntry = z.object({
  id: z.number().int(),
  professionalId: z.number().int(),
  professionalName: z.string(),
  specialty: z.string(),
  city: z.string(),
  /** ISO instant: the client is told of a slot freed before it. */
  waitedFor: z.string(),
  joinedAt: z.string(),
});
export type TWaitingListEntry = z.infer<typeof ZWaitingListEntry>;

export const ZWaitingListResponse = z.object({ entries: z.array(ZWaitingListEntry) });
export type TWaitingListResponse = z.infer<typeof ZWaitingListResponse>;

export const ZJoinWaitingListResponse = z.object({ entry: ZWaitingListEntry });
export type TJoinWaitingListResponse = z.infer<typeof ZJoinWaitingListResponse>;

export const ZWaitingListEntryIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Identifiant invalide')
    .transform(Number),
});
