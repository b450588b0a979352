import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { effectiveAppointmentStatus } from '#domain/appointments/booking/appointment-status.ts';
import {
  noteLocation,
  type TProAppointment,
  toProMode,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import type { TVideoService } from '#domain/appointments/video-consultations/meeting-url.ts';
import { durationLabel, parisCivil } from '#domain/kernel/time/paris-time.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import type { TConflictPartyIndex } from '#domain/practice/conflicts/find-possible-conflicts.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  appointmentDocuments,
  appointmentNotes,
  appointments,
  feeAgreements,
  proAppointmentDetails,
  type professionals,
  users,
} from '#server/db/schema/index.ts';
import { firmRecords, loadConflictParties } from '#server/practice/conflicts/conflict-parties.ts';
import { appointmentConflicts } from '#server/practice/conflicts/possible-conflicts.ts';
import { sharedWithClientAt } from '#server/practice/shared-documents/shared-document-queries.ts';
import { externalChangesOf } from '../calendar-copies/external-change-store';
import { meetingUrlOf, recordingConsentAtOf } from '../video-consultations/video-rooms';

type TProfessionalRow = typeof professionals.$inferSelect;

const FR_DATE = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

export type TProAppointmentRow = {
  appointment: typeof appointments.$inferSelect;
  client: typeof users.$inferSelect | null;
  details: typeof proAppointmentDetails.$inferSelect | null;
};

/** The professional's appointments with their client and details, oldest first unless `orderBy` says. */
export async function selectProAppointmentRows(
  db: TDatabase,
  professionalId: number,
  where?: SQL,
  orderBy: readonly SQL[] = [asc(appointments.startsAt), asc(appointments.id)],
): Promise<TProAppointmentRow[]> {
  return db
    .select({ appointment: appointments, client: users, details: proAppointmentDetails })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.clientUserId))
    .leftJoin(proAppointmentDetails, eq(proAppointmentDetails.appointmentId, appointments.id))
    .where(and(eq(appointments.professionalId, professionalId), where))
    .orderBy(...orderBy);
}

/** Who an appointment is for: the client account, else the e-mail or the name typed by the professional. */
export function clientKeyOf({
  appointment,
  details,
}: Pick<TProAppointmentRow, 'appointment' | 'details'>): string {
  if (appointment.clientUserId) return appointment.clientUserId;
  if (details?.clientEmail) return `email:${details.clientEmail.toLowerCase()}`;
  const name = details?.clientName?.trim().toLowerCase();
  return name ? `name:${name}` : `rdv-${appointment.id}`;
}

/** The client's name, e-mail and phone as the workspace shows them. */
export function clientIdentityOf({ client, details }: Pick<TProAppointmentRow, 'client' | 'details'>) {
  return {
    name: client ? `${client.firstName} ${client.lastName}` : (details?.clientName ?? 'Client'),
    email: client?.email ?? details?.clientEmail ?? null,
    phone: client?.phone ?? details?.clientPhone ?? null,
  };
}

/** One of the professional's own appointments, or null: another professional's id reveals nothing. */
export async function findProAppointment(
  db: TDatabase,
  professionalId: number,
  appointmentId: number,
): Promise<TProAppointmentRow | null> {
  const [row] = await selectProAppointmentRows(db, professionalId, eq(appointments.id, appointmentId));
  return row ?? null;
}

/** An appointment's document, only when the appointment is the professional's; null otherwise. */
export async function findProAppointmentDocument(
  db: TDatabase,
  appointmentId: number,
  documentId: number,
): Promise<typeof appointmentDocuments.$inferSelect | null> {
  const [document] = await db
    .select()
    .from(appointmentDocuments)
    .where(
      and(eq(appointmentDocuments.id, documentId), eq(appointmentDocuments.appointmentId, appointmentId)),
    );
  return document ?? null;
}

/**
 * Cards with notes and documents (metadata only), as the workspace shows them. Pending and upcoming ones carry
 * their possible conflicts of interest, from the professional's parties (`parties`, else loaded once here).
 */
