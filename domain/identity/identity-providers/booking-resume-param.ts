/**
 * The query parameter that carries a booking in progress through a provider's round trip (see
 * booking-resume.ts). Alone in its module: every page's booking launcher reads it, and must not load zod for it.
 */
export const BOOKING_RESUME_PARAM = 'reprise';
