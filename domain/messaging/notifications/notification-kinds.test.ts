import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_NOTIFICATION_KINDS,
  actingForOf,
  defaultNotificationPreference,
  linkForAssistant,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  PROFESSIONAL_NOTIFICATION_KINDS,
} from './notification-kinds';

describe('notification kinds', () => {
  it('lists for professionals exactly the kinds marked as theirs', () => {
    expect([...PROFESSIONAL_NOTIFICATION_KINDS].sort()).toEqual(
      NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].forProfessionals).sort(),
    );
  });

  it('offers SMS only for reminders', () => {
    expect(
      NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].channels.includes('sms')),
    ).toEqual(['appointment_reminder']);
  });

  it('defaults to the app and e-mail, reminders in the app only, never SMS', () => {
    expect(defaultNotificationPreference('appointment_booked')).toEqual({
      inApp: true,
      email: true,
      sms: false,
    });
    expect(defaultNotificationPreference('appointment_reminder')).toEqual({
      inApp: true,
      email: false,
      sms: false,
    });
    expect(defaultNotificationPreference('document_shared')).toEqual({
      inApp: true,
      email: false,
      sms: false,
    });
  });
});

describe('an assistant’s copy of a lawyer’s notification', () => {
  const lawyer = '0b3c5f1e-8a2d-4c7e-9f10-1234567890ab';

  it('keeps the page and names the lawyer, after a query or alone, before a fragment', () => {
    expect(linkForAssistant('/pro/dashboard/rendez-vous?rdv=12', lawyer)).toBe(
      `/pro/dashboard/rendez-vous?rdv=12&pour=${lawyer}`,
    );
    expect(linkForAssistant('/pro/dashboard/planning', lawyer)).toBe(
      `/pro/dashboard/planning?pour=${lawyer}`,
    );
    expect(linkForAssistant('/pro/dashboard?rdv=3#demandes', lawyer)).toBe(
      `/pro/dashboard?rdv=3&pour=${lawyer}#demandes`,
    );
  });

  it('reads the lawyer back from the URL, and nothing that is not an account id', () => {
    expect(actingForOf(`?rdv=12&pour=${lawyer.toUpperCase()}`)).toBe(lawyer);
    expect(actingForOf('?rdv=12')).toBeNull();
    expect(actingForOf('?pour=1%20or%201')).toBeNull();
  });

  it('go to assistants for what changes the agenda only', () => {
    expect(ASSISTANT_NOTIFICATION_KINDS).not.toContain('message_received');
    expect(ASSISTANT_NOTIFICATION_KINDS).toContain('appointment_requested');
  });
});
