import { z } from '#domain/kernel/zod-fr.ts';

export const ZStartTimerRequest = z.strictObject({
  task: z
    .string({ error: 'Indiquez la tâche' })
    .trim()
    .min(1, 'Indiquez la tâche')
    .max(200, 'La tâche ne doit pas dépasser 200 caractères'),
});
export type TStartTimerRequest = z.input<typeof ZStartTimerRequest>;

export const ZTimerState = z.object({
  state: z.enum(['stopped', 'running', 'paused']),
  task: z.string().nullable(),
  /** Seconds elapsed when the answer was made. */
  elapsedSeconds: z.number().int(),
  /** While running, the instant the elapsed time was measured at, so the browser can keep counting. */
  measuredAt: z.string(),
});
export type TTimerState = z.infer<typeof ZTimerState>;

export const WORK_SESSION_STATUSES = ['completed', 'active', 'paused'] as const;

export const ZWorkSession = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** YYYY-MM-DD (Paris) the work was done. */
  date: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(WORK_SESSION_STATUSES),
  caseId: z.number().int().nullable(),
  caseTitle: z.string().nullable(),
});
export type TWorkSession = z.infer<typeof ZWorkSession>;

export const ZStopTimerResponse = z.object({ timer: ZTimerState, session: ZWorkSession.nullable() });

/** Seconds elapsed of a timer at `now`: the finished runs plus the current one. */
export function timerElapsedSeconds(
  timer: { accumulatedSeconds: number; runningSince: Date | null },
  now: Date,
): number {
  const current = timer.runningSince
    ? Math.max(0, Math.floor((now.getTime() - timer.runningSince.getTime()) / 1000))
    : 0;
  return timer.accumulatedSeconds + current;
}

/** MM:SS, or HH:MM:SS from one hour (seed 001 §9). */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** Minutes recorded for a session: rounded to the nearest minute, at least one for any started work. */
export function sessionMinutes(elapsedSeconds: number): number {
  return elapsedSeconds <= 0 ? 0 : Math.max(1, Math.round(elapsedSeconds / 60));
}
