// The entry of the messaging context on the server (ADR 0048): what the composition and later contexts use.

export { registerAdminComplaintRoutes, registerProComplaintRoutes } from './complaints/complaint-routes.ts';
export { answerComplaintIn } from './complaints/complaint-store.ts';
export { registerClientMessageRoutes, registerProMessageRoutes } from './messages/message-routes.ts';
export { startMessageSealing } from './messages/seal-stored-messages.ts';
export { appointmentNoticeFacts, notifyAppointmentEvent } from './notifications/appointment-notifications.ts';
export { createNotificationHub } from './notifications/notification-hub.ts';
export { registerNotificationRoutes, unreadNotificationCount } from './notifications/notification-routes.ts';
export {
  insertNotificationsSql,
  notificationPreferencesOf,
  professionalWantsEmail,
  recordNotifications,
  type TNotificationInput,
} from './notifications/record-notifications.ts';
export { registerSupportRoutes } from './support/support-routes.ts';
