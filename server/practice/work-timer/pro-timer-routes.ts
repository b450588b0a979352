import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { caseJournalLabel } from '#domain/practice/cases/case-journal-label.ts';
import {
  ZAttachWorkSessionRequest,
  ZStopTimerRequest,
  ZWorkSessionIdParams,
} from '#domain/practice/cases/case-schemas.ts';
import {
  sessionMinutes,
  type TTimerState,
  timerElapsedSeconds,
  ZStartTimerRequest,
  ZStopTimerResponse,
  ZTimerState,
  ZWorkSession,
} from '#domain/practice/work-timer/work-timer.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { cases, workSessions, workTimers } from '#server/db/schema/index.ts';
import {
  recordAccess,
  requireProfessional,
  type TJournalActor,
  workspaceJournalActor,
} from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { findOwnCase, touchCase, toWorkSession } from '../cases/case-queries';

type TTimerRow = typeof workTimers.$inferSelect;

function timerState(row: TTimerRow | undefined, now: Date): TTimerState {
  if (!row) return { state: 'stopped', task: null, elapsedSeconds: 0, measuredAt: now.toISOString() };
  return {
    state: row.runningSince ? 'running' : 'paused',
    task: row.task,
    elapsedSeconds: timerElapsedSeconds(row, now),
    measuredAt: now.toISOString(),
  };
}

/**
 * A line of the access journal about a case whose work sessions changed here (issue 27 §2): its title, never
 * the task's.
 */
function journalCaseSessions(
  db: TDatabaseOrTransaction,
  actor: TJournalActor,
  found: { id: number; professionalId: number; title: string },
  what: string,
): Promise<void> {
  return recordAccess(db, actor, {
    professionalId: found.professionalId,
    caseId: found.id,
    subject: 'case',
    subjectId: found.id,
    action: 'update',
    label: caseJournalLabel(found.title, what),
  });
}

/**
 * The shell's work timer: start (task required), pause (time kept), stop (creates a work session). A session
 * attached to a case, when stopped or later, is written to that case's access journal.
 */
