import { randomBytes } from 'node:crypto';
import { buildMeetingUrl, type TVideoService } from '#domain/appointments/video-consultations/meeting-url.ts';
import { hasRecordingConsent } from '#domain/appointments/video-consultations/recording-consent.ts';
import { videoSettingsOf } from '#domain/appointments/video-consultations/video-settings.ts';
import type { appointments } from '#server/db/schema/index.ts';
import type { TConfig } from '#server/platform/config.ts';

/** A new room name: 128 bits from the system's CSPRNG, nothing taken from a name, an id or a date. */
export function newVideoRoom(): string {
  return `JurisRDV-${randomBytes(16).toString('base64url')}`;
}

export function videoServiceOf(config: TConfig): TVideoService {
  return { provider: config.videoProvider, baseUrl: config.videoBaseUrl };
}

type TAppointmentVideo = Pick<
  typeof appointments.$inferSelect,
  'mode' | 'videoRoom' | 'recordingConsentAt' | 'recordingConsentWithdrawnAt'
>;

/** Whether the client's consent to recording this appointment is in force. */
export function recordingConsentOf(appointment: TAppointmentVideo): boolean {
  return hasRecordingConsent({
    givenAt: appointment.recordingConsentAt,
    withdrawnAt: appointment.recordingConsentWithdrawnAt,
  });
}

/** The time the consent in force was given, as the API says it; null when there is none. */
export function recordingConsentAtOf(appointment: TAppointmentVideo): string | null {
  return recordingConsentOf(appointment) ? (appointment.recordingConsentAt?.toISOString() ?? null) : null;
}

/**
 * The room URL of a video appointment as of now: the professional's saved settings (their JSON column)
 * and the client's consent are read at each call, so a change reaches the next link given out.
 */
export function meetingUrlOf(
  service: TVideoService,
  appointment: TAppointmentVideo,
  storedVideoSettings: unknown,
): string | null {
  if (appointment.mode !== 'visio' || !appointment.videoRoom) return null;
  return buildMeetingUrl({
    service,
    room: appointment.videoRoom,
    settings: videoSettingsOf(storedVideoSettings),
    clientConsent: recordingConsentOf(appointment),
  });
}
