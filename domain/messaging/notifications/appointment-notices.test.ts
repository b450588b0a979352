import { describe, expect, it } from 'vitest';
import {
  appointmentIdOfLink,
  appointmentNotice,
  clientAppointmentLink,
  proAppointmentLink,
} from './appointment-notices';

// Tuesday 1 December 2026, 10:00 in Paris (UTC+1).
const facts = {
  appointmentId: 42,
  start: new Date('2026-12-01T09:00:00Z'),
  professional: { userId: 'pro-user', name: 'Maître Sophie Martin' },
  client: { userId: 'client-user', name: 'Marie Dubois' },
};

describe('appointment notices', () => {
  it('tell the professional about a booking, in Paris time, linking to the appointment', () => {
    expect(appointmentNotice('booked', facts)).toEqual({
      userId: 'pro-user',
      kind: 'appointment_booked',
      title: 'Nouveau rendez-vous avec Marie Dubois le mardi 1er décembre 2026 à 10:00',
      link: '/pro/dashboard/appointments?rdv=42',
    });
  });

  it('keep Paris time across the change to summer time', () => {
    const summer = { ...facts, start: new Date('2027-03-29T08:30:00Z') };
    expect(appointmentNotice('requested', summer)?.title).toContain('à 10:30');
  });

  it('tell the client about the professional’s answers, in the tab where the appointment now is', () => {
    expect(appointmentNotice('accepted', facts)).toMatchObject({
      userId: 'client-user',
      kind: 'appointment_accepted',
      link: '/dashboard?onglet=rendez-vous&rdv=42',
    });
    expect(appointmentNotice('refused', facts)).toMatchObject({
      kind: 'appointment_refused',
      link: '/dashboard?onglet=historique&rdv=42',
    });
    expect(appointmentNotice('cancelled_by_professional', facts)?.title).toBe(
      'Maître Sophie Martin a annulé votre rendez-vous du mardi 1er décembre 2026 à 10:00',
    );
    expect(appointmentNotice('moved_by_client', facts)?.userId).toBe('pro-user');
  });

  it('tell nobody without an account', () => {
    expect(appointmentNotice('booked', { ...facts, professional: { userId: null, name: 'X' } })).toBeNull();
    expect(appointmentNotice('accepted', { ...facts, client: { userId: null, name: 'Y' } })).toBeNull();
  });
});

describe('appointmentIdOfLink', () => {
  it('reads the appointment a notification opens, in either space', () => {
    expect(appointmentIdOfLink(proAppointmentLink(42))).toBe(42);
    expect(appointmentIdOfLink(clientAppointmentLink(7, 'historique'))).toBe(7);
  });

  it('is null for a link about something else', () => {
    expect(appointmentIdOfLink('/pro/dashboard/messages?conversation=3')).toBeNull();
    expect(appointmentIdOfLink('/pro/dashboard/appointments?rdv=abc')).toBeNull();
  });
});
