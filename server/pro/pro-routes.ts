import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../app-deps';
import { registerCalendarRoutes } from '../calendars/calendar-routes';
import { registerCaseRoutes } from '../cases/case-routes';
import { registerContactRoutes } from '../contacts/contact-routes';
import { registerProAppointmentRoutes } from './pro-appointment-routes';
import { registerProClientRoutes } from './pro-client-routes';
import { registerProEventRoutes } from './pro-event-routes';
import { registerProProfileRoutes } from './pro-profile-routes';
import { registerProSearchRoutes } from './pro-search-routes';
import { registerProSettingsRoutes } from './pro-settings-routes';
import { registerProTimerRoutes } from './pro-timer-routes';
import { registerProVideoRoutes } from './pro-video-routes';

/** The professional workspace API (/api/pro/…): the signed-in professional's own data only. */
export function registerProRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerProAppointmentRoutes(app, deps);
  registerProSettingsRoutes(app, deps);
  registerProProfileRoutes(app, deps);
  registerProEventRoutes(app, deps);
  registerProTimerRoutes(app, deps);
  registerCalendarRoutes(app, deps);
  registerCaseRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerProClientRoutes(app, deps);
  registerProVideoRoutes(app, deps);
  registerProSearchRoutes(app, deps);
}
