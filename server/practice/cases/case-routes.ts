import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { parisInstant } from '#domain/kernel/time/paris-time.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import {
  TAG_COLOURS,
  UNDEFINED_CLIENT_NAME,
  ZAddCaseDocumentRequest,
  ZCaseChildParams,
  ZCaseIdParams,
  ZCaseResponse,
  ZCasesResponse,
  ZCaseTagRequest,
  ZCreateCaseRequest,
  ZLinkAppointmentRequest,
  ZUpdateCaseRequest,
  ZWorkSessionRequest,
} from '#domain/practice/cases/case-schemas.ts';
import { parseWorkDuration } from '#domain/practice/cases/work-session-duration.ts';
import { videoServiceOf } from '#server/appointments/index.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  appointments,
  caseDocuments,
  cases,
  caseTags,
  users,
  workSessions,
} from '#server/db/schema/index.ts';
import { APPOINTMENT_NOT_FOUND, requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import {
  DOCUMENT_BODY_LIMIT,
  decodeUploadedFile,
  sendStoredFile,
} from '#server/platform/http/stored-files.ts';
import { readStoredFile, storeFile } from '#server/platform/stored-files/stored-file-store.ts';
import { findOwnCase, listCaseSummaries, loadCaseDetail, touchCase } from './case-queries';

const CLIENT_NOT_FOUND = 'Client introuvable.';
const DOCUMENT_NOT_FOUND = 'Document introuvable.';
const SESSION_NOT_FOUND = 'Session de travail introuvable.';

type TClientColumns = {
  clientUserId: string | null;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  clientAddress: string | null;
};

/**
 * The client columns of a case. A client account must be one that has booked this professional: the
 * account's own name and e-mail are then used, so a case never points at a stranger's account.
 */
async function clientColumns(
  db: TDatabase,
  professionalId: number,
  client: z.output<typeof ZCreateCaseRequest>['client'],
): Promise<TClientColumns> {
  if (!client) {
    return {
      clientUserId: null,
      clientName: UNDEFINED_CLIENT_NAME,
      clientEmail: null,
      clientPhone: null,
      clientAddress: null,
    };
  }
  if (!client.userId) {
    return {
      clientUserId: null,
      clientName: client.name,
      clientEmail: client.email ?? null,
      clientPhone: client.phone ?? null,
      clientAddress: client.address ?? null,
    };
  }
  const [account] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.clientUserId))
    .where(and(eq(appointments.professionalId, professionalId), eq(appointments.clientUserId, client.userId)))
    .limit(1);
  if (!account) throw new AppError('NOT_FOUND', { message: CLIENT_NOT_FOUND });
  return {
    clientUserId: account.id,
    clientName: `${account.firstName} ${account.lastName}`,
    clientEmail: account.email,
    clientPhone: client.phone ?? account.phone,
    clientAddress: client.address ?? null,
  };
}

/** When a manual work session happened: ending now when dated today, else 09:00 Paris on its day. */
export function manualSessionTimes(date: string | null | undefined, minutes: number, now: Date) {
  const today = formatParisDate(now);
  const day = date ?? today;
  if (day === today) {
    const startOfDay = parisInstant(today, '00:00').getTime();
    const start = new Date(Math.max(startOfDay, now.getTime() - minutes * 60_000));
    return { startedAt: start, endedAt: new Date(start.getTime() + minutes * 60_000) };
  }
  const start = parisInstant(day, '09:00');
  return { startedAt: start, endedAt: new Date(start.getTime() + minutes * 60_000) };
}

