import type { TNotification } from '#domain/messaging/notifications/notification-schemas.ts';
import { useProAppointments } from './pro-appointments-api';
import { RequestDecisionButtons } from './request-decision';

/**
 * The bell's « Accepter / Refuser » under a new request's notification (issue 26 §1), while that request is
 * still waiting: once decided, here or elsewhere, the line is only news again.
 */
export function NotificationDecision(props: { appointmentId: number; onDecided: () => void }) {
  const pending = useProAppointments('all', 'pending', 'upcoming');
  const request = pending.data?.appointments.find((appointment) => appointment.id === props.appointmentId);
  if (!request) return null;
  return <RequestDecisionButtons request={request} onDecided={props.onDecided} />;
}

/** For NotificationBell's `renderActions`: the decision of a request's notification, nothing for the others. */
export function renderNotificationDecision(notification: TNotification, onDecided: () => void) {
  return notification.kind === 'appointment_requested' && notification.appointmentId !== null ? (
    <NotificationDecision appointmentId={notification.appointmentId} onDecided={onDecided} />
  ) : null;
}
