import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../app-deps';
import { registerCalendarRoutes } from '../calendars/calendar-routes';
import { registerCaseRoutes } from '../cases/case-routes';
import { registerContactRoutes } from '../contacts/contact-routes';
import { registerProFeeAgreementRoutes } from '../fee-agreements/fee-agreement-routes';
import { registerInvoiceRoutes } from '../invoices/invoice-routes';
import { registerInvoiceStatisticsRoutes } from '../invoices/invoice-statistics-routes';
import { registerProMessageRoutes } from '../messages/message-routes';
import { registerNotificationRoutes } from '../notifications/notification-routes';
import { registerOnlinePaymentSettingsRoutes } from '../online-payments/online-payment-routes';
import { registerPlanningEventRoutes } from '../planning/planning-event-routes';
import { registerSharedDocumentRoutes } from '../shared-documents/shared-document-routes';
import { registerProVideoRoutes } from '../video-consultations/pro-video-routes';
import { registerProAppointmentRoutes } from './pro-appointment-routes';
import { registerProClientRoutes } from './pro-client-routes';
import { requireProfessional } from './pro-context';
import { registerProProfileRoutes } from './pro-profile-routes';
import { registerProSearchRoutes } from './pro-search-routes';
import { registerProSettingsRoutes } from './pro-settings-routes';
import { registerProTimerRoutes } from './pro-timer-routes';

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
