import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../app-deps';
import { registerCalendarRoutes } from '../calendars/calendar-routes';
import { registerCaseRoutes } from '../cases/case-routes';
import { registerProAppointmentRoutes } from './pro-appointment-routes';
import { registerProClientRoutes } from './pro-client-routes';
import { registerProEventRoutes } from './pro-event-routes';
import { registerProSettingsRoutes } from './pro-settings-routes';
import { registerProTimerRoutes } from './pro-timer-routes';

/** The professional workspace API (/api/pro/…): the signed-in professional's own data only. */
export function registerProRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerProAppointmentRoutes(app, deps);
  registerProSettingsRoutes(app, deps);
  registerProEventRoutes(app, deps);
  registerProTimerRoutes(app, deps);
  registerCalendarRoutes(app, deps);
  registerCaseRoutes(app, deps);
  registerProClientRoutes(app, deps);
}
