import type { TCalendarNetwork } from '../agenda/calendars/calendar-network';
import type { TDatabase } from '../db/database';
import type { TNotificationHub } from '../messaging/notifications/notification-hub';
import type { TClock, TConfig } from './config';
import type { TPdfRenderer } from './pdf/pdf-render-pool';

/** What every route needs, handed to the app factory so tests can substitute the clock and database. */
export type TAppDeps = {
  db: TDatabase;
  config: TConfig;
  clock: TClock;
  /** How calendar URLs reach the network (tests replace DNS); the system's by default. */
  calendarNetwork?: TCalendarNetwork;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
    /** This instance's live notification streams (server/messaging/notifications/). */
    notificationHub: TNotificationHub;
    /** The worker threads that draw every PDF (server/platform/pdf/). */
    pdfRenderer: TPdfRenderer;
  }
}
