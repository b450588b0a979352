import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TSessionSpace } from '#domain/identity/auth/auth-schemas.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { isMobileNumber, SMS_NEEDS_MOBILE_MESSAGE } from '#domain/kernel/phone/phone-number.ts';
import { appointmentIdOfLink } from '#domain/messaging/notifications/appointment-notices.ts';
import { PROFESSIONAL_NOTIFICATION_KINDS } from '#domain/messaging/notifications/notification-kinds.ts';
import {
  ZNotificationIdParams,
  ZNotificationSettings,
  ZNotificationsQuery,
  ZNotificationsResponse,
  ZUnreadCountResponse,
  ZUpdateNotificationSettingsRequest,
} from '#domain/messaging/notifications/notification-schemas.ts';
import type { TDatabase } from '#server/db/database.ts';
import { notificationPreferences, notifications, users } from '#server/db/schema/index.ts';
import { findCurrentAccount, requireAccount } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { throttleAddressOf } from '#server/platform/http/client-address.ts';
import type { TNotificationHub } from './notification-hub';
import { announceNotificationsChanged, notificationPreferencesOf } from './record-notifications';

const PAGE_SIZE = 20;
/** Streams one person may hold on one instance (tabs, devices); more answer 429. */
export const MAX_STREAMS_PER_ACCOUNT = 8;
/** A stream ends after this long and the browser reconnects, re-checking the session on the way. */
const STREAM_LIFETIME_MS = 30 * 60_000;
/** Proxies close a silent connection: a comment line keeps it open. */
const HEARTBEAT_MS = 25_000;

/** When a browser refused for the instance's or the address's cap may try again. */
const STREAMS_BUSY_RETRY_SECONDS = 30;

/** Streams open per address on this instance, for both spaces: one count per hub (one hub per instance). */
const addressCounts = new WeakMap<TNotificationHub, Map<string, number>>();
function streamsPerAddressOf(hub: TNotificationHub): Map<string, number> {
  const existing = addressCounts.get(hub);
  if (existing) return existing;
  const created = new Map<string, number>();
  addressCounts.set(hub, created);
  return created;
}

