import type { FastifyInstance } from 'fastify';
import { registerCalendarRoutes } from '../agenda/calendars/calendar-routes';
import { registerPlanningEventRoutes } from '../agenda/planning/planning-event-routes';
import { registerProFeeAgreementRoutes } from '../appointments/fee-agreements/fee-agreement-routes';
import { registerOnlinePaymentSettingsRoutes } from '../appointments/online-payments/online-payment-routes';
import { registerProAppointmentRoutes } from '../appointments/professional-actions/pro-appointment-routes';
import { registerProVideoRoutes } from '../appointments/video-consultations/pro-video-routes';
import { registerInvoiceRoutes } from '../billing/invoices/invoice-routes';
import { registerInvoiceStatisticsRoutes } from '../billing/invoices/invoice-statistics-routes';
import { registerProProfileRoutes } from '../directory/public-profile/pro-profile-routes';
import { registerProSettingsRoutes } from '../directory/public-profile/pro-settings-routes';
import { requireProfessional } from '../identity/workspace-access/pro-context';
import { registerProMessageRoutes } from '../messaging/messages/message-routes';
import { registerNotificationRoutes } from '../messaging/notifications/notification-routes';
import type { TAppDeps } from '../platform/app-deps';
import { registerCaseRoutes } from '../practice/cases/case-routes';
import { registerContactRoutes } from '../practice/contacts/contact-routes';
import { registerProClientRoutes } from '../practice/contacts/pro-client-routes';
import { registerSharedDocumentRoutes } from '../practice/shared-documents/shared-document-routes';
import { registerProTimerRoutes } from '../practice/work-timer/pro-timer-routes';
import { registerProSearchRoutes } from '../practice/workspace-search/pro-search-routes';

export const WORKSPACE_API_PREFIX = '/api/pro/';

/**
 * The professional workspace API (/api/pro/…): the signed-in professional's own data only. Every
 * /api/pro/… route registered here answers 401 without a pro session and 403 to a refused
 * registration before anything else runs (body validation included), whatever its handler does.
 */
export function registerProRoutes(app: FastifyInstance, deps: TAppDeps): void {
  app.register(async (workspace) => {
    workspace.addHook('onRequest', async (request) => {
      // The private calendar feed (/calendar/…) is read by calendar applications without a session.
      if (request.url.startsWith(WORKSPACE_API_PREFIX)) await requireProfessional(deps, request);
    });
    registerProAppointmentRoutes(workspace, deps);
    registerProSettingsRoutes(workspace, deps);
    registerProProfileRoutes(workspace, deps);
    registerPlanningEventRoutes(workspace, deps);
    registerProTimerRoutes(workspace, deps);
    registerCalendarRoutes(workspace, deps);
    registerCaseRoutes(workspace, deps);
    registerContactRoutes(workspace, deps);
    registerProClientRoutes(workspace, deps);
    registerProVideoRoutes(workspace, deps);
    registerProSearchRoutes(workspace, deps);
    registerInvoiceStatisticsRoutes(workspace, deps);
    registerInvoiceRoutes(workspace, deps);
    registerProFeeAgreementRoutes(workspace, deps);
    registerOnlinePaymentSettingsRoutes(workspace, deps);
    registerNotificationRoutes(workspace, deps, 'pro', app.notificationHub);
    registerProMessageRoutes(workspace, deps);
    registerSharedDocumentRoutes(workspace, deps);
  });
}