/** The workspace's cases (« Mes dossiers »): the signed-in professional's own cases only. */
export function registerCaseRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const detail = async (professional: Awaited<ReturnType<typeof requireProfessional>>, caseId: number) => ({
    case: await loadCaseDetail(deps.db, professional, caseId, deps.clock.now(), videoServiceOf(deps.config)),
  });

  api.get('/api/pro/cases', { schema: { response: { 200: ZCasesResponse } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    return { cases: await listCaseSummaries(deps.db, professional.id) };
  });

  api.post(
    '/api/pro/cases',
    { schema: { body: ZCreateCaseRequest, response: { 201: ZCaseResponse } } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const input = request.body;
      const now = deps.clock.now();
      const [created] = await deps.db
        .insert(cases)
        .values({
          professionalId: professional.id,
          title: input.title,
          category: input.category,
          status: input.status,
          priority: input.priority,
          openingDate: formatParisDate(now),
          nextDeadline: input.nextDeadline ?? null,
          estimatedValueCents: input.estimatedValueCents ?? null,
          description: input.description ?? null,
          opposingParties: input.opposingParties,
          ...(await clientColumns(deps.db, professional.id, input.client)),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: cases.id });
      if (!created) throw new AppError('INTERNAL');
      return reply.status(201).send(await detail(professional, created.id));
    },
  );

  api.get(
    '/api/pro/cases/:id',
    { schema: { params: ZCaseIdParams, response: { 200: ZCaseResponse } } },
    async (request) => detail(await requireProfessional(deps, request), request.params.id),
  );

  api.patch(
    '/api/pro/cases/:id',
    { schema: { params: ZCaseIdParams, body: ZUpdateCaseRequest, response: { 200: ZCaseResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const { client, ...fields } = request.body;
      const changes: Partial<typeof cases.$inferInsert> = {};
      for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
        if (value !== undefined) Object.assign(changes, { [key]: value });
      }
      await deps.db
        .update(cases)
        .set({
          ...changes,
          ...(client ? await clientColumns(deps.db, professional.id, client) : {}),
          updatedAt: deps.clock.now(),
        })
        .where(eq(cases.id, found.id));
      return detail(professional, found.id);
    },
  );

  api.post(
    '/api/pro/cases/:id/tags',
    { schema: { params: ZCaseIdParams, body: ZCaseTagRequest, response: { 200: ZCaseResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const colour = TAG_COLOURS[randomInt(TAG_COLOURS.length)] ?? 'blue';
      // The same name twice (whatever its case) is kept once.
      const added = await deps.db
        .insert(caseTags)
        .values({ caseId: found.id, name: request.body.name, colour })
        .onConflictDoNothing()
        .returning({ id: caseTags.id });
      if (added.length) await touchCase(deps.db, found.id, deps.clock.now());
      return detail(professional, found.id);
    },
  );

  api.delete(
    '/api/pro/cases/:id/tags/:childId',
    { schema: { params: ZCaseChildParams, response: { 200: ZCaseResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const removed = await deps.db
        .delete(caseTags)
        .where(and(eq(caseTags.id, request.params.childId), eq(caseTags.caseId, found.id)))
        .returning({ id: caseTags.id });
      if (!removed.length) throw new AppError('NOT_FOUND', { message: 'Étiquette introuvable.' });
      await touchCase(deps.db, found.id, deps.clock.now());
      return detail(professional, found.id);
    },
  );

  api.post(
    '/api/pro/cases/:id/documents',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: { params: ZCaseIdParams, body: ZAddCaseDocumentRequest, response: { 201: ZCaseResponse } },
    },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const input = request.body;
      const { bytes, contentType } = decodeUploadedFile(input.contentBase64, input.fileName);
      const now = deps.clock.now();
      await storeFile(deps.db, bytes, now, (fileId) =>
        deps.db.insert(caseDocuments).values({
          caseId: found.id,
          title: input.title,
          kind: input.kind,
          fileName: input.fileName,
          contentType,
          sizeBytes: bytes.length,
          fileId,
          createdAt: now,
        }),
      );
      await touchCase(deps.db, found.id, now);
      return reply.status(201).send(await detail(professional, found.id));
    },
  );

  api.get(
    '/api/pro/cases/:id/documents/:childId/file',
    {
      schema: {
        params: ZCaseChildParams,
        querystring: z.strictObject({ download: z.enum(['1']).optional() }),
      },
    },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const [document] = await deps.db
        .select()
        .from(caseDocuments)
        .where(and(eq(caseDocuments.id, request.params.childId), eq(caseDocuments.caseId, found.id)));
      if (!document) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
      return sendStoredFile(
        reply,
        { ...document, content: readStoredFile(deps.db, document) },
        request.query.download ? 'attachment' : 'inline',
      );
    },
  );

  for (const action of ['archive', 'restore'] as const) {
    api.post(
      `/api/pro/cases/:id/documents/:childId/${action}`,
      { schema: { params: ZCaseChildParams, response: { 200: ZCaseResponse } } },
      async (request) => {
        const professional = await requireProfessional(deps, request);
        const found = await findOwnCase(deps.db, professional.id, request.params.id);
        const now = deps.clock.now();
        const changed = await deps.db
          .update(caseDocuments)
          .set({ archivedAt: action === 'archive' ? now : null })
          .where(and(eq(caseDocuments.id, request.params.childId), eq(caseDocuments.caseId, found.id)))
          .returning({ id: caseDocuments.id });
        if (!changed.length) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
        await touchCase(deps.db, found.id, now);
        return detail(professional, found.id);
      },
    );
  }

  api.post(
    '/api/pro/cases/:id/work-sessions',
    { schema: { params: ZCaseIdParams, body: ZWorkSessionRequest, response: { 201: ZCaseResponse } } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const input = request.body;
      const now = deps.clock.now();
      const minutes = parseWorkDuration(input.duration);
      await deps.db.insert(workSessions).values({
        professionalId: professional.id,
        caseId: found.id,
        title: input.title,
        description: input.description ?? null,
        ...manualSessionTimes(input.date, minutes, now),
        durationMinutes: minutes,
        status: 'completed',
        createdAt: now,
      });
      await touchCase(deps.db, found.id, now);
      return reply.status(201).send(await detail(professional, found.id));
    },
  );

  api.put(
    '/api/pro/cases/:id/work-sessions/:childId',
    { schema: { params: ZCaseChildParams, body: ZWorkSessionRequest, response: { 200: ZCaseResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const input = request.body;
      const now = deps.clock.now();
      const [session] = await deps.db
        .select()
        .from(workSessions)
        .where(and(eq(workSessions.id, request.params.childId), eq(workSessions.caseId, found.id)));
      if (!session) throw new AppError('NOT_FOUND', { message: SESSION_NOT_FOUND });
      const minutes = parseWorkDuration(input.duration);
      const sameDay = !input.date || input.date === formatParisDate(session.startedAt);
      await deps.db
        .update(workSessions)
        .set({
          title: input.title,
          description: input.description ?? null,
          durationMinutes: minutes,
          ...(sameDay
            ? { endedAt: new Date(session.startedAt.getTime() + minutes * 60_000) }
            : manualSessionTimes(input.date, minutes, now)),
        })
        .where(eq(workSessions.id, session.id));
      await touchCase(deps.db, found.id, now);
      return detail(professional, found.id);
    },
  );

  api.delete(
    '/api/pro/cases/:id/work-sessions/:childId',
    { schema: { params: ZCaseChildParams, response: { 200: ZCaseResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const removed = await deps.db
        .delete(workSessions)
        .where(and(eq(workSessions.id, request.params.childId), eq(workSessions.caseId, found.id)))
        .returning({ id: workSessions.id });
      if (!removed.length) throw new AppError('NOT_FOUND', { message: SESSION_NOT_FOUND });
      await touchCase(deps.db, found.id, deps.clock.now());
      return detail(professional, found.id);
    },
  );

  api.post(
    '/api/pro/cases/:id/appointments',
    { schema: { params: ZCaseIdParams, body: ZLinkAppointmentRequest, response: { 200: ZCaseResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const linked = await deps.db
        .update(appointments)
        .set({ caseId: found.id })
        .where(
          and(
            eq(appointments.id, request.body.appointmentId),
            eq(appointments.professionalId, professional.id),
          ),
        )
        .returning({ id: appointments.id });
      if (!linked.length) throw new AppError('NOT_FOUND', { message: APPOINTMENT_NOT_FOUND });
      await touchCase(deps.db, found.id, deps.clock.now());
      return detail(professional, found.id);
    },
  );

  api.delete(
    '/api/pro/cases/:id/appointments/:childId',
    { schema: { params: ZCaseChildParams, response: { 200: ZCaseResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const unlinked = await deps.db
        .update(appointments)
        .set({ caseId: null })
        .where(
          and(
            eq(appointments.id, request.params.childId),
            eq(appointments.professionalId, professional.id),
            eq(appointments.caseId, found.id),
          ),
        )
        .returning({ id: appointments.id });
      if (!unlinked.length) throw new AppError('NOT_FOUND', { message: APPOINTMENT_NOT_FOUND });
      await touchCase(deps.db, found.id, deps.clock.now());
      return detail(professional, found.id);
    },
  );
}
