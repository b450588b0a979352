import type { FastifyInstance } from 'fastify';
import {
  registerCalendarConnectionRoutes,
  registerCalendarRoutes,
  registerExplainSlotRoutes,
  registerPlanningEventRoutes,
} from '#server/agenda/index.ts';
import {
  registerExternalChangeRoutes,
  registerFirmAgendaRoutes,
  registerOnlinePaymentSettingsRoutes,
  registerProAppointmentRoutes,
  registerProContentReportRoutes,
  registerProFeeAgreementRoutes,
  registerProReviewRoutes,
  registerProVideoRoutes,
} from '#server/appointments/index.ts';
import { registerInvoiceRoutes, registerInvoiceStatisticsRoutes } from '#server/billing/index.ts';
import {
  registerBarDeclarationRoutes,
  registerProProfileRoutes,
  registerProSettingsRoutes,
} from '#server/directory/index.ts';
import {
  registerAccessJournalRoutes,
  registerActingForRoutes,
  registerFirmLogoRoutes,
  registerFirmRoutes,
  registerProFirmInvitationRoutes,
  registerProOfficialDirectoryRoutes,
  requireWorkspaceAccess,
} from '#server/identity/index.ts';
import {
  registerNotificationRoutes,
  registerProComplaintRoutes,
  registerProMessageRoutes,
} from '#server/messaging/index.ts';
import {
  registerCaseRoutes,
  registerContactRoutes,
  registerHandOverRoutes,
  registerLawyerDepartureRoutes,
  registerProClientRoutes,
  registerProSearchRoutes,
  registerProTimerRoutes,
  registerSharedDocumentRoutes,
} from '#server/practice/index.ts';
import type { TAppDeps } from '../platform/app-deps';

export const WORKSPACE_API_PREFIX = '/api/pro/';

/**
 * The professional workspace API (/api/pro/…): the signed-in professional's own data, or for a firm's
 * staff the data of the lawyer they work for, on the routes their role opens (ADR 0058). Every /api/pro/…
 * route registered here answers 401 without a pro session, 403 to a refused registration and to a route a
 * staff member's role does not open, before anything else runs (body validation included).
 */
export function registerProRoutes(app: FastifyInstance, deps: TAppDeps): void {
  app.register(async (workspace) => {
    workspace.addHook('onRequest', async (request) => {
      // The private calendar feed (/calendar/…) is read by calendar applications without a session.
      if (request.url.startsWith(WORKSPACE_API_PREFIX)) await requireWorkspaceAccess(deps, request);
    });
    registerProAppointmentRoutes(workspace, deps);
    registerExternalChangeRoutes(workspace, deps);
    registerProSettingsRoutes(workspace, deps);
    registerProProfileRoutes(workspace, deps);
    registerBarDeclarationRoutes(workspace, deps);
    registerFirmRoutes(workspace, deps);
    registerFirmLogoRoutes(workspace, deps);
    registerPlanningEventRoutes(workspace, deps);
    registerExplainSlotRoutes(workspace, deps);
    registerProTimerRoutes(workspace, deps);
    registerCalendarRoutes(workspace, deps);
    registerCalendarConnectionRoutes(workspace, deps);
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
    registerProComplaintRoutes(workspace, deps);
    registerProContentReportRoutes(workspace, deps);
    registerSharedDocumentRoutes(workspace, deps);
    registerProFirmInvitationRoutes(workspace, deps);
    registerActingForRoutes(workspace, deps);
    registerLawyerDepartureRoutes(workspace, deps);
    registerHandOverRoutes(workspace, deps);
    registerAccessJournalRoutes(workspace, deps);
    registerFirmAgendaRoutes(workspace, deps);
    registerProOfficialDirectoryRoutes(workspace, deps);
    registerProReviewRoutes(workspace, deps);
  });
}
