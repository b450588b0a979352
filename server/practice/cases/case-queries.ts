import { and, asc, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import type { TVideoService } from '#domain/appointments/video-consultations/meeting-url.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { parisCivil } from '#domain/kernel/time/paris-time.ts';
import type { TCaseDetail, TCaseSummary } from '#domain/practice/cases/case-schemas.ts';
import type { TWorkSession } from '#domain/practice/work-timer/work-timer.ts';
import {
  selectProAppointmentRows,
  toProAppointments,
} from '#server/appointments/professional-actions/pro-appointment-queries.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  appointments,
  caseDocuments,
  cases,
  caseTags,
  professionals,
  workSessions,
} from '#server/db/schema/index.ts';
import { firmLawyersOf } from '#server/identity/index.ts';
import { firmRecords, loadConflictParties } from '../conflicts/conflict-parties';
import { caseConflicts } from '../conflicts/possible-conflicts';
import { sharedWithClientAt } from '../shared-documents/shared-document-queries';
import {
  CASE_NOT_FOUND,
  findVisibleCase,
  responsibleLawyerOf,
  type TCaseViewer,
  type TVisibleCase,
} from './case-viewer';

export { CASE_NOT_FOUND };

type TCaseRow = typeof cases.$inferSelect;

export function toCaseSummary(row: TCaseRow): TCaseSummary {
  return {
    id: row.id,
    title: row.title,
    clientName: row.clientName,
    category: row.category,
    status: row.status,
    priority: row.priority,
    openingDate: row.openingDate,
    lastUpdate: row.updatedAt.toISOString(),
    nextDeadline: row.nextDeadline,
  };
}

export function toWorkSession(
  row: typeof workSessions.$inferSelect,
  caseTitle: string | null = null,
): TWorkSession {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: parisCivil(row.startedAt).date,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    durationMinutes: row.durationMinutes,
    status: row.status,
    caseId: row.caseId,
    caseTitle: row.caseId === null ? null : caseTitle,
  };
}

/** One of the professional's own cases: another professional's id is simply not found. */
export async function findOwnCase(db: TDatabase, professionalId: number, caseId: number): Promise<TCaseRow> {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.professionalId, professionalId)));
  if (!row) throw new AppError('NOT_FOUND', { message: CASE_NOT_FOUND });
  return row;
}

/** Marks the case as just changed (its 'last update'). */
export async function touchCase(db: TDatabaseOrTransaction, caseId: number, now: Date): Promise<void> {
  await db.update(cases).set({ updatedAt: now }).where(eq(cases.id, caseId));
}

export async function listCaseSummaries(db: TDatabase, professionalId: number): Promise<TCaseSummary[]> {
  const rows = await db
    .select()
    .from(cases)
    .where(eq(cases.professionalId, professionalId))
    .orderBy(desc(cases.updatedAt), desc(cases.id));
  return rows.map(toCaseSummary);
}

export async function countActiveCases(db: TDatabase, professionalId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(cases)
    .where(and(eq(cases.professionalId, professionalId), ne(cases.status, 'Clos')));
  return row?.value ?? 0;
}

type TProfessionalRow = typeof professionals.$inferSelect;

/**
 * The appointments linked to a case: its responsible lawyer's, then those of the firm's other lawyers, who held
 * the case before it was handed over (ADR 0070: they stay whose they are), in time order. A lawyer who left the
 * firm took theirs with them (ADR 0064): only the firm's lawyers' are read.
 */
async function linkedAppointments(
  db: TDatabase,
  professional: TProfessionalRow,
  caseId: number,
  lawyerIds: readonly number[],
  load: (lawyer: TProfessionalRow, caseId: number) => Promise<TProAppointment[]>,
): Promise<TProAppointment[]> {
  const others = lawyerIds.filter((id) => id !== professional.id);
  const holderIds =
    others.length === 0
      ? []
      : await db
          .selectDistinct({ id: appointments.professionalId })
          .from(appointments)
          .where(and(eq(appointments.caseId, caseId), inArray(appointments.professionalId, others)));
  const own = await load(professional, caseId);
  if (holderIds.length === 0) return own;
  const holders = await db
    .select()
    .from(professionals)
    .where(
      inArray(
        professionals.id,
        holderIds.map((holder) => holder.id),
      ),
    );
  const theirs = await Promise.all(holders.map((lawyer) => load(lawyer, caseId)));
  return [...own, ...theirs.flat()].sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
}

