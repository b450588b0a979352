import { describe, expect, it } from 'vitest';
import { appointmentStatusBadge, effectiveAppointmentStatus } from './appointment-status';
import { appointmentChangeAllowance, canJoinVideo } from './change-window';

const now = new Date('2026-11-23T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('24-hour rule', () => {
  it('allows changes 24 hours or more before the start', () => {
    expect(appointmentChangeAllowance({ status: 'confirmed', start: hours(24) }, now)).toEqual({
      allowed: true,
    });
    expect(appointmentChangeAllowance({ status: 'pending', start: hours(72) }, now)).toEqual({
      allowed: true,
    });
  });

  it('refuses them later, and says why', () => {
    const late = appointmentChangeAllowance({ status: 'confirmed', start: hours(23.99) }, now);
    expect(late.allowed).toBe(false);
    expect(late.allowed === false && late.reason).toContain('moins de 24 heures');
    expect(appointmentChangeAllowance({ status: 'cancelled', start: hours(48) }, now)).toMatchObject({
      allowed: false,
    });
    expect(appointmentChangeAllowance({ status: 'confirmed', start: hours(-1) }, now)).toMatchObject({
      allowed: false,
      reason: 'Ce rendez-vous est passé.',
    });
  });
});

describe('video link', () => {
  it('opens 15 minutes before and closes at the end', () => {
    const appointment = { status: 'confirmed', start: hours(0.25), end: hours(0.75) };
    expect(canJoinVideo(appointment, now)).toBe(true);
    expect(canJoinVideo({ ...appointment, start: hours(0.26) }, now)).toBe(false);
    expect(canJoinVideo({ ...appointment, end: hours(0) }, now)).toBe(false);
    expect(canJoinVideo({ ...appointment, status: 'pending' }, now)).toBe(false);
  });
});

describe('status labels', () => {
  it('uses the specified labels and colours', () => {
    expect(appointmentStatusBadge('confirmed')).toEqual({ label: 'Confirmé', tone: 'green' });
    expect(appointmentStatusBadge('pending')).toEqual({ label: 'En attente', tone: 'yellow' });
    expect(appointmentStatusBadge('cancelled')).toEqual({ label: 'Annulé', tone: 'red' });
    expect(appointmentStatusBadge('completed')).toEqual({ label: 'Terminé', tone: 'blue' });
    expect(appointmentStatusBadge('in-progress')).toEqual({ label: 'Inconnu', tone: 'gray' });
  });

  it('treats a past confirmed appointment as completed', () => {
    expect(effectiveAppointmentStatus('confirmed', hours(-1), now)).toBe('completed');
    expect(effectiveAppointmentStatus('confirmed', hours(1), now)).toBe('confirmed');
    expect(effectiveAppointmentStatus('pending', hours(-1), now)).toBe('pending');
  });
});
