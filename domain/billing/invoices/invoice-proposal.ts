// Lines proposed from what the professional did: an appointment at their stated fee, a case's work
// sessions at their hourly rate. Fees are shown to clients VAT included; invoice lines are HT.
import type { TVatRateBp } from './invoice-amounts';

/** Unit price HT of a price stated VAT included, rounded to the cent. */
export function priceExcludingVat(grossCents: number, vatRateBp: TVatRateBp): number {
  return Math.round((grossCents * 10_000) / (10_000 + vatRateBp));
}

/** 90 minutes → 1500 thousandths of an hour (rounded to the thousandth). */
export function minutesToHourThousandths(minutes: number): number {
  return Math.round((minutes * 1000) / 60);
}

/** « 1 h 30 ». */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h ${String(rest).padStart(2, '0')}`;
}
