import type { TDirectoryVerification } from '#domain/identity/official-directories/official-directory-schemas.ts';
import { delistDeadline } from '#domain/identity/official-directories/recheck-policy.ts';
import type { directoryVerifications, professionals } from '#server/db/schema/index.ts';

/** A verification row as the administrator's board shows it. */
export function verificationView(
  row: typeof directoryVerifications.$inferSelect | null,
  professional: Pick<typeof professionals.$inferSelect, 'delistedAt' | 'delistedReason'>,
): TDirectoryVerification | null {
  if (!row) return null;
  return {
    stateAtValidation: row.stateAtValidation,
    note: row.note,
    validatedAt: row.validatedAt.toISOString(),
    leftAt: row.leftAt?.toISOString() ?? null,
    delistOn: row.leftAt ? delistDeadline(row.leftAt).toISOString() : null,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    delistedAt:
      professional.delistedReason === 'official-directory'
        ? (professional.delistedAt?.toISOString() ?? null)
        : null,
  };
}