export async function unreadNotificationCount(db: TDatabase, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

const SPACE_PREFIX: Record<'client' | 'pro', string> = { client: '/api/client', pro: '/api/pro' };

/**
 * The bell of one space (issue 14 §1): the panel, marking as read, and the live count by
 * Server-Sent Events. Each space reads its own session cookie; rows are always filtered by the
 * signed-in account, so another person's notification id is simply not found.
 */
export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: TAppDeps,
  space: 'client' | 'pro',
  hub: TNotificationHub,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const prefix = SPACE_PREFIX[space];
  const sessionSpace: TSessionSpace = space;
  const streamsPerAccount = new Map<string, number>();
  const streamsPerAddress = streamsPerAddressOf(hub);

  api.get(
    `${prefix}/notifications`,
    { schema: { querystring: ZNotificationsQuery, response: { 200: ZNotificationsResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, sessionSpace);
      const { before } = request.query;
      const rows = await deps.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, account.id),
            before === undefined ? undefined : lt(notifications.id, before),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(PAGE_SIZE);
      return {
        notifications: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          link: row.link,
          appointmentId: appointmentIdOfLink(row.link),
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
        unreadCount: await unreadNotificationCount(deps.db, account.id),
      };
    },
  );

  api.get(
    `${prefix}/notifications/unread-count`,
    { schema: { response: { 200: ZUnreadCountResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, sessionSpace);
      return { unreadCount: await unreadNotificationCount(deps.db, account.id) };
    },
  );

  api.post(
    `${prefix}/notifications/:id/read`,
    { schema: { params: ZNotificationIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, sessionSpace);
      const updated = await deps.db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, account.id)))
        .returning({ id: notifications.id });
      if (updated.length === 0) throw new AppError('NOT_FOUND');
      await announce(deps.db, account.id);
      return { ok: true as const };
    },
  );

  api.post(
    `${prefix}/notifications/read-all`,
    { schema: { response: { 200: ZOkResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, sessionSpace);
      await deps.db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, account.id), isNull(notifications.readAt)));
      await announce(deps.db, account.id);
      return { ok: true as const };
    },
  );

  app.get(`${prefix}/notifications/stream`, async (request, reply) => {
    const account = await requireAccount(deps, request, sessionSpace);
    // Only an EventSource (which always asks for text/event-stream) gets a stream that stays open.
    if (!(request.headers.accept ?? '').includes('text/event-stream'))
      throw new AppError('EVENT_STREAM_ONLY');
    const open = streamsPerAccount.get(account.id) ?? 0;
    if (open >= MAX_STREAMS_PER_ACCOUNT) throw new AppError('TOO_MANY_STREAMS');
    // Beside each person's tabs, the instance and each address hold a bounded number of streams
    // (ADR 0045): many accounts behind one address, or many addresses, cannot pin every socket.
    const { perInstance, perAddress } = deps.config.notificationStreams;
    const address = throttleAddressOf(request.ip);
    const fromAddress = streamsPerAddress.get(address) ?? 0;
    if (hub.subscriberCount() >= perInstance || fromAddress >= perAddress) {
      reply.header('retry-after', String(STREAMS_BUSY_RETRY_SECONDS));
      throw new AppError('STREAMS_BUSY');
    }
    streamsPerAccount.set(account.id, open + 1);
    streamsPerAddress.set(address, fromAddress + 1);
    streamUnreadCount(deps, request, reply, sessionSpace, account.id, hub, () => {
      const left = (streamsPerAccount.get(account.id) ?? 1) - 1;
      if (left <= 0) streamsPerAccount.delete(account.id);
      else streamsPerAccount.set(account.id, left);
      const leftFromAddress = (streamsPerAddress.get(address) ?? 1) - 1;
      if (leftFromAddress <= 0) streamsPerAddress.delete(address);
      else streamsPerAddress.set(address, leftFromAddress);
    });
  });

  if (space === 'pro') {
    const settingsOf = async (account: { id: string; phone: string | null }) => {
      const settings = [];
      for (const kind of PROFESSIONAL_NOTIFICATION_KINDS) {
        const preference = (await notificationPreferencesOf(deps.db, [account.id], kind)).get(account.id);
        if (preference) settings.push({ kind, ...preference });
      }
      return { settings, mobilePhone: account.phone };
    };

    api.get(
      '/api/pro/notification-settings',
      { schema: { response: { 200: ZNotificationSettings } } },
      async (request) => settingsOf(await requireAccount(deps, request, 'pro')),
    );

    api.put(
      '/api/pro/notification-settings',
      { schema: { body: ZUpdateNotificationSettingsRequest, response: { 200: ZNotificationSettings } } },
      async (request) => {
        const account = await requireAccount(deps, request, 'pro');
        const { settings } = request.body;
        const mobilePhone = request.body.mobilePhone === undefined ? account.phone : request.body.mobilePhone;
        await deps.db.transaction(async (tx) => {
          if (settings.length > 0) {
            await tx
              .insert(notificationPreferences)
              .values(settings.map((setting) => ({ userId: account.id, ...setting })))
              .onConflictDoUpdate({
                target: [notificationPreferences.userId, notificationPreferences.kind],
                set: {
                  inApp: sql`excluded.in_app`,
                  email: sql`excluded.email`,
                  sms: sql`excluded.sms`,
                },
              });
          }
          await tx.update(users).set({ phone: mobilePhone }).where(eq(users.id, account.id));
          const [smsChosen] = await tx
            .select({ kind: notificationPreferences.kind })
            .from(notificationPreferences)
            .where(and(eq(notificationPreferences.userId, account.id), eq(notificationPreferences.sms, true)))
            .limit(1);
          if (smsChosen && (mobilePhone === null || !isMobileNumber(mobilePhone))) {
            throw new AppError('VALIDATION_FAILED', {
              fieldErrors: { mobilePhone: SMS_NEEDS_MOBILE_MESSAGE },
            });
          }
        });
        return settingsOf({ id: account.id, phone: mobilePhone });
      },
    );
  }
}

/** Another tab of the same person updates its count when one tab marks something read. */
const announce = announceNotificationsChanged;

/**
 * One Server-Sent Events stream: `event: unread` with the count at once, then at every notification
 * of that person on any instance. The count is read again from the database each time rather than
 * sent in the NOTIFY, so a burst of events costs at most one query in flight and one queued.
 */
function streamUnreadCount(
  deps: TAppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  space: TSessionSpace,
  userId: string,
  hub: TNotificationHub,
  onEnd: () => void,
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  response.write('retry: 5000\n\n');
  let ended = false;
  let running = false;
  let again = false;

  const push = async (): Promise<void> => {
    if (ended) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      // A session signed out or expired meanwhile ends the stream instead of leaking counts.
      const account = await findCurrentAccount(deps, request, space);
      if (!account || account.id !== userId) {
        end();
        return;
      }
      const unreadCount = await unreadNotificationCount(deps.db, userId);
      if (!ended) response.write(`event: unread\ndata: ${JSON.stringify({ unreadCount })}\n\n`);
    } catch {
      end();
    } finally {
      running = false;
      if (again && !ended) {
        again = false;
        void push();
      }
    }
  };

  const unsubscribe = hub.subscribe(userId, { wake: () => void push(), close: () => end() });
  const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => end(), STREAM_LIFETIME_MS);
  heartbeat.unref();
  lifetime.unref();

  function end(): void {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    onEnd();
    response.end();
  }
  request.raw.on('close', end);
  // The first count is read once this instance listens: nothing recorded after it can be missed.
  void hub.ready().then(push, end);
}
