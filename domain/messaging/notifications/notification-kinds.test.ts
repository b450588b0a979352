import { describe, expect, it } from 'vitest';
import {
  defaultNotificationPreference,
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
