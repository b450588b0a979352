import { APPOINTMENT_STATUSES } from '#domain/appointments/booking/appointment-status.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { CASE_STATUSES } from '../cases/case-schemas';
import { CONTACT_TYPES } from '../contacts/contact-schemas';

export const WORKSPACE_SEARCH_MIN_LENGTH = 2;
export const WORKSPACE_SEARCH_MAX_LENGTH = 100;
export const WORKSPACE_SEARCH_GROUP_LIMIT = 5;

export const ZWorkspaceSearchQuery = z.strictObject({
  q: z
    .string({ error: 'Saisissez une recherche' })
    .trim()
    .min(WORKSPACE_SEARCH_MIN_LENGTH, `Saisissez au moins ${WORKSPACE_SEARCH_MIN_LENGTH} caractères`)
    .max(WORKSPACE_SEARCH_MAX_LENGTH, `${WORKSPACE_SEARCH_MAX_LENGTH} caractères maximum`),
});
export type TWorkspaceSearchQuery = z.infer<typeof ZWorkspaceSearchQuery>;

export const ZWorkspaceSearchResponse = z.strictObject({
  cases: z
    .array(
      z.strictObject({
        id: z.number().int(),
        title: z.string(),
        clientName: z.string(),
        status: z.enum(CASE_STATUSES),
      }),
    )
    .max(WORKSPACE_SEARCH_GROUP_LIMIT),
  contacts: z
    .array(
      z.strictObject({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        type: z.enum(CONTACT_TYPES),
      }),
    )
    .max(WORKSPACE_SEARCH_GROUP_LIMIT),
  appointments: z
    .array(
      z.strictObject({
        id: z.number().int(),
        client: z.string(),
        type: z.string(),
        date: z.string(),
        time: z.string(),
        status: z.enum(APPOINTMENT_STATUSES),
      }),
    )
    .max(WORKSPACE_SEARCH_GROUP_LIMIT),
});
export type TWorkspaceSearchResponse = z.infer<typeof ZWorkspaceSearchResponse>;

/** Escapes LIKE wildcards so the user's `%` and `_` match themselves (escape character: backslash). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
