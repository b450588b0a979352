import { describe, expect, it } from 'vitest';
import { computeProSummary, type TSummaryAppointment } from './pro-summary';

// Wednesday 25 November 2026, 12:00 Paris.
const NOW = new Date('2026-11-25T11:00:00Z');
const at = (iso: string, status: TSummaryAppointment['status'], clientKey: string): TSummaryAppointment => ({
  start: new Date(iso),
  end: new Date(new Date(iso).getTime() + 3_600_000),
  status,
  clientKey,
});

describe('computeProSummary', () => {
  it('counts this month, new clients, pending requests and weeks', () => {
    const summary = computeProSummary(
      [
        at('2026-11-02T09:00:00Z', 'confirmed', 'a'),
        at('2026-11-26T09:00:00Z', 'pending', 'b'),
        at('2026-11-27T09:00:00Z', 'confirmed', 'c'),
        at('2026-11-27T13:00:00Z', 'cancelled', 'd'),
        at('2026-10-05T09:00:00Z', 'confirmed', 'c'),
        // 30 November 23:30 Paris is still November.
        at('2026-11-30T22:30:00Z', 'completed', 'e'),
      ],
      7,
      NOW,
      25_050,
    );
    expect(summary).toMatchObject({
      pendingAppointments: 1,
      activeCases: 7,
      appointmentsThisMonth: 4,
      // Payments received, not appointments at a fee.
      revenueThisMonthCents: 25_050,
      newClientsThisMonth: 3,
    });
    expect(summary.appointmentsPerWeek).toHaveLength(12);
    expect(summary.appointmentsPerWeek.at(-1)).toEqual({ weekStart: '2026-11-23', count: 2 });
    expect(summary.appointmentsPerWeek.at(-4)).toEqual({ weekStart: '2026-11-02', count: 1 });
  });
});
