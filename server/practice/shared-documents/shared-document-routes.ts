import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDocumentParams,
  ZProAppointmentResponse,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { ZCaseChildParams, ZCaseResponse } from '#domain/practice/cases/case-schemas.ts';
import { ZShareDocumentRequest } from '#domain/practice/shared-documents/shared-document-schemas.ts';
import {
  findProAppointment,
  findProAppointmentDocument,
  toProAppointments,
  videoServiceOf,
} from '#server/appointments/index.ts';
import { caseDocuments } from '#server/db/schema/index.ts';
import { APPOINTMENT_NOT_FOUND, requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { findOwnCase, loadCaseDetail } from '../cases/case-queries';
import { shareDocumentWithClient } from './share-document';

const DOCUMENT_NOT_FOUND = 'Document introuvable.';

/** « Partager avec le client »: an appointment's or a case's document goes to the client's « Documents ». */
export function registerSharedDocumentRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/pro/appointments/:id/documents/:docId/share',
    {
      schema: {
        params: ZDocumentParams,
        body: ZShareDocumentRequest,
        response: { 200: ZProAppointmentResponse },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const row = await findProAppointment(deps.db, professional.id, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', { message: APPOINTMENT_NOT_FOUND });
      const document = await findProAppointmentDocument(deps.db, row.appointment.id, request.params.docId);
      if (!document) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
      await shareDocumentWithClient(
        deps,
        professional,
        {
          source: { kind: 'appointment', documentId: document.id },
          clientUserId: row.appointment.clientUserId,
          fileId: document.fileId,
          fileName: document.fileName,
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
        },
        request.body.category,
      );
      const [appointment] = await toProAppointments(
        deps.db,
        professional,
        [row],
        deps.clock.now(),
        videoServiceOf(deps.config),
      );
      if (!appointment) throw new AppError('INTERNAL');
      return { appointment };
    },
  );

  api.post(
    '/api/pro/cases/:id/documents/:childId/share',
    {
      schema: { params: ZCaseChildParams, body: ZShareDocumentRequest, response: { 200: ZCaseResponse } },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await findOwnCase(deps.db, professional.id, request.params.id);
      const [document] = await deps.db
        .select()
        .from(caseDocuments)
        .where(and(eq(caseDocuments.id, request.params.childId), eq(caseDocuments.caseId, found.id)));
      if (!document) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
      await shareDocumentWithClient(
        deps,
        professional,
        {
          source: { kind: 'case', documentId: document.id },
          clientUserId: found.clientUserId,
          fileId: document.fileId,
          fileName: document.fileName,
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
        },
        request.body.category,
      );
      const now = deps.clock.now();
      return {
        case: await loadCaseDetail(deps.db, professional, found.id, now, videoServiceOf(deps.config)),
      };
    },
  );
}
