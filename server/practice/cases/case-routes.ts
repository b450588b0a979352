import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { parisInstant } from '#domain/kernel/time/paris-time.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { caseJournalLabel } from '#domain/practice/cases/case-journal-label.ts';
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
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
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
import { registerCaseAccessRoutes } from './case-access-routes';
import { journalCase, type TCaseJournalEntry } from './case-journal';
import { listCaseSummaries, loadCaseDetail, toCaseSummary, touchCase } from './case-queries';
import {
  findChangeableCase,
  findVisibleCase,
  listSharedCases,
  requireCaseViewer,
  type TCaseViewer,
  type TVisibleCase,
} from './case-viewer';

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

/**
 * The workspace's cases (« Mes dossiers »): the viewer's own, and those of the firm shared with them (issue 27
 * §2, ADR 0059). Each read of a case or of one of its documents, and each change, is written to the access
 * journal, a change in the same transaction as its line.
 */
export function registerCaseRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // After a change the case is read again: the answer shows what was just written.
  const detail = async (viewer: TCaseViewer, caseId: number, found?: TVisibleCase) => ({
    case: await loadCaseDetail(deps.db, viewer, caseId, deps.clock.now(), videoServiceOf(deps.config), found),
  });
  const journal = journalCase;
  /** A change of the case and its journal line, together; the case's « last update » moves with it. */
  const change = async <T>(
    request: FastifyRequest,
    viewer: TCaseViewer,
    found: TVisibleCase,
    entry: TCaseJournalEntry,
    work: (tx: TDatabaseOrTransaction) => Promise<T>,
  ): Promise<T> =>
    deps.db.transaction(async (tx) => {
      const result = await work(tx);
      await touchCase(tx, found.row.id, deps.clock.now());
      await journal(tx, request, viewer, found, entry);
      return result;
    });

  api.get('/api/pro/cases', { schema: { response: { 200: ZCasesResponse } } }, async (request) => {
    const viewer = await requireCaseViewer(deps, request);
    // The list is not journaled row by row: titles only, opening one is.
    return {
      cases: viewer.professional ? await listCaseSummaries(deps.db, viewer.professional.id) : [],
      shared: await listSharedCases(deps.db, viewer, toCaseSummary),
    };
  });

  api.post(
    '/api/pro/cases',
    { schema: { body: ZCreateCaseRequest, response: { 201: ZCaseResponse } } },
    async (request, reply) => {
      // Staff never create a case: the route is not theirs (staff-route-permissions.ts).
      const professional = await requireProfessional(deps, request);
      const viewer = await requireCaseViewer(deps, request);
      const input = request.body;
      const now = deps.clock.now();
      const client = await clientColumns(deps.db, professional.id, input.client);
      const caseId = await deps.db.transaction(async (tx) => {
        const [created] = await tx
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
            ...client,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new AppError('INTERNAL');
        await journal(tx, request, viewer, { row: created, access: 'own' }, { action: 'create' });
        return created.id;
      });
      return reply.status(201).send(await detail(viewer, caseId));
    },
  );

  api.get(
    '/api/pro/cases/:id',
    { schema: { params: ZCaseIdParams, response: { 200: ZCaseResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findVisibleCase(deps.db, viewer, request.params.id);
      await journal(deps.db, request, viewer, found, { action: 'read' });
      return detail(viewer, found.row.id, found);
    },
  );

  api.patch(
    '/api/pro/cases/:id',
    { schema: { params: ZCaseIdParams, body: ZUpdateCaseRequest, response: { 200: ZCaseResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findChangeableCase(deps.db, viewer, request.params.id);
      const { client, ...fields } = request.body;
      const changes: Partial<typeof cases.$inferInsert> = {};
      for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
        if (value !== undefined) Object.assign(changes, { [key]: value });
      }
      // A client account must have booked the case's lawyer, whoever changes the case.
      const clientChange = client ? await clientColumns(deps.db, found.row.professionalId, client) : {};
      const title = changes.title ?? found.row.title;
      await change(request, viewer, found, { action: 'update', label: caseJournalLabel(title) }, (tx) =>
        tx
          .update(cases)
          .set({ ...changes, ...clientChange })
          .where(eq(cases.id, found.row.id)),
      );
      return detail(viewer, found.row.id);
    },
  );

  api.post(
    '/api/pro/cases/:id/tags',
    { schema: { params: ZCaseIdParams, body: ZCaseTagRequest, response: { 200: ZCaseResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findChangeableCase(deps.db, viewer, request.params.id);
      const colour = TAG_COLOURS[randomInt(TAG_COLOURS.length)] ?? 'blue';
      await deps.db.transaction(async (tx) => {
        // The same name twice (whatever its case) is kept once: then nothing changed.
        const added = await tx
          .insert(caseTags)
          .values({ caseId: found.row.id, name: request.body.name, colour })
          .onConflictDoNothing()
          .returning({ id: caseTags.id });
        if (!added.length) return;
        await touchCase(tx, found.row.id, deps.clock.now());
        await journal(tx, request, viewer, found, {
          action: 'update',
          label: caseJournalLabel(found.row.title, 'Étiquette ajoutée'),
        });
      });
      return detail(viewer, found.row.id);
    },
  );

  api.delete(
    '/api/pro/cases/:id/tags/:childId',
    { schema: { params: ZCaseChildParams, response: { 200: ZCaseResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findChangeableCase(deps.db, viewer, request.params.id);
      await change(
        request,
        viewer,
        found,
        { action: 'update', label: caseJournalLabel(found.row.title, 'Étiquette retirée') },
        async (tx) => {
          const removed = await tx
            .delete(caseTags)
            .where(and(eq(caseTags.id, request.params.childId), eq(caseTags.caseId, found.row.id)))
            .returning({ id: caseTags.id });
          if (!removed.length) throw new AppError('NOT_FOUND', { message: 'Étiquette introuvable.' });
        },
      );
      return detail(viewer, found.row.id);
    },
  );

  api.post(
    '/api/pro/cases/:id/documents',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: { params: ZCaseIdParams, body: ZAddCaseDocumentRequest, response: { 201: ZCaseResponse } },
    },
    async (request, reply) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findChangeableCase(deps.db, viewer, request.params.id);
      const input = request.body;
      const { bytes, contentType } = decodeUploadedFile(input.contentBase64, input.fileName);
      const now = deps.clock.now();
      await storeFile(deps.db, bytes, now, (fileId) =>
        deps.db.transaction(async (tx) => {
          const [document] = await tx
            .insert(caseDocuments)
            .values({
              caseId: found.row.id,
              title: input.title,
              kind: input.kind,
              fileName: input.fileName,
              contentType,
              sizeBytes: bytes.length,
              fileId,
              createdAt: now,
            })
            .returning({ id: caseDocuments.id });
          if (!document) throw new AppError('INTERNAL');
          await touchCase(tx, found.row.id, now);
          await journal(tx, request, viewer, found, {
            subject: 'case_document',
            subjectId: document.id,
            action: 'create',
            label: caseJournalLabel(found.row.title, 'Document ajouté'),
          });
        }),
      );
      return reply.status(201).send(await detail(viewer, found.row.id));
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
      const viewer = await requireCaseViewer(deps, request);
      const found = await findVisibleCase(deps.db, viewer, request.params.id);
      const [document] = await deps.db
        .select()
        .from(caseDocuments)
        .where(and(eq(caseDocuments.id, request.params.childId), eq(caseDocuments.caseId, found.row.id)));
      if (!document) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
      const download = Boolean(request.query.download);
      await journal(deps.db, request, viewer, found, {
        subject: 'case_document',
        subjectId: document.id,
        action: download ? 'download' : 'read',
        label: caseJournalLabel(found.row.title, 'Document'),
      });
      return sendStoredFile(
        reply,
        { ...document, content: readStoredFile(deps.db, document) },
        download ? 'attachment' : 'inline',
      );
    },
  );

  for (const action of ['archive', 'restore'] as const) {
    api.post(
      `/api/pro/cases/:id/documents/:childId/${action}`,
      { schema: { params: ZCaseChildParams, response: { 200: ZCaseResponse } } },
      async (request) => {
        const viewer = await requireCaseViewer(deps, request);
        const found = await findChangeableCase(deps.db, viewer, request.params.id);
        const now = deps.clock.now();
        await change(
          request,
          viewer,
          found,
          {
            subject: 'case_document',
            subjectId: request.params.childId,
            action: 'update',
            label: caseJournalLabel(
              found.row.title,
              action === 'archive' ? 'Document archivé' : 'Document restauré',
            ),
          },
          async (tx) => {
            const changed = await tx
              .update(caseDocuments)
              .set({ archivedAt: action === 'archive' ? now : null })
              .where(
                and(eq(caseDocuments.id, request.params.childId), eq(caseDocuments.caseId, found.row.id)),
              )
              .returning({ id: caseDocuments.id });
            if (!changed.length) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
          },
        );
        return detail(viewer, found.row.id);
      },
    );
  }

  api.post(
    '/api/pro/cases/:id/work-sessions',
    { schema: { params: ZCaseIdParams, body: ZWorkSessionRequest, response: { 201: ZCaseResponse } } },
    async (request, reply) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findChangeableCase(deps.db, viewer, request.params.id);
      const input = request.body;
      const now = deps.clock.now();
      const minutes = parseWorkDuration(input.duration);
      await change(
        request,
        viewer,
        found,
        { action: 'update', label: caseJournalLabel(found.row.title, 'Session de travail ajoutée') },
        (tx) =>
          // The case's time is its lawyer's, who invoices it; the journal says who wrote it.
          tx.insert(workSessions).values({
            professionalId: found.row.professionalId,
            caseId: found.row.id,
            title: input.title,
            description: input.description ?? null,
            ...manualSessionTimes(input.date, minutes, now),
            durationMinutes: minutes,
            status: 'completed',
            createdAt: now,
          }),
      );
      return reply.status(201).send(await detail(viewer, found.row.id));
    },
  );

  api.put(
    '/api/pro/cases/:id/work-sessions/:childId',
    { schema: { params: ZCaseChildParams, body: ZWorkSessionRequest, response: { 200: ZCaseResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findChangeableCase(deps.db, viewer, request.params.id);
      const input = request.body;
      const now = deps.clock.now();
      const [session] = await deps.db
        .select()
        .from(workSessions)
        .where(and(eq(workSessions.id, request.params.childId), eq(workSessions.caseId, found.row.id)));
      if (!session) throw new AppError('NOT_FOUND', { message: SESSION_NOT_FOUND });
      const minutes = parseWorkDuration(input.duration);
      const sameDay = !input.date || input.date === formatParisDate(session.startedAt);
      await change(
        request,
        viewer,
        found,
        { action: 'update', label: caseJournalLabel(found.row.title, 'Session de travail modifiée') },
        (tx) =>
          tx
            .update(workSessions)
            .set({
              title: input.title,
              description: input.description ?? null,
              durationMinutes: minutes,
              ...(sameDay
                ? { endedAt: new Date(session.startedAt.getTime() + minutes * 60_000) }
                : manualSessionTimes(input.date, minutes, now)),
            })
            .where(eq(workSessions.id, session.id)),
      );
      return detail(viewer, found.row.id);
    },
  );

  api.delete(
    '/api/pro/cases/:id/work-sessions/:childId',
    { schema: { params: ZCaseChildParams, response: { 200: ZCaseResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findChangeableCase(deps.db, viewer, request.params.id);
      await change(
        request,
        viewer,
        found,
        { action: 'update', label: caseJournalLabel(found.row.title, 'Session de travail supprimée') },
        async (tx) => {
          const removed = await tx
            .delete(workSessions)
            .where(and(eq(workSessions.id, request.params.childId), eq(workSessions.caseId, found.row.id)))
            .returning({ id: workSessions.id });
          if (!removed.length) throw new AppError('NOT_FOUND', { message: SESSION_NOT_FOUND });
        },
      );
      return detail(viewer, found.row.id);
    },
  );

  api.post(
    '/api/pro/cases/:id/appointments',
    { schema: { params: ZCaseIdParams, body: ZLinkAppointmentRequest, response: { 200: ZCaseResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findChangeableCase(deps.db, viewer, request.params.id);
      await change(
        request,
        viewer,
        found,
        { action: 'update', label: caseJournalLabel(found.row.title, 'Rendez-vous rattaché') },
        async (tx) => {
          // The case's lawyer's appointments only.
          const linked = await tx
            .update(appointments)
            .set({ caseId: found.row.id })
            .where(
              and(
                eq(appointments.id, request.body.appointmentId),
                eq(appointments.professionalId, found.row.professionalId),
              ),
            )
            .returning({ id: appointments.id });
          if (!linked.length) throw new AppError('NOT_FOUND', { message: APPOINTMENT_NOT_FOUND });
        },
      );
      return detail(viewer, found.row.id);
    },
  );

  api.delete(
    '/api/pro/cases/:id/appointments/:childId',
    { schema: { params: ZCaseChildParams, response: { 200: ZCaseResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findChangeableCase(deps.db, viewer, request.params.id);
      await change(
        request,
        viewer,
        found,
        { action: 'update', label: caseJournalLabel(found.row.title, 'Rendez-vous détaché') },
        async (tx) => {
          // Any appointment linked to this case, its former lawyer's too once it was handed over (ADR 0070):
          // only the case's lawyer of the time could link it.
          const unlinked = await tx
            .update(appointments)
            .set({ caseId: null })
            .where(and(eq(appointments.id, request.params.childId), eq(appointments.caseId, found.row.id)))
            .returning({ id: appointments.id });
          if (!unlinked.length) throw new AppError('NOT_FOUND', { message: APPOINTMENT_NOT_FOUND });
        },
      );
      return detail(viewer, found.row.id);
    },
  );

  registerCaseAccessRoutes(app, deps);
}
