import { ZTimeConflicts } from '#domain/agenda/planning/time-conflict-schemas.ts';
import { z } from '../zod-fr';
import { ERROR_CATALOGUE, type TErrorCode } from './app-error';

const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [TErrorCode, ...TErrorCode[]];

/**
 * The one shape of every error response: `AppError.toBody()` writes it, the error handler sends it, and the
 * screens that show a list of conflicts read `conflicts` through it. Kept out of app-error.ts so that the
 * entry script, which imports the error catalogue, does not load zod.
 */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    /** What a proposed time overlaps in the professional's planning (OVERLAP_CONFIRMATION_REQUIRED, SLOT_TAKEN). */
    conflicts: ZTimeConflicts.optional(),
    /** An unexpected failure's request id (500), which finds its log lines. */
    requestId: z.string().optional(),
  }),
});
