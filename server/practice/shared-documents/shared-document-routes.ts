import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDocumentParams,
  ZProAppointmentResponse,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { caseJournalLabel } from '#domain/practice/cases/case-journal-label.ts';
import { ZCaseChildParams, ZCaseResponse } from '#domain/practice/cases/case-schemas.ts';
import {
  ZDocumentShareResponse,
  ZShareDocumentRequest,
} from '#domain/practice/shared-documents/shared-document-schemas.ts';
import {
  findProAppointment,
  findProAppointmentDocument,
  journalAppointment,
  journaled,
  toProAppointments,
  videoServiceOf,
} from '#server/appointments/index.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { caseDocuments } from '#server/db/schema/index.ts';
import {
  APPOINTMENT_NOT_FOUND,
  recordAccess,
  requireProfessional,
  type TJournalActor,
  workspaceJournalActor,
} from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { findOwnCase, loadCaseDetail } from '../cases/case-queries';
import { findDocumentShare, shareDocumentWithClient, withdrawDocumentShare } from './share-document';

const DOCUMENT_NOT_FOUND = 'Document introuvable.';

type TProfessional = Awaited<ReturnType<typeof requireProfessional>>;

/**
 * The access journal's line of a case document shared with its client or withdrawn (issue 27 §2): the case's
 * title, never the document's.
 */
function journalCaseDocument(
  db: TDatabaseOrTransaction,
  actor: TJournalActor,
  found: { id: number; professionalId: number; title: string },
  documentId: number,
  action: 'share' | 'unshare',
): Promise<void> {
  return recordAccess(db, actor, {
    professionalId: found.professionalId,
    caseId: found.id,
    subject: 'case_document',
    subjectId: documentId,
    action,
    label: caseJournalLabel(
      found.title,
      action === 'share' ? 'Document partagé avec le client' : 'Document retiré de l’espace du client',
    ),
  });
}

/**
 * « Partager avec le client » and « Retirer le partage » of an appointment's or a case's document, each with
 * its line in the access journal, in the same transaction.
 */
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
      const actor = await workspaceJournalActor(deps, request);
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
        (tx) => journalAppointment(tx, actor, journaled(row), 'share', 'Document du rendez-vous'),
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
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        await withdrawDocumentShare(tx, professional.id, { kind: 'appointment', documentId: document.id });
        await journalAppointment(tx, actor, journaled(row), 'unshare', 'Document du rendez-vous');
      });
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
      const actor = await workspaceJournalActor(deps, request);
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
        (tx) => journalCaseDocument(tx, actor, found, document.id, 'share'),
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
      const actor = await workspaceJournalActor(deps, request);
      await deps.db.transaction(async (tx) => {
        await withdrawDocumentShare(tx, professional.id, { kind: 'case', documentId: document.id });
        await journalCaseDocument(tx, actor, found, document.id, 'unshare');
      });
      return caseAnswer(professional, found.id);
    },
  );
}
