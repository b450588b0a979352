import type { TCalendarNetwork } from './calendars/calendar-network';
import type { TClock, TConfig } from './config';
import type { TDatabase } from './db/database';
import type { TNotificationHub } from './notifications/notification-hub';
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
    /** This instance's live notification streams (server/notifications/). */
    notificationHub: TNotificationHub;
    /** The worker threads that draw every PDF (server/pdf/). */
    pdfRenderer: TPdfRenderer;
  }
}
