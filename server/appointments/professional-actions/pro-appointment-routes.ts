import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { computeFreeSlots, formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import {
  appointmentForViewer,
  summaryForViewer,
} from '#domain/appointments/professional-actions/appointment-for-viewer.ts';
import {
  APPOINTMENT_HISTORY_KINDS,
  type TAppointmentHistoryEntry,
  type TAppointmentHistoryKind,
  ZAppointmentHistoryResponse,
} from '#domain/appointments/professional-actions/appointment-history.ts';
import {
  APPOINTMENT_DURATIONS,
  DEFAULT_OFFICE_LOCATION,
  toConsultationMode,
  ZAddDocumentRequest,
  ZAddNoteRequest,
  ZAppointmentIdParams,
  ZCreateProAppointmentRequest,
  ZDocumentParams,
  ZProAppointmentResponse,
  ZProAppointmentsQuery,
  ZProAppointmentsResponse,
  ZProCancelRequest,
  ZProRefuseRequest,
  ZProRescheduleRequest,
  ZProSummary,
  ZRescheduleSlotsResponse,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { rescheduleSlots } from '#domain/appointments/professional-actions/reschedule-slots.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { parisInstant, periodRange } from '#domain/kernel/time/paris-time.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { computeProSummary } from '#domain/practice/workspace-home/pro-summary.ts';
import { checkTimeConflicts, horizonEnd, loadBusyIntervals } from '#server/agenda/index.ts';
import { receivedThisMonthCents } from '#server/billing/index.ts';
import {
  appointmentDocuments,
  appointmentNotes,
  appointments,
  proAppointmentDetails,
} from '#server/db/schema/index.ts';
import { availabilityOf } from '#server/directory/index.ts';
import {
  journalHistoryOf,
  mayEmailClients,
  requireProfessional,
  workspaceJournalActor,
  workspaceViewerOf,
} from '#server/identity/index.ts';
import { appointmentNoticeFacts, notifyAppointmentEvent } from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import {
  DOCUMENT_BODY_LIMIT,
  decodeUploadedFile,
  sendStoredFile,
} from '#server/platform/http/stored-files.ts';
import { readStoredFile, storeFile } from '#server/platform/stored-files/stored-file-store.ts';
import { countActiveCases } from '#server/practice/cases/case-queries.ts';
import { sendConfirmedEmails } from '../booking/appointment-emails';
import { appointmentForEmail } from '../booking/appointment-queries';
import { newVideoRoom, videoServiceOf } from '../video-consultations/video-rooms';
import {
  assertFuture,
  cancelByProfessional,
  cancelledByProfessional,
  cardForViewer,
  changeProAppointmentStatus,
  journalAppointment,
  journaled,
  overlapError,
  ownProAppointment,
  proAppointmentCard,
  rescheduleByProfessional,
  type TProfessionalRow,
} from './pro-appointment-changes';
import { sendRefusalToClient } from './pro-appointment-emails';
import {
  clientKeyOf,
  findProAppointmentDocument,
  selectProAppointmentRows,
  type TProAppointmentRow,
  toProAppointments,
} from './pro-appointment-queries';

const NOT_PENDING = "Ce rendez-vous n'est pas en attente de confirmation.";
const _NOT_LIVE = 'Ce rendez-vous est annulé ou terminé\u00a0: il ne peut plus être modifié.';
const DOCUMENT_NOT_FOUND = 'Document introuvable.';

function isHistoryKind(action: string): action is TAppointmentHistoryKind {
  return (APPOINTMENT_HISTORY_KINDS as readonly string[]).includes(action);
}

/** A booking held for its online payment is not a request yet (ADR 0021): it appears once paid. */
const notAwaitingPayment = or(isNull(appointments.paymentStatus), ne(appointments.paymentStatus, 'awaiting'));

export function registerProAppointmentRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const ownAppointment = (professionalId: number, id: number) => ownProAppointment(deps, professionalId, id);
  const card = (professional: TProfessionalRow, id: number) => proAppointmentCard(deps, professional, id);
  const changeStatus = (
    professional: TProfessionalRow,
    found: TProAppointmentRow,
    change: Parameters<typeof changeProAppointmentStatus>[3],
  ) => changeProAppointmentStatus(deps, professional, found, change);

  api.get(
    '/api/pro/appointments',
    { schema: { querystring: ZProAppointmentsQuery, response: { 200: ZProAppointmentsResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const { view } = request.query;
      const range = periodRange(request.query.period, now);
      const statuses =
        view === 'cancelled'
          ? (['cancelled'] as const)
          : request.query.status === 'all'
            ? (['pending', 'confirmed', 'completed'] as const)
            : request.query.status === 'confirmed'
              ? (['confirmed', 'completed'] as const)
              : (['pending'] as const);
      // Issue 26 §1: « À venir » opens on the next appointment; the past and the cancelled, latest first.
      const byView: Record<typeof view, { where?: SQL; order: SQL[] }> = {
        all: { order: [asc(appointments.startsAt), asc(appointments.id)] },
        upcoming: {
          where: gt(appointments.endsAt, now),
          order: [asc(appointments.startsAt), asc(appointments.id)],
        },
        past: {
          where: lte(appointments.endsAt, now),
          order: [desc(appointments.startsAt), desc(appointments.id)],
        },
        cancelled: { order: [desc(appointments.startsAt), desc(appointments.id)] },
      };
      const rows = await selectProAppointmentRows(
        deps.db,
        professional.id,
        and(
          inArray(appointments.status, [...statuses]),
          notAwaitingPayment,
          byView[view].where,
          range ? gte(appointments.startsAt, range.from) : undefined,
          range ? lt(appointments.startsAt, range.until) : undefined,
        ),
        byView[view].order,
      );
      const viewer = await workspaceViewerOf(deps, request);
      const list = (
        await toProAppointments(deps.db, professional, rows, now, videoServiceOf(deps.config))
      ).map((appointment) => appointmentForViewer(appointment, viewer));
      return { appointments: list, count: list.length };
    },
  );

  api.get('/api/pro/summary', { schema: { response: { 200: ZProSummary } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    const viewer = await workspaceViewerOf(deps, request);
    const now = deps.clock.now();
    const rows = await selectProAppointmentRows(
      deps.db,
      professional.id,
      and(ne(appointments.status, 'cancelled'), notAwaitingPayment),
    );
    const summary = computeProSummary(
      rows.map((row) => ({
        start: row.appointment.startsAt,
        end: row.appointment.endsAt,
        status: row.appointment.status,
        clientKey: clientKeyOf(row),
      })),
      // Staff read neither the cases' count nor the money (summaryForViewer): not even asked for them.
      viewer.kind === 'lawyer' ? await countActiveCases(deps.db, professional.id) : 0,
      now,
      viewer.kind === 'lawyer'
        ? await receivedThisMonthCents(deps.db, professional.id, formatParisDate(now))
        : 0,
    );
    return summaryForViewer(summary, viewer);
  });

  api.post(
    '/api/pro/appointments',
    { schema: { body: ZCreateProAppointmentRequest, response: { 201: ZProAppointmentResponse } } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const input = request.body;
      const now = deps.clock.now();
      const start = parisInstant(input.date, input.time);
      assertFuture(start, now);
      const end = new Date(start.getTime() + APPOINTMENT_DURATIONS[input.duration] * 60_000);
      const mode = toConsultationMode(input.mode);
      // Issue 15 §2: never over another appointment; over a hearing or a busy time only once confirmed.
      await checkTimeConflicts(deps.db, professional.id, [{ start, end }], {
        kind: 'createAppointment',
        confirmed: input.confirmOverlaps === true,
      });
      const actor = await workspaceJournalActor(deps, request);
      const created = await deps.db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(appointments)
            .values({
              professionalId: professional.id,
              clientUserId: null,
              startsAt: start,
              endsAt: end,
              mode,
              // Seed 001 §4: an appointment the professional enters always starts pending.
              status: 'pending',
              reason: input.type,
              videoRoom: mode === 'visio' ? newVideoRoom() : null,
            })
            .returning({
              id: appointments.id,
              professionalId: appointments.professionalId,
              startsAt: appointments.startsAt,
            });
          if (!row) throw new AppError('INTERNAL');
          await journalAppointment(tx, actor, { appointment: row, clientName: input.client.name }, 'create');
          await tx.insert(proAppointmentDetails).values({
            appointmentId: row.id,
            clientName: input.client.name,
            clientEmail: input.client.email ?? null,
            clientPhone: input.client.phone ?? null,
            appointmentType: input.type,
            location: input.mode === 'office' ? (input.location ?? DEFAULT_OFFICE_LOCATION) : null,
          });
          return row;
        })
        .catch(overlapError);
      await professionalsChanged(deps.db, [professional.id], now);
      return reply.status(201).send(await cardForViewer(deps, request, await card(professional, created.id)));
    },
  );

  api.post(
    '/api/pro/appointments/:id/accept',
    { schema: { params: ZAppointmentIdParams, response: { 200: ZProAppointmentResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const found = await ownAppointment(professional.id, request.params.id);
      if (found.appointment.paymentStatus === 'awaiting') {
        throw new AppError('INVALID_STATE', {
          message:
            'Le client n’a pas encore payé ce rendez-vous en ligne\u00a0: il ne peut pas encore être accepté.',
        });
      }
      const accepted = await changeStatus(professional, found, {
        set: { status: 'confirmed', decidedAt: now },
        from: ['pending'],
        journal: { actor: await workspaceJournalActor(deps, request), action: 'accept' },
        conflictMessage: NOT_PENDING,
        notify: async (db, row) => {
          await notifyAppointmentEvent(
            db,
            'accepted',
            appointmentNoticeFacts(row, professional, found.client),
          );
          if (!found.client || !mayEmailClients(professional)) return;
          await sendConfirmedEmails(
            { db, config: deps.config, now },
            appointmentForEmail(videoServiceOf(deps.config), row, professional, found.client, 0),
            true,
          );
        },
      });
      return cardForViewer(deps, request, accepted);
    },
  );

  api.post(
    '/api/pro/appointments/:id/refuse',
    {
      schema: {
        params: ZAppointmentIdParams,
        body: ZProRefuseRequest,
        response: { 200: ZProAppointmentResponse },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const found = await ownAppointment(professional.id, request.params.id);
      const reason = request.body.reason?.trim() || null;
      const refused = await changeStatus(professional, found, {
        set: { ...cancelledByProfessional(now, reason), decidedAt: now },
        from: ['pending'],
        journal: { actor: await workspaceJournalActor(deps, request), action: 'refuse' },
        conflictMessage: NOT_PENDING,
        internalNote: request.body.internalNote?.trim() || null,
        notify: async (db, row, refundNotice) => {
          await notifyAppointmentEvent(
            db,
            'refused',
            appointmentNoticeFacts(row, professional, found.client),
          );
          if (!found.client || !mayEmailClients(professional)) return;
          await sendRefusalToClient(
            { db, config: deps.config, now },
            appointmentForEmail(videoServiceOf(deps.config), row, professional, found.client, 1),
            reason,
            refundNotice,
          );
        },
      });
      return cardForViewer(deps, request, refused);
    },
  );

  api.post(
    '/api/pro/appointments/:id/cancel',
    {
      schema: {
        params: ZAppointmentIdParams,
        body: ZProCancelRequest,
        response: { 200: ZProAppointmentResponse },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await ownAppointment(professional.id, request.params.id);
      const cancelled = await cancelByProfessional(deps, professional, found, {
        reason: request.body.reason,
        internalNote: request.body.internalNote ?? null,
        actor: await workspaceJournalActor(deps, request),
      });
      return cardForViewer(deps, request, cancelled);
    },
  );

  api.post(
    '/api/pro/appointments/:id/reschedule',
    {
      schema: {
        params: ZAppointmentIdParams,
        body: ZProRescheduleRequest,
        response: { 200: ZProAppointmentResponse },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await ownAppointment(professional.id, request.params.id);
      const current = found.appointment;
      const start = parisInstant(request.body.date, request.body.time);
      const moved = await rescheduleByProfessional(deps, professional, found, {
        start,
        end: new Date(start.getTime() + (current.endsAt.getTime() - current.startsAt.getTime())),
        confirmOverlaps: request.body.confirmOverlaps === true,
        actor: await workspaceJournalActor(deps, request),
      });
      return cardForViewer(deps, request, moved);
    },
  );

  // A notification's link opens one appointment, whatever list it is in.
  api.get(
    '/api/pro/appointments/:id',
    { schema: { params: ZAppointmentIdParams, response: { 200: ZProAppointmentResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await ownAppointment(professional.id, request.params.id);
      const answer = await cardForViewer(deps, request, await card(professional, found.appointment.id));
      await journalAppointment(deps.db, await workspaceJournalActor(deps, request), journaled(found), 'read');
      return answer;
    },
  );

  /**
   * « Historique » (issue 27 §3): who did what to the appointment from the workspace, from the access
   * journal; a client's request starts it (« Demande reçue »), one taken by phone starts with its line.
   */
  api.get(
    '/api/pro/appointments/:id/history',
    { schema: { params: ZAppointmentIdParams, response: { 200: ZAppointmentHistoryResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const { appointment } = await ownAppointment(professional.id, request.params.id);
      const lines = await journalHistoryOf(deps.db, professional.id, 'appointment', appointment.id);
      const history: TAppointmentHistoryEntry[] = lines.flatMap((line) =>
        isHistoryKind(line.action)
          ? [{ at: line.at.toISOString(), kind: line.action, actor: line.actor }]
          : [],
      );
      if (!lines.some((line) => line.action === 'create')) {
        history.unshift({ at: appointment.createdAt.toISOString(), kind: 'received', actor: null });
      }
      return { history };
    },
  );

  api.get(
    '/api/pro/appointments/:id/free-slots',
    { schema: { params: ZAppointmentIdParams, response: { 200: ZRescheduleSlotsResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const { appointment } = await ownAppointment(professional.id, request.params.id);
      const settings = availabilityOf(professional);
      if (!settings) return { days: [] };
      // The booking's computation (opening hours, notice, horizon, busy times), without this appointment.
      const until = horizonEnd(now, settings.horizonDays);
      const busy = await loadBusyIntervals(deps.db, [professional.id], now, until, {
        ignoreAppointmentId: appointment.id,
      });
      const slots = computeFreeSlots({ settings, busy: busy.get(professional.id) ?? [], now, until });
      const minutes = Math.round((appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000);
      return rescheduleSlots(slots, minutes, appointment.mode as TConsultationMode);
    },
  );

  api.post(
    '/api/pro/appointments/:id/notes',
    {
      schema: {
        params: ZAppointmentIdParams,
        body: ZAddNoteRequest,
        response: { 201: ZProAppointmentResponse },
      },
    },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const found = await ownAppointment(professional.id, request.params.id);
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        await tx.insert(appointmentNotes).values({
          appointmentId: found.appointment.id,
          content: request.body.content,
          createdAt: deps.clock.now(),
        });
        await journalAppointment(tx, actor, journaled(found), 'update', 'Note ajoutée au rendez-vous');
      });
      return reply
        .status(201)
        .send(await cardForViewer(deps, request, await card(professional, found.appointment.id)));
    },
  );

  api.post(
    '/api/pro/appointments/:id/documents',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        params: ZAppointmentIdParams,
        body: ZAddDocumentRequest,
        response: { 201: ZProAppointmentResponse },
      },
    },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const found = await ownAppointment(professional.id, request.params.id);
      const input = request.body;
      const { bytes, contentType } = decodeUploadedFile(input.contentBase64, input.fileName);
      const now = deps.clock.now();
      const actor = await workspaceJournalActor(deps, request);
      await storeFile(deps.db, bytes, now, (fileId) =>
        deps.db.transaction(async (tx) => {
          await tx.insert(appointmentDocuments).values({
            appointmentId: found.appointment.id,
            title: input.title,
            kind: input.kind,
            fileName: input.fileName,
            contentType,
            sizeBytes: bytes.length,
            fileId,
            createdAt: now,
          });
          await journalAppointment(tx, actor, journaled(found), 'update', 'Document ajouté au rendez-vous');
        }),
      );
      return reply
        .status(201)
        .send(await cardForViewer(deps, request, await card(professional, found.appointment.id)));
    },
  );

  api.delete(
    '/api/pro/appointments/:id/documents/:docId',
    { schema: { params: ZDocumentParams, response: { 200: ZProAppointmentResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await ownAppointment(professional.id, request.params.id);
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        const removed = await tx
          .delete(appointmentDocuments)
          .where(
            and(
              eq(appointmentDocuments.id, request.params.docId),
              eq(appointmentDocuments.appointmentId, found.appointment.id),
            ),
          )
          .returning({ id: appointmentDocuments.id });
        if (!removed.length) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
        await journalAppointment(tx, actor, journaled(found), 'update', 'Document retiré du rendez-vous');
      });
      return cardForViewer(deps, request, await card(professional, found.appointment.id));
    },
  );

  api.get(
    '/api/pro/appointments/:id/documents/:docId/file',
    { schema: { params: ZDocumentParams } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const found = await ownAppointment(professional.id, request.params.id);
      const document = await findProAppointmentDocument(deps.db, found.appointment.id, request.params.docId);
      if (!document) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
      await journalAppointment(
        deps.db,
        await workspaceJournalActor(deps, request),
        journaled(found),
        'download',
        'Document du rendez-vous',
      );
      return sendStoredFile(reply, { ...document, content: readStoredFile(deps.db, document) }, 'attachment');
    },
  );
}
