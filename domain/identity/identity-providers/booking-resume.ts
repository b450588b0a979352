import type { TBookingState } from '#domain/appointments/booking/booking-steps.ts';
import { CONSULTATION_MODE_VALUES } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { BOOKING_RESUME_PARAM } from './booking-resume-param';

/*
 * A booking in progress through a provider's round trip: the dialog's answers go into the return path the server
 * keeps in its transaction row, and the booking launcher reopens the dialog from it at the account step (signed
 * in by then: the recap).
 */
export { BOOKING_RESUME_PARAM } from './booking-resume-param';

const ZResume = z.object({
  p: z.number().int().positive(),
  r: z.string().max(500),
  m: z.enum(CONSULTATION_MODE_VALUES).nullable(),
  s: z
    .object({ start: z.string().max(40), modes: z.array(z.enum(CONSULTATION_MODE_VALUES)).max(3) })
    .nullable(),
  a: z.record(z.string().max(3), z.string().max(1000)),
  f: z.boolean(),
  o: z.string().max(200).optional(),
});

export type TBookingResume = { professionalId: number; state: TBookingState };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/u, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

export function encodeBookingResume(resume: TBookingResume): string {
  const { state } = resume;
  return toBase64Url(
    JSON.stringify({
      p: resume.professionalId,
      r: state.reason,
      m: state.mode,
      s: state.slot,
      a: state.answers,
      f: state.isFirstConsultation,
      ...(state.opposingParty.trim() ? { o: state.opposingParty } : {}),
    }),
  );
}

/**
 * The booking carried by a return path, at the account step, or null when the value is not one (a
 * hand-edited address). The fee agreement is accepted again: its checkbox is on the recap.
 */
export function decodeBookingResume(value: string | null | undefined): TBookingResume | null {
  if (!value || value.length > 3000) return null;
  try {
    const parsed = ZResume.safeParse(JSON.parse(fromBase64Url(value)));
    if (!parsed.success) return null;
    const { p, r, m, s, a, f, o } = parsed.data;
    return {
      professionalId: p,
      state: {
        step: s && m ? 'login' : 'reason',
        reason: r,
        opposingParty: o ?? '',
        mode: m,
        slot: s,
        answers: a,
        isFirstConsultation: f,
        acceptsFeeAgreement: false,
      },
    };
  } catch {
    return null;
  }
}

/** The current page's path with the booking added (any previous one replaced), for `returnTo`. */
export function pathWithBookingResume(pathname: string, search: string, resume: TBookingResume): string {
  const query = new URLSearchParams(search);
  query.set(BOOKING_RESUME_PARAM, encodeBookingResume(resume));
  return `${pathname}?${query.toString()}`;
}