/**
 * The whole case as the detail screen shows it to the viewer (its responsible lawyer or a member on its list):
 * client, tags, documents, work sessions, the appointments linked to it, and the conflict check as the viewer
 * may see it. `found` when the caller has just resolved it. Work sessions and appointments stay whose they are
 * when a case changes hands (ADR 0070): those of every lawyer of the firm linked to the case are shown.
 */
export async function loadCaseDetail(
  db: TDatabase,
  viewer: TCaseViewer,
  caseId: number,
  now: Date,
  video: TVideoService,
  found?: TVisibleCase,
): Promise<TCaseDetail> {
  const { row, access } = found ?? (await findVisibleCase(db, viewer, caseId));
  const professional = await responsibleLawyerOf(db, viewer, row);
  const lawyerIds = (await firmLawyersOf(db, professional.id)).map((lawyer) => lawyer.professionalId);
  const loadingParties = firmRecords(db, professional.id, {
    professionalId: viewer.professional?.id ?? null,
    userId: viewer.userId,
  }).then((scope) => loadConflictParties(db, scope, now));
  const [tags, documents, sessions, linked, parties] = await Promise.all([
    db.select().from(caseTags).where(eq(caseTags.caseId, caseId)).orderBy(asc(caseTags.id)),
    db
      .select({
        id: caseDocuments.id,
        title: caseDocuments.title,
        kind: caseDocuments.kind,
        fileName: caseDocuments.fileName,
        contentType: caseDocuments.contentType,
        sizeBytes: caseDocuments.sizeBytes,
        archivedAt: caseDocuments.archivedAt,
        createdAt: caseDocuments.createdAt,
        sharedAt: sharedWithClientAt('case'),
      })
      .from(caseDocuments)
      .where(eq(caseDocuments.caseId, caseId))
      .orderBy(desc(caseDocuments.createdAt), desc(caseDocuments.id)),
    db
      .select()
      .from(workSessions)
      .where(and(eq(workSessions.caseId, caseId), inArray(workSessions.professionalId, lawyerIds)))
      .orderBy(desc(workSessions.startedAt), desc(workSessions.id)),
    linkedAppointments(db, professional, caseId, lawyerIds, async (lawyer, id) =>
      toProAppointments(
        db,
        lawyer,
        await selectProAppointmentRows(
          db,
          lawyer.id,
          and(isNotNull(appointments.caseId), eq(appointments.caseId, id)),
        ),
        now,
        video,
        await loadingParties,
      ),
    ),
    loadingParties,
  ]);
  const workSessionList = sessions.map((session) => toWorkSession(session, row.title));
  return {
    ...toCaseSummary(row),
    description: row.description,
    notes: row.notes,
    estimatedValueCents: row.estimatedValueCents,
    client: {
      userId: row.clientUserId,
      name: row.clientName,
      email: row.clientEmail,
      phone: row.clientPhone,
      address: row.clientAddress,
    },
    tags: tags.map((tag) => ({ id: tag.id, name: tag.name, colour: tag.colour })),
    documents: documents.map((document) => ({
      id: document.id,
      title: document.title,
      kind: document.kind,
      fileName: document.fileName,
      contentType: document.contentType,
      sizeBytes: document.sizeBytes,
      uploadDate: parisCivil(document.createdAt).date,
      archived: document.archivedAt !== null,
      url: `/api/pro/cases/${caseId}/documents/${document.id}/file`,
      sharedAt: document.sharedAt?.toISOString() ?? null,
    })),
    workSessions: workSessionList,
    totalWorkMinutes: workSessionList.reduce((sum, session) => sum + session.durationMinutes, 0),
    appointments: linked,
    opposingParties: row.opposingParties,
    possibleConflicts: caseConflicts(parties, row),
    access,
    responsibleLawyer: professionalDisplayName(professional.firstName, professional.lastName),
  };
}