export function registerProTimerRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/pro/timer', { schema: { response: { 200: ZTimerState } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    const [row] = await deps.db
      .select()
      .from(workTimers)
      .where(eq(workTimers.professionalId, professional.id));
    return timerState(row, deps.clock.now());
  });

  api.post(
    '/api/pro/timer/start',
    { schema: { body: ZStartTimerRequest, response: { 200: ZTimerState } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const task = request.body.task;
      const [existing] = await deps.db
        .select()
        .from(workTimers)
        .where(eq(workTimers.professionalId, professional.id));
      if (existing?.runningSince)
        throw new AppError('INVALID_STATE', { message: 'Le minuteur tourne déjà.' });
      const [row] = existing
        ? await deps.db
            .update(workTimers)
            .set({ task, runningSince: now })
            .where(eq(workTimers.professionalId, professional.id))
            .returning()
        : await deps.db
            .insert(workTimers)
            .values({
              professionalId: professional.id,
              task,
              runningSince: now,
              accumulatedSeconds: 0,
              startedAt: now,
            })
            .returning();
      return timerState(row, now);
    },
  );

  api.post('/api/pro/timer/pause', { schema: { response: { 200: ZTimerState } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    const now = deps.clock.now();
    const [existing] = await deps.db
      .select()
      .from(workTimers)
      .where(eq(workTimers.professionalId, professional.id));
    if (!existing?.runningSince)
      throw new AppError('INVALID_STATE', { message: "Le minuteur n'est pas en marche." });
    const [row] = await deps.db
      .update(workTimers)
      .set({ runningSince: null, accumulatedSeconds: timerElapsedSeconds(existing, now) })
      .where(eq(workTimers.professionalId, professional.id))
      .returning();
    return timerState(row, now);
  });

  api.post(
    '/api/pro/timer/stop',
    { schema: { body: ZStopTimerRequest, response: { 200: ZStopTimerResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const caseId = request.body?.caseId ?? null;
      const attachedCase = caseId === null ? null : await findOwnCase(deps.db, professional.id, caseId);
      const actor = await workspaceJournalActor(deps, request);
      return deps.db.transaction(async (tx) => {
        const [existing] = await tx
          .delete(workTimers)
          .where(eq(workTimers.professionalId, professional.id))
          .returning();
        if (!existing) return { timer: timerState(undefined, now), session: null };
        const minutes = sessionMinutes(timerElapsedSeconds(existing, now));
        if (minutes === 0) return { timer: timerState(undefined, now), session: null };
        const [session] = await tx
          .insert(workSessions)
          .values({
            professionalId: professional.id,
            caseId: attachedCase?.id ?? null,
            title: existing.task,
            startedAt: existing.startedAt,
            endedAt: now,
            durationMinutes: minutes,
            status: 'completed',
          })
          .returning();
        if (attachedCase) {
          await touchCase(tx, attachedCase.id, now);
          await journalCaseSessions(tx, actor, attachedCase, 'Session de travail ajoutée par le minuteur');
        }
        return {
          timer: timerState(undefined, now),
          session: session ? toWorkSession(session, attachedCase?.title ?? null) : null,
        };
      });
    },
  );

  api.get(
    '/api/pro/work-sessions',
    { schema: { response: { 200: z.object({ sessions: z.array(ZWorkSession) }) } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const rows = await deps.db
        .select({ session: workSessions, caseTitle: cases.title })
        .from(workSessions)
        .leftJoin(cases, eq(cases.id, workSessions.caseId))
        .where(eq(workSessions.professionalId, professional.id))
        .orderBy(desc(workSessions.startedAt))
        .limit(100);
      return { sessions: rows.map((row) => toWorkSession(row.session, row.caseTitle)) };
    },
  );

  api.patch(
    '/api/pro/work-sessions/:id',
    {
      schema: {
        params: ZWorkSessionIdParams,
        body: ZAttachWorkSessionRequest,
        response: { 200: z.object({ session: ZWorkSession }) },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const { caseId } = request.body;
      const attachedCase = caseId === null ? null : await findOwnCase(deps.db, professional.id, caseId);
      const actor = await workspaceJournalActor(deps, request);
      const session = await deps.db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            caseId: workSessions.caseId,
            caseTitle: cases.title,
            caseProfessionalId: cases.professionalId,
          })
          .from(workSessions)
          .leftJoin(cases, eq(cases.id, workSessions.caseId))
          .where(
            and(eq(workSessions.id, request.params.id), eq(workSessions.professionalId, professional.id)),
          )
          .for('update', { of: workSessions });
        if (!before) throw new AppError('NOT_FOUND', { message: 'Session de travail introuvable.' });
        const [changed] = await tx
          .update(workSessions)
          .set({ caseId: attachedCase?.id ?? null })
          .where(eq(workSessions.id, request.params.id))
          .returning();
        if (!changed) throw new AppError('NOT_FOUND', { message: 'Session de travail introuvable.' });
        if (before.caseId !== (attachedCase?.id ?? null)) {
          // The case it leaves says so as well as the case it joins: each keeps the trace of its time.
          // In its lawyer's records: a case taken over by a successor (ADR 0064) is theirs now.
          if (before.caseId !== null && before.caseTitle !== null && before.caseProfessionalId !== null) {
            const left = {
              id: before.caseId,
              professionalId: before.caseProfessionalId,
              title: before.caseTitle,
            };
            await journalCaseSessions(tx, actor, left, 'Session de travail retirée du dossier');
          }
          if (attachedCase) {
            await touchCase(tx, attachedCase.id, now);
            await journalCaseSessions(tx, actor, attachedCase, 'Session de travail rattachée au dossier');
          }
        }
        return changed;
      });
      return { session: toWorkSession(session, attachedCase?.title ?? null) };
    },
  );
}
