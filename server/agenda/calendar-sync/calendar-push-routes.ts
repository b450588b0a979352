import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCalendarSyncAvailability } from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { calendarConnections, connectedCalendars } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { calendarNotified } from './calendar-sync-engine';
import { parseGoogleNotification } from './google/google-calendar-provider';
import { microsoftValidationResponse, parseMicrosoftNotification } from './microsoft/microsoft-notifications';

export const CALENDAR_PUSH_PATHS = {
  google: '/api/calendar-sync/google/notifications',
  microsoft: '/api/calendar-sync/microsoft/notifications',
} as const;
export const CALENDAR_SYNC_AVAILABILITY_PATH = '/api/calendar-sync/availability';

/** A Google notification has no body and Graph's batches are small: anything larger is not one of theirs. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;
/** Graph's tokens are about a hundred printable characters; markup or control characters are never echoed. */
const VALIDATION_TOKEN = /^[\x20-\x7e]{1,1024}$/;
const MARKUP = /[<>&"'`]/;
const UNKNOWN_CHANNEL = 'Canal de notification inconnu.';

/** What `push_secret` keeps: the secret's SHA-256, so a copy of the database cannot forge notifications. */
export function pushSecretDigest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `presented` is the secret whose digest is `stored`, in a time independent of where they differ. */
function secretMatches(stored: string | null, presented: string | null): boolean {
  const wanted = Buffer.from(stored && /^[0-9a-f]{64}$/.test(stored) ? stored : '0'.repeat(64), 'hex');
  const given = createHash('sha256')
    .update(presented ?? '', 'utf8')
    .digest();
  return timingSafeEqual(given, wanted) && stored !== null && presented !== null;
}

/**
 * The addresses Google and Microsoft notify (no session: each notification proves itself with the secret given
 * when the channel was opened, compared in constant time), and which syncs this deployment offers. A
 * notification only marks its calendar due: the sync loop reads it, never the request.
 */
export function registerCalendarPushRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const providers = () => app.calendarProviders;

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      CALENDAR_SYNC_AVAILABILITY_PATH,
      { schema: { response: { 200: ZCalendarSyncAvailability } } },
      async () => ({
        caldav: Boolean(providers().caldav),
        google: Boolean(providers().google),
        microsoft: Boolean(providers().microsoft),
      }),
    );

  app.register(async (scope) => {
    // Google sends `Content-Type: application/json` with an empty body, Graph's handshake text/plain: the
    // bodies are read here as bytes, whatever their type, within the limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: NOTIFICATION_BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );

    scope.post(CALENDAR_PUSH_PATHS.google, { bodyLimit: NOTIFICATION_BODY_LIMIT }, async (request, reply) => {
      if (!providers().google) throw new AppError('NOT_FOUND', { message: UNKNOWN_CHANNEL });
      const notification = parseGoogleNotification(request.headers);
      if (!notification) {
        throw new AppError('VALIDATION_FAILED', { message: 'Notification Google Agenda illisible.' });
      }
      const [calendar] = await deps.db
        .select({ secret: connectedCalendars.pushSecret, resourceId: connectedCalendars.pushResourceId })
        .from(connectedCalendars)
        .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
        .where(
          and(
            eq(connectedCalendars.pushChannelId, notification.channelId),
            eq(calendarConnections.provider, 'google'),
          ),
        );
      const genuine =
        secretMatches(calendar?.secret ?? null, notification.token) &&
        (!calendar?.resourceId || calendar.resourceId === notification.resourceId);
      if (!calendar || !genuine) throw new AppError('NOT_FOUND', { message: UNKNOWN_CHANNEL });
      // `sync` only says the channel is open; `exists` and `not_exists`: something changed.
      if (notification.resourceState !== 'sync') {
        await calendarNotified(deps.db, notification.channelId, deps.clock.now());
      }
      return reply.status(200).send();
    });

    scope.post(
      CALENDAR_PUSH_PATHS.microsoft,
      { bodyLimit: NOTIFICATION_BODY_LIMIT },
      async (request, reply) => {
        if (!providers().microsoft) throw new AppError('NOT_FOUND', { message: UNKNOWN_CHANNEL });
        const validation = microsoftValidationResponse(request.query);
        if (validation) {
          // Echoed as plain text (and nosniff from helmet): still, only what a Graph token can hold.
          if (!VALIDATION_TOKEN.test(validation.body) || MARKUP.test(validation.body)) {
            throw new AppError('VALIDATION_FAILED', { message: 'Jeton de validation refusé.' });
          }
          return reply.status(200).type(validation.contentType).send(validation.body);
        }
        const notifications = parseMicrosoftNotification(parseJsonBody(request.body));
        if (!notifications) {
          throw new AppError('VALIDATION_FAILED', { message: 'Notification Microsoft 365 illisible.' });
        }
        const subscriptionIds = [
          ...new Set(notifications.map((notification) => notification.subscriptionId)),
        ];
        const calendars = await deps.db
          .select({
            id: connectedCalendars.id,
            channelId: connectedCalendars.pushChannelId,
            secret: connectedCalendars.pushSecret,
          })
          .from(connectedCalendars)
          .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
          .where(
            and(
              inArray(connectedCalendars.pushChannelId, subscriptionIds),
              eq(calendarConnections.provider, 'microsoft'),
            ),
          );
        const now = deps.clock.now();
        const notified = new Set<string>();
        const toRenew = new Set<number>();
        // A batch may mix subscriptions: each notification is trusted on its own, those that do not prove
        // themselves are dropped, and the batch is acknowledged all the same (as Graph asks).
        for (const notification of notifications) {
          const calendar = calendars.find((row) => row.channelId === notification.subscriptionId);
          if (!secretMatches(calendar?.secret ?? null, notification.clientState) || !calendar) continue;
          notified.add(notification.subscriptionId);
          if (
            notification.lifecycleEvent === 'subscriptionRemoved' ||
            notification.lifecycleEvent === 'reauthorizationRequired'
          ) {
            toRenew.add(calendar.id);
          }
        }
        for (const channelId of notified) await calendarNotified(deps.db, channelId, now);
        if (toRenew.size > 0) {
          // Renewed (or opened again) by the next upkeep of the push channels.
          await deps.db
            .update(connectedCalendars)
            .set({ pushExpiresAt: now })
            .where(inArray(connectedCalendars.id, [...toRenew]));
        }
        return reply.status(202).send();
      },
    );
  });
}

function parseJsonBody(body: unknown): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
