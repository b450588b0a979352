import { ZPhoneField } from '#domain/kernel/phone/phone-field.ts';
import { isMobileNumber, SMS_NEEDS_MOBILE_MESSAGE } from '#domain/kernel/phone/phone-number.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  PROFESSIONAL_NOTIFICATION_KINDS,
} from './notification-kinds';

export const ZNotification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  /** The appointment it is about (so the bell can act on a request), or null. */
  appointmentId: z.number().int().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** The panel: the latest notifications, newest first, and how many are unread in all. */
export const ZNotificationsResponse = z.object({
  notifications: z.array(ZNotification),
  unreadCount: z.number().int(),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

export const ZNotificationsQuery = z.object({
  /** Older than this id, for « Voir plus ». */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export const ZNotificationIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const ZUnreadCountResponse = z.object({ unreadCount: z.number().int() });

export const ZNotificationSetting = z.object({
  kind: z.enum(PROFESSIONAL_NOTIFICATION_KINDS),
  inApp: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});
export type TNotificationSetting = z.infer<typeof ZNotificationSetting>;

const ZNotificationSettingList = z
  .array(
    // SMS are only offered for reminders: the other kinds may leave it out.
    ZNotificationSetting.extend({ sms: z.boolean().default(false) }),
  )
  .max(PROFESSIONAL_NOTIFICATION_KINDS.length)
  .superRefine((settings, context) => {
    const seen = new Set<string>();
    settings.forEach((setting, index) => {
      if (seen.has(setting.kind)) {
        context.addIssue({ code: 'custom', path: [index, 'kind'], message: 'Ce type figure deux fois.' });
      }
      seen.add(setting.kind);
      const channels = NOTIFICATION_KIND_INFO[setting.kind].channels;
      if (setting.sms && !channels.includes('sms')) {
        context.addIssue({
          code: 'custom',
          path: [index, 'sms'],
          message: 'Les SMS ne sont proposés que pour les rappels.',
        });
      }
      if (setting.email && !channels.includes('email')) {
        context.addIssue({ code: 'custom', path: [index, 'email'], message: 'Pas d’e-mail pour ce type.' });
      }
    });
  });

/** The professional's « Paramètres des notifications »: one line per kind they receive, and their mobile. */
export const ZNotificationSettings = z.object({
  settings: z.array(ZNotificationSetting),
  /** E.164, for the reminders by SMS. */
  mobilePhone: z.string().nullable(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZUpdateNotificationSettingsRequest = z
  .object({
    settings: ZNotificationSettingList,
    /** Absent: the number already saved is kept (the server then checks it). */
    mobilePhone: ZPhoneField.optional(),
  })
  .refine(
    (request) =>
      request.mobilePhone === undefined ||
      !request.settings.some((setting) => setting.sms) ||
      (request.mobilePhone !== null && isMobileNumber(request.mobilePhone)),
    { path: ['mobilePhone'], message: SMS_NEEDS_MOBILE_MESSAGE },
  );
export type TUpdateNotificationSettingsRequest = z.input<typeof ZUpdateNotificationSettingsRequest>;
export type TUpdateNotificationSettings = z.output<typeof ZUpdateNotificationSettingsRequest>;
