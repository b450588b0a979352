// The entry of the appointments context on the server (ADR 0048): what the composition and later contexts use.

export { registerBookingRoutes } from './booking/booking-routes.ts';
export {
  noticeExternalChanges,
  startAppointmentCopiesWriter,
  writeDueAppointmentCopies,
} from './calendar-copies/appointment-calendar-writer.ts';
export { registerExternalChangeRoutes } from './calendar-copies/external-change-routes.ts';
export { registerClientAppointmentRoutes } from './client-actions/client-appointment-routes.ts';
export {
  registerContentReportRoutes,
  registerProContentReportRoutes,
  registerSuspendedProfileRoutes,
} from './content-reports/content-report-routes.ts';
export {
  registerFeeAgreementRoutes,
  registerProFeeAgreementRoutes,
} from './fee-agreements/fee-agreement-routes.ts';
export { registerFirmAgendaRoutes } from './firm-agendas/firm-agenda-routes.ts';
export { startOnlinePaymentJobs } from './online-payments/online-payment-jobs.ts';
export {
  registerOnlinePaymentSettingsRoutes,
  registerStripeWebhookRoute,
} from './online-payments/online-payment-routes.ts';
export { journalAppointment, journaled } from './professional-actions/pro-appointment-changes.ts';
export {
  clientIdentityOf,
  clientKeyOf,
  findProAppointment,
  findProAppointmentDocument,
  selectProAppointmentRows,
  toProAppointments,
} from './professional-actions/pro-appointment-queries.ts';
export { registerProAppointmentRoutes } from './professional-actions/pro-appointment-routes.ts';
export { refreshReviewPrior, startReviewJobs } from './reviews/review-jobs.ts';
export { registerProReviewRoutes, registerReviewRoutes } from './reviews/review-routes.ts';
export { reviewsOfAppointments } from './reviews/review-store.ts';
export { startSmsJobs } from './sms-reminders/start-sms-jobs.ts';
export { registerProVideoRoutes } from './video-consultations/pro-video-routes.ts';
export { registerRecordingConsentRoutes } from './video-consultations/recording-consent-routes.ts';
export { newVideoRoom, videoServiceOf } from './video-consultations/video-rooms.ts';
export { appointmentsListenToProfessionalsChanged } from './waiting-list/professionals-changed-listener.ts';
export { startWaitingListJob } from './waiting-list/start-waiting-list-job.ts';
export { registerWaitingListRoutes } from './waiting-list/waiting-list-routes.ts';
