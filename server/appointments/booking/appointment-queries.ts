import { and, eq } from 'drizzle-orm';
import { formatParisDate, formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { effectiveAppointmentStatus } from '#domain/appointments/booking/appointment-status.ts';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import { appointmentChangeAllowance, canJoinVideo } from '#domain/appointments/booking/change-window.ts';
import type { TVideoService } from '#domain/appointments/video-consultations/meeting-url.ts';
import { videoSettingsOf } from '#domain/appointments/video-consultations/video-settings.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import type { TDatabase } from '#server/db/database.ts';
import { appointments, feeAgreements, professionals, users } from '#server/db/schema/index.ts';
import { reviewableUntil, type TReviewRow, toClientReview } from '../reviews/client-review';
import { meetingUrlOf, recordingConsentAtOf } from '../video-consultations/video-rooms';
import type { TAppointmentForEmail } from './appointment-emails';

type TAppointmentRow = typeof appointments.$inferSelect;
type TProfessionalRow = typeof professionals.$inferSelect;

export function professionalAddress(professional: TProfessionalRow): string {
  return [professional.streetAddress, `${professional.postalCode} ${professional.city}`.trim()]
    .filter(Boolean)
    .join(', ');
}

export function toClientAppointment(
  row: TAppointmentRow,
  professional: TProfessionalRow,
  now: Date,
  hasFeeAgreement: boolean,
  video: TVideoService,
  review: TReviewRow | null = null,
): TClientAppointment {
  const status = effectiveAppointmentStatus(row.status, row.endsAt, now);
  const allowance = appointmentChangeAllowance({ status, start: row.startsAt }, now);
  return {
    id: row.id,
    professionalId: professional.id,
    lawyer: professionalDisplayName(professional.firstName, professional.lastName),
    specialty: professional.specialty,
    date: formatParisDate(row.startsAt),
    time: formatParisTime(row.startsAt),
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    mode: row.mode,
    address: row.mode === 'cabinet' ? professionalAddress(professional) : null,
    phone: professional.phone,
    status,
    reason: row.reason,
    meetingUrl: status !== 'cancelled' ? meetingUrlOf(video, row, professional.videoSettings) : null,
    recordingConsentAt: recordingConsentAtOf(row),
    // Asked only where the room URL can hold recording back without it (Jitsi, ADR 0034).
    recordingRequested:
      row.mode === 'visio' &&
      video.provider === 'jitsi' &&
      videoSettingsOf(professional.videoSettings).autoRecording,
    canChange: allowance.allowed,
    changeBlockedReason: allowance.allowed ? null : allowance.reason,
    canJoinVideo: row.mode === 'visio' && canJoinVideo({ status, start: row.startsAt, end: row.endsAt }, now),
    review: review ? toClientReview(review, row.endsAt, now) : null,
    reviewableUntil: reviewableUntil(
      { completed: status === 'completed', end: row.endsAt, hasClient: row.clientUserId !== null },
      review,
      now,
    ),
    cancellationReason: row.cancellationReason,
    hasFeeAgreement,
    payment: row.paymentStatus,
  };
}

/** The client's own appointment, or 404: another person's id reveals nothing. */
export async function findClientAppointment(db: TDatabase, appointmentId: number, clientUserId: string) {
  const [row] = await db
    .select({
      appointment: appointments,
      professional: professionals,
      client: users,
      feeAgreementId: feeAgreements.id,
    })
    .from(appointments)
    .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
    .innerJoin(users, eq(users.id, appointments.clientUserId))
    .leftJoin(feeAgreements, eq(feeAgreements.appointmentId, appointments.id))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.clientUserId, clientUserId)));
  return row ?? null;
}

export function appointmentForEmail(
  video: TVideoService,
  appointment: TAppointmentRow,
  professional: TProfessionalRow,
  client: typeof users.$inferSelect,
  sequence = 0,
): TAppointmentForEmail {
  return {
    id: appointment.id,
    start: appointment.startsAt,
    end: appointment.endsAt,
    mode: appointment.mode as TConsultationMode,
    // As of the e-mail's writing; the client's space always gives the current one.
    meetingUrl: meetingUrlOf(video, appointment, professional.videoSettings),
    sequence,
    professional: {
      name: professionalDisplayName(professional.firstName, professional.lastName),
      firstName: professional.firstName,
      email: professional.email,
      address: professionalAddress(professional),
    },
    client: {
      name: `${client.firstName} ${client.lastName}`,
      firstName: client.firstName,
      email: client.email,
      notifyByEmail: client.notifyByEmail,
    },
  };
}