export async function toProAppointments(
  db: TDatabase,
  professional: TProfessionalRow,
  rows: TProAppointmentRow[],
  now: Date,
  video: TVideoService,
  parties?: TConflictPartyIndex,
): Promise<TProAppointment[]> {
  const ids = rows.map((row) => row.appointment.id);
  const live = (appointment: TProAppointmentRow['appointment']) => {
    const status = effectiveAppointmentStatus(appointment.status, appointment.endsAt, now);
    return status === 'pending' || status === 'confirmed';
  };
  const conflictParties =
    parties ??
    (rows.some((row) => live(row.appointment))
      ? await loadConflictParties(db, await firmRecords(db, professional.id), now)
      : null);
  const notes = ids.length
    ? await db
        .select()
        .from(appointmentNotes)
        .where(inArray(appointmentNotes.appointmentId, ids))
        .orderBy(asc(appointmentNotes.createdAt), asc(appointmentNotes.id))
    : [];
  const documents = ids.length
    ? await db
        .select({
          id: appointmentDocuments.id,
          appointmentId: appointmentDocuments.appointmentId,
          title: appointmentDocuments.title,
          kind: appointmentDocuments.kind,
          fileName: appointmentDocuments.fileName,
          contentType: appointmentDocuments.contentType,
          sizeBytes: appointmentDocuments.sizeBytes,
          createdAt: appointmentDocuments.createdAt,
          sharedAt: sharedWithClientAt('appointment'),
        })
        .from(appointmentDocuments)
        .where(inArray(appointmentDocuments.appointmentId, ids))
        .orderBy(asc(appointmentDocuments.createdAt), asc(appointmentDocuments.id))
    : [];
  const agreed = new Set(
    ids.length
      ? (
          await db
            .select({ appointmentId: feeAgreements.appointmentId })
            .from(feeAgreements)
            .where(inArray(feeAgreements.appointmentId, ids))
        ).map((row) => row.appointmentId)
      : [],
  );
  const externalChanges = await externalChangesOf(db, ids);
  return rows.map(({ appointment, client, details }) => {
    const identity = clientIdentityOf({ client, details });
    const mode = toProMode(appointment.mode as TConsultationMode);
    const location = mode === 'office' ? (details?.location ?? 'Cabinet') : null;
    const minutes = Math.round((appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000);
    const { date, time } = parisCivil(appointment.startsAt);
    return {
      id: appointment.id,
      client: identity.name,
      email: identity.email,
      phone: identity.phone,
      hasClientAccount: client !== null,
      type: details?.appointmentType ?? appointment.reason,
      date,
      time,
      start: appointment.startsAt.toISOString(),
      end: appointment.endsAt.toISOString(),
      durationMinutes: minutes,
      duration: durationLabel(minutes),
      mode,
      status: effectiveAppointmentStatus(appointment.status, appointment.endsAt, now),
      location,
      meetingUrl: meetingUrlOf(video, appointment, professional.videoSettings),
      recordingConsentAt: appointment.mode === 'visio' ? recordingConsentAtOf(appointment) : null,
      isFirstConsultation: appointment.isFirstConsultation,
      cancellationReason: appointment.cancellationReason,
      cancelledBy: appointment.cancelledBy,
      cancelledAt: appointment.cancelledAt?.toISOString() ?? null,
      hasFeeAgreement: agreed.has(appointment.id),
      notes: notes
        .filter((note) => note.appointmentId === appointment.id)
        .map((note) => ({
          id: note.id,
          content: note.content,
          date: FR_DATE.format(note.createdAt),
          createdAt: note.createdAt.toISOString(),
          location: noteLocation(mode, location),
        })),
      documents: documents
        .filter((document) => document.appointmentId === appointment.id)
        .map((document) => ({
          id: document.id,
          title: document.title,
          kind: document.kind,
          fileName: document.fileName,
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
          date: parisCivil(document.createdAt).date,
          url: `/api/pro/appointments/${appointment.id}/documents/${document.id}/file`,
          sharedAt: document.sharedAt?.toISOString() ?? null,
        })),
      questionnaire: Object.entries(appointment.answers)
        .filter(([, answer]) => answer.trim() !== '')
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([index, answer]) => ({
          question: professional.questionnaire[Number(index)]?.question ?? `Question ${Number(index) + 1}`,
          answer,
        })),
      opposingParty: appointment.opposingParty,
      possibleConflicts:
        conflictParties && live(appointment)
          ? appointmentConflicts(conflictParties, {
              id: appointment.id,
              clientName: identity.name,
              opposingParty: appointment.opposingParty,
            })
          : [],
      externalChange: externalChanges.get(appointment.id) ?? null,
    };
  });
}
