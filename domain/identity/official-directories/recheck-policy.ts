import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

export const PARIS = 'Europe/Paris';

/** Days a professional has to answer before a profile gone from its directory leaves JurisRDV's. */
export const ANSWER_DAYS = 30;

/** The month a re-check belongs to, in Paris: « 2027-03 ». One re-check per month, whichever instance runs it. */
export function recheckMonth(now: Date): string {
  const paris = new TZDate(now.getTime(), PARIS);
  return `${paris.getFullYear()}-${String(paris.getMonth() + 1).padStart(2, '0')}`;
}

/** When a profile flagged at `leftAt` leaves the directory without an answer: 30 days later, same Paris time. */
export function delistDeadline(leftAt: Date): Date {
  return new Date(addDays(new TZDate(leftAt.getTime(), PARIS), ANSWER_DAYS).getTime());
}

/** The 30 days have passed without an answer. */
export function delistIsDue(flag: { leftAt: Date; answeredAt: Date | null }, now: Date): boolean {
  return flag.answeredAt === null && now.getTime() >= delistDeadline(flag.leftAt).getTime();
}
