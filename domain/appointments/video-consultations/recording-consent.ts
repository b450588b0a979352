import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { formatParisLongDate } from '#domain/kernel/time/paris-time.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import type { TAppointmentStatus } from '../booking/appointment-status';
import type { TVideoProvider } from './meeting-url';

/** PUT /api/client/appointments/:id/recording-consent: the client gives (true) or withdraws (false). */
export const ZRecordingConsentRequest = z.strictObject({
  consent: z.boolean({ error: 'Indiquez si vous acceptez l’enregistrement' }),
});
export type TRecordingConsentRequest = z.infer<typeof ZRecordingConsentRequest>;

/**
 * What the appointment row keeps: when the consent in force was given, and when it was withdrawn.
 * Withdrawing keeps the time it had been given; giving it again starts afresh.
 */
export type TRecordingConsentState = { givenAt: Date | null; withdrawnAt: Date | null };

export function hasRecordingConsent(state: TRecordingConsentState): boolean {
  return state.givenAt !== null && state.withdrawnAt === null;
}

/** The state after the client's answer at `now`; withdrawing a consent never given changes nothing. */
export function nextRecordingConsentState(
  current: TRecordingConsentState,
  consent: boolean,
  now: Date,
): TRecordingConsentState {
  if (consent) return { givenAt: now, withdrawnAt: null };
  if (!hasRecordingConsent(current)) return current;
  return { givenAt: current.givenAt, withdrawnAt: now };
}

export type TConsentChangeAllowance = { allowed: true } | { allowed: false; reason: string };

/**
 * A consent belongs to one video consultation still to come or under way: a cancelled or finished one
 * has no meeting left to record.
 */
export function recordingConsentChangeAllowance(
  appointment: { mode: TConsultationMode; status: TAppointmentStatus; end: Date },
  now: Date,
): TConsentChangeAllowance {
  if (appointment.mode !== 'visio') {
    return { allowed: false, reason: 'Ce rendez-vous n’a pas lieu en visioconférence.' };
  }
  if (appointment.status === 'cancelled') {
    return { allowed: false, reason: 'Ce rendez-vous est annulé.' };
  }
  if (appointment.status === 'completed' || now.getTime() >= appointment.end.getTime()) {
    return { allowed: false, reason: 'Cette consultation est terminée.' };
  }
  return { allowed: true };
}

function consentMoment(givenAt: string): string {
  const at = new Date(givenAt);
  return `le ${formatParisLongDate(at)} à ${formatParisTime(at)}`;
}

/** The client's side: what they agreed to, as their space says it. */
export function clientRecordingConsentText(givenAt: string | null): string | null {
  return givenAt
    ? `Vous avez accepté l’enregistrement de cette consultation ${consentMoment(givenAt)}.`
    : null;
}

/**
 * The professional's side: whether the client agreed, and what the room URL does without it. Only a
 * provider that reads the URL (Jitsi) has recording switched off by it.
 */
export function proRecordingConsentText(input: {
  givenAt: string | null;
  hasClientAccount: boolean;
  provider: TVideoProvider;
}): string {
  if (input.givenAt) return `Enregistrement accepté par le client ${consentMoment(input.givenAt)}.`;
  const refused = input.hasClientAccount
    ? 'Le client n’a pas accepté l’enregistrement.'
    : 'Sans compte client, l’accord à l’enregistrement ne peut pas être recueilli.';
  return input.provider === 'jitsi'
    ? `${refused} Le lien de la visioconférence désactive l’enregistrement.`
    : refused;
}
