import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDocumentParams,
  ZProAppointmentResponse,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { ZCaseChildParams, ZCaseResponse } from '#domain/practice/cases/case-schemas.ts';
import {
  ZDocumentShareResponse,
  ZShareDocumentRequest,
} from '#domain/practice/shared-documents/shared-document-schemas.ts';
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
import { findDocumentShare, shareDocumentWithClient, withdrawDocumentShare } from './share-document';

const DOCUMENT_NOT_FOUND = 'Document introuvable.';

type TProfessional = Awaited<ReturnType<typeof requireProfessional>>;

/** « Partager avec le client » and « Retirer le partage » of an appointment's or a case's document. */
export function registerSharedDocumentRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const appointmentPath = '/api/pro/appointments/:id/documents/:docId/share';
  const casePath = '/api/pro/cases/:id/documents/:childId/share';

  /** The professional's own appointment document; anyone else's is not found. */
  const appointmentDocument = async (professional: TProfessional, id: number, docId: number) => {
    const row = await findProAppointment(deps.db, professional.id, id);
    if (!row) throw new AppError('NOT_FOUND', { message: APPOINTMENT_NOT_FOUND });
    const document = await findProAppointmentDocument(deps.db, row.appointment.id, docId);
    if (!document) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
    return { row, document };
  };
  const appointmentAnswer = async (
    professional: TProfessional,
    row: Awaited<ReturnType<typeof appointmentDocument>>['row'],
  ) => {
    const [appointment] = await toProAppointments(
      deps.db,
      professional,
      [row],
      deps.clock.now(),
      videoServiceOf(deps.config),
    );
    if (!appointment) throw new AppError('INTERNAL');
    return { appointment };
  };
  const caseDocument = async (professional: TProfessional, id: number, childId: number) => {
    const found = await findOwnCase(deps.db, professional.id, id);
    const [document] = await deps.db
      .select()
      .from(caseDocuments)
      .where(and(eq(caseDocuments.id, childId), eq(caseDocuments.caseId, found.id)));
    if (!document) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
    return { found, document };
  };
  // Sharing with the client is the responsible lawyer's alone (findOwnCase above): they view it as theirs.
  const caseAnswer = async (professional: TProfessional, caseId: number) => {
    if (!professional.userId) throw new AppError('INTERNAL');
    const viewer = { userId: professional.userId, professional };
    return {
      case: await loadCaseDetail(deps.db, viewer, caseId, deps.clock.now(), videoServiceOf(deps.config)),
    };
  };

  api.post(
    appointmentPath,
    {
      schema: {
        params: ZDocumentParams,
        body: ZShareDocumentRequest,
        response: { 200: ZProAppointmentResponse },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const { row, document } = await appointmentDocument(
        professional,
        request.params.id,
        request.params.docId,
      );
      await shareDocumentWithClient(
        deps,
        professional,
        {
          source: { kind: 'appointment', documentId: document.id },
          clientUserId: row.appointment.clientUserId,
          title: document.title,
          fileId: document.fileId,
          fileName: document.fileName,
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
        },
        request.body.category,
      );
      return appointmentAnswer(professional, row);
    },
  );

  api.get(
    appointmentPath,
    { schema: { params: ZDocumentParams, response: { 200: ZDocumentShareResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const { document } = await appointmentDocument(professional, request.params.id, request.params.docId);
      return {
        share: await findDocumentShare(deps.db, professional.id, {
          kind: 'appointment',
          documentId: document.id,
        }),
      };
    },
  );

  api.delete(
    appointmentPath,
    { schema: { params: ZDocumentParams, response: { 200: ZProAppointmentResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const { row, document } = await appointmentDocument(
        professional,
        request.params.id,
        request.params.docId,
      );
      await withdrawDocumentShare(deps.db, professional.id, { kind: 'appointment', documentId: document.id });
      return appointmentAnswer(professional, row);
    },
  );

  api.post(
    casePath,
    {
      schema: { params: ZCaseChildParams, body: ZShareDocumentRequest, response: { 200: ZCaseResponse } },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const { found, document } = await caseDocument(professional, request.params.id, request.params.childId);
      await shareDocumentWithClient(
        deps,
        professional,
        {
          source: { kind: 'case', documentId: document.id },
          clientUserId: found.clientUserId,
          title: document.title,
          fileId: document.fileId,
          fileName: document.fileName,
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
        },
        request.body.category,
      );
      return caseAnswer(professional, found.id);
    },
  );

  api.get(
    casePath,
    { schema: { params: ZCaseChildParams, response: { 200: ZDocumentShareResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const { document } = await caseDocument(professional, request.params.id, request.params.childId);
      return {
        share: await findDocumentShare(deps.db, professional.id, { kind: 'case', documentId: document.id }),
      };
    },
  );

  api.delete(
    casePath,
    { schema: { params: ZCaseChildParams, response: { 200: ZCaseResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const { found, document } = await caseDocument(professional, request.params.id, request.params.childId);
      await withdrawDocumentShare(deps.db, professional.id, { kind: 'case', documentId: document.id });
      return caseAnswer(professional, found.id);
    },
  );
}
