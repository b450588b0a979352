import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TProSummary } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { addCivilDays, mondayOf } from '#domain/kernel/time/paris-time.ts';

export type TSummaryAppointment = {
  start: Date;
  end: Date;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  /** Who the client is: account id, else e-mail or name. */
  clientKey: string;
};

export const SUMMARY_WEEKS = 12;

/**
 * Dashboard home figures from the professional's appointments (cancelled ones are ignored):
 * pending requests still to come, this Paris month's appointments, clients whose first appointment
 * falls this month, and the counts of the last 12 Monday–Sunday weeks, the current one last.
 * Revenue is what invoice payments brought this Paris month (`receivedThisMonthCents`, summed by the
 * caller): an appointment is not money received.
 */
export function computeProSummary(
  appointments: readonly TSummaryAppointment[],
  activeCases: number,
  now: Date,
  receivedThisMonthCents: number,
): TProSummary {
  const live = appointments.filter((a) => a.status !== 'cancelled');
  const month = formatParisDate(now).slice(0, 7);
  const inMonth = live.filter((a) => formatParisDate(a.start).slice(0, 7) === month);
  const firstByClient = new Map<string, string>();
  for (const a of live) {
    const date = formatParisDate(a.start);
    const known = firstByClient.get(a.clientKey);
    if (known === undefined || date < known) firstByClient.set(a.clientKey, date);
  }
  const currentMonday = mondayOf(formatParisDate(now));
  const weeks = Array.from({ length: SUMMARY_WEEKS }, (_, i) =>
    addCivilDays(currentMonday, -7 * (SUMMARY_WEEKS - 1 - i)),
  );
  const counts = new Map(weeks.map((week) => [week, 0]));
  for (const a of live) {
    const week = mondayOf(formatParisDate(a.start));
    const count = counts.get(week);
    if (count !== undefined) counts.set(week, count + 1);
  }
  return {
    pendingAppointments: live.filter((a) => a.status === 'pending' && a.end.getTime() > now.getTime()).length,
    activeCases,
    appointmentsThisMonth: inMonth.length,
    revenueThisMonthCents: receivedThisMonthCents,
    newClientsThisMonth: [...firstByClient.values()].filter((date) => date.slice(0, 7) === month).length,
    appointmentsPerWeek: weeks.map((weekStart) => ({ weekStart, count: counts.get(weekStart) ?? 0 })),
  };
}
