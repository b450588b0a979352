import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CALENDAR_CONNECTION_LIMITS,
  OAUTH_CALENDAR_PROVIDERS,
  ZAuthorizeResponse,
  ZCalendarConnectionsResponse,
  ZConnectCaldavRequest,
  ZCreatedConnectionResponse,
  ZReconnectCaldavRequest,
  ZUpdateConnectedCalendarRequest,
} from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';
import { showsAlert } from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import type { TDatabase } from '#server/db/database.ts';
import { calendarConnections, connectedCalendars, importedEvents } from '#server/db/schema/index.ts';
import { requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { type TThrottlePolicy, takeThrottle } from '#server/platform/http/throttle.ts';
import { sealCredentials } from './calendar-credentials';
import {
  CalendarSyncError,
  type TCalendarCredentials,
  type TCalendarProviderName,
  type TOAuthCalendarProvider,
  type TProviderConnection,
  type TRemoteCalendar,
} from './calendar-provider';
import {
  failureMessage,
  providerConnection,
  providerOf,
  syncConnectedCalendar,
  type TCalendarProviders,
  type TCalendarSyncDeps,
} from './calendar-sync-engine';

const CONNECTION_NOT_FOUND = 'Agenda connecté introuvable.';
/** Connecting, reconnecting and « Synchroniser maintenant »: each reaches a server; 20 per ten minutes. */
const CONNECT_THROTTLE: TThrottlePolicy = {
  freeHits: 20,
  windowMs: 10 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 10 * 60_000,
};
const OAUTH_COOKIE = 'jurisrdv_calendar_oauth';
const OAUTH_COOKIE_PATH = '/api/pro/calendar-connections';
const ZIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Identifiant invalide')
    .transform(Number),
});
const ZOAuthProviderParams = z.strictObject({ provider: z.enum(OAUTH_CALENDAR_PROVIDERS) });
const ZOAuthState = z.object({
  provider: z.enum(OAUTH_CALENDAR_PROVIDERS),
  state: z.string().min(20).max(200),
  verifier: z.string().min(43).max(128),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The calendar services of this app (buildApp decorates it): stand-ins in tests. */
    calendarProviders: TCalendarProviders;
  }
}

/** What the sync engine needs, from a route's app and deps. */
export function calendarSyncDepsOf(app: FastifyInstance, deps: TAppDeps): TCalendarSyncDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    providers: app.calendarProviders,
    credentialsKey: deps.config.totpEncryptionKey,
    smtpEnabled: Boolean(deps.config.smtpUrl),
    publicUrl: deps.config.publicUrl,
  };
}

/** A failure while connecting, shown next to the field it concerns. */
function connectError(error: unknown, provider: TCalendarProviderName): AppError {
  if (error instanceof AppError) return error;
  const message =
    error instanceof CalendarSyncError && error.reason === 'unauthorized'
      ? provider === 'caldav'
        ? 'Le serveur refuse cet identifiant ou ce mot de passe d’application.'
        : 'Le service a refusé l’accès à l’agenda.'
      : error instanceof CalendarSyncError && error.reason === 'not-found'
        ? 'Aucun agenda CalDAV à cette adresse.'
        : error instanceof CalendarSyncError && error.reason === 'refused'
          ? error.message
          : 'Le serveur de l’agenda ne répond pas. Vérifiez l’adresse et réessayez.';
  const field =
    error instanceof CalendarSyncError && error.reason === 'unauthorized' ? 'password' : 'serverUrl';
  return new AppError('VALIDATION_FAILED', { message, fieldErrors: { [field]: message } });
}

async function listConnections(db: TDatabase, professionalId: number, now: Date) {
  const connections = await db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.professionalId, professionalId))
    .orderBy(asc(calendarConnections.id));
  const calendars =
    connections.length === 0
      ? []
      : await db
          .select()
          .from(connectedCalendars)
          .where(
            inArray(
              connectedCalendars.connectionId,
              connections.map((connection) => connection.id),
            ),
          )
          .orderBy(asc(connectedCalendars.name), asc(connectedCalendars.id));
  return connections.map((connection) => ({
    id: connection.id,
    provider: connection.provider,
    label: connection.label,
    serverUrl: connection.serverUrl,
    status: connection.status,
    lastSuccessAt: connection.lastSuccessAt?.toISOString() ?? null,
    lastError: connection.lastError,
    alert: showsAlert(connection, now),
    calendars: calendars
      .filter((calendar) => calendar.connectionId === connection.id)
      .map((calendar) => ({
        id: calendar.id,
        name: calendar.name,
        colour: calendar.colour,
        writable: calendar.writable,
        blocksSlots: calendar.blocksSlots,
        receivesAppointments: calendar.receivesAppointments,
        titleShowsClient: calendar.titleShowsClient,
        lastSyncedAt: calendar.lastSyncedAt?.toISOString() ?? null,
        lastError: calendar.lastError,
      })),
  }));
}

/** Keeps the account's calendars as discovered: new ones added (unused), gone ones removed, names refreshed. */
async function storeCalendars(
  db: TDatabase,
  connection: { id: number; professionalId: number },
  remote: readonly TRemoteCalendar[],
): Promise<void> {
  const kept = remote.slice(0, CALENDAR_CONNECTION_LIMITS.calendarsPerConnection);
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: connectedCalendars.id, remoteId: connectedCalendars.remoteId })
      .from(connectedCalendars)
      .where(eq(connectedCalendars.connectionId, connection.id));
    const gone = existing.filter((row) => !kept.some((calendar) => calendar.remoteId === row.remoteId));
    if (gone.length > 0) {
      await tx.delete(connectedCalendars).where(
        inArray(
          connectedCalendars.id,
          gone.map((row) => row.id),
        ),
      );
    }
    for (const calendar of kept) {
      const values = {
        name: calendar.name.slice(0, 200) || 'Agenda',
        colour: calendar.colour && /^#[0-9a-f]{6}$/i.test(calendar.colour) ? calendar.colour : null,
        writable: calendar.writable,
      };
      await tx
        .insert(connectedCalendars)
        .values({
          connectionId: connection.id,
          professionalId: connection.professionalId,
          remoteId: calendar.remoteId,
          ...values,
        })
        .onConflictDoUpdate({
          target: [connectedCalendars.connectionId, connectedCalendars.remoteId],
          set: values,
        });
    }
  });
}

async function createConnection(
  deps: TCalendarSyncDeps,
  professionalId: number,
  input: {
    provider: TCalendarProviderName;
    label: string;
    serverUrl: string | null;
    credentials: TCalendarCredentials;
  },
  remote: readonly TRemoteCalendar[],
): Promise<number> {
  const [existing] = await deps.db
    .select({ id: calendarConnections.id })
    .from(calendarConnections)
    .where(
      and(
        eq(calendarConnections.professionalId, professionalId),
        eq(calendarConnections.provider, input.provider),
        eq(calendarConnections.label, input.label),
      ),
    );
  const sealedCredentials = sealCredentials(input.credentials, professionalId, deps.credentialsKey);
  let id: number;
  if (existing) {
    // The same account connected again: its new credentials replace the old, nothing is doubled.
    await deps.db
      .update(calendarConnections)
      .set({
        sealedCredentials,
        serverUrl: input.serverUrl,
        status: 'active',
        failingSince: null,
        alertedAt: null,
        lastError: null,
      })
      .where(eq(calendarConnections.id, existing.id));
    id = existing.id;
  } else {
    const [row] = await deps.db
      .insert(calendarConnections)
      .values({
        professionalId,
        provider: input.provider,
        label: input.label.slice(0, 320),
        serverUrl: input.serverUrl,
        sealedCredentials,
      })
      .returning({ id: calendarConnections.id });
    if (!row) throw new AppError('INTERNAL');
    id = row.id;
  }
  await storeCalendars(deps.db, { id, professionalId }, remote);
  return id;
}

export function registerCalendarConnectionRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sync = calendarSyncDepsOf(app, deps);

  async function takeConnectTurn(professionalId: number): Promise<void> {
    const decision = await takeThrottle(
      deps.db,
      `calendar-connect:pro:${professionalId}`,
      CONNECT_THROTTLE,
      deps.clock.now(),
    );
    if (!decision.allowed) {
      const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
      throw new AppError('TOO_MANY_ATTEMPTS', {
        message: `Trop de connexions d’agenda\u00a0: réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
      });
    }
  }

  async function assertRoomForConnection(professionalId: number): Promise<void> {
    const [row] = await deps.db
      .select({ n: count() })
      .from(calendarConnections)
      .where(eq(calendarConnections.professionalId, professionalId));
    if ((row?.n ?? 0) >= CALENDAR_CONNECTION_LIMITS.connectionsPerProfessional) {
      throw new AppError('INVALID_STATE', {
        message: `Vous avez déjà connecté ${CALENDAR_CONNECTION_LIMITS.connectionsPerProfessional} comptes d’agenda\u00a0: déconnectez-en un d’abord.`,
      });
    }
  }

  async function ownConnection(professionalId: number, id: number) {
    const [connection] = await deps.db
      .select()
      .from(calendarConnections)
      .where(and(eq(calendarConnections.id, id), eq(calendarConnections.professionalId, professionalId)));
    if (!connection) throw new AppError('NOT_FOUND', { message: CONNECTION_NOT_FOUND });
    return connection;
  }

  api.get(
    '/api/pro/calendar-connections',
    { schema: { response: { 200: ZCalendarConnectionsResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      return {
        available: {
          caldav: Boolean(sync.providers.caldav),
          google: Boolean(sync.providers.google),
          microsoft: Boolean(sync.providers.microsoft),
        },
        connections: await listConnections(deps.db, professional.id, deps.clock.now()),
      };
    },
  );

  api.post(
    '/api/pro/calendar-connections/caldav',
    {
      bodyLimit: 16 * 1024,
      schema: { body: ZConnectCaldavRequest, response: { 201: ZCreatedConnectionResponse } },
    },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      await takeConnectTurn(professional.id);
      await assertRoomForConnection(professional.id);
      const provider = providerOf(sync, 'caldav');
      const { serverUrl, username, password } = request.body;
      const credentials: TCalendarCredentials = { kind: 'password', username, password };
      let remote: TRemoteCalendar[];
      try {
        remote = await provider.listCalendars(transientConnection(serverUrl, credentials));
      } catch (error) {
        throw connectError(error, 'caldav');
      }
      if (remote.length === 0)
        throw connectError(new CalendarSyncError('not-found', 'no calendar'), 'caldav');
      const label = `${username} — ${new URL(serverUrl).host}`;
      const id = await createConnection(
        sync,
        professional.id,
        { provider: 'caldav', label, serverUrl, credentials },
        remote,
      );
      return reply.status(201).send({ id });
    },
  );

  api.put(
    '/api/pro/calendar-connections/:id/caldav-password',
    {
      bodyLimit: 16 * 1024,
      schema: { params: ZIdParams, body: ZReconnectCaldavRequest, response: { 200: ZOkResponse } },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const connection = await ownConnection(professional.id, request.params.id);
      if (connection.provider !== 'caldav' || !connection.serverUrl) {
        throw new AppError('NOT_FOUND', { message: CONNECTION_NOT_FOUND });
      }
      await takeConnectTurn(professional.id);
      const current = providerConnection(sync, connection).credentials;
      if (current.kind !== 'password') throw new AppError('INTERNAL');
      const credentials: TCalendarCredentials = { ...current, password: request.body.password };
      let remote: TRemoteCalendar[];
      try {
        remote = await providerOf(sync, 'caldav').listCalendars(
          transientConnection(connection.serverUrl, credentials),
        );
      } catch (error) {
        throw connectError(error, 'caldav');
      }
      await createConnection(
        sync,
        professional.id,
        { provider: 'caldav', label: connection.label, serverUrl: connection.serverUrl, credentials },
        remote,
      );
      await deps.db
        .update(connectedCalendars)
        .set({ nextSyncAt: deps.clock.now(), lastError: null })
        .where(eq(connectedCalendars.connectionId, connection.id));
      return { ok: true as const };
    },
  );

  api.patch(
    '/api/pro/connected-calendars/:id',
    { schema: { params: ZIdParams, body: ZUpdateConnectedCalendarRequest, response: { 200: ZOkResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const [calendar] = await deps.db
        .select()
        .from(connectedCalendars)
        .where(
          and(
            eq(connectedCalendars.id, request.params.id),
            eq(connectedCalendars.professionalId, professional.id),
          ),
        );
      if (!calendar) throw new AppError('NOT_FOUND', { message: CONNECTION_NOT_FOUND });
      const { blocksSlots, receivesAppointments, titleShowsClient } = request.body;
      if (receivesAppointments && !calendar.writable) {
        const message =
          'Cet agenda est en lecture seule\u00a0: JurisRDV ne peut pas y écrire vos rendez-vous.';
        throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { receivesAppointments: message } });
      }
      await deps.db.transaction(async (tx) => {
        if (receivesAppointments) {
          await tx
            .update(connectedCalendars)
            .set({ receivesAppointments: false })
            .where(
              and(
                eq(connectedCalendars.professionalId, professional.id),
                eq(connectedCalendars.receivesAppointments, true),
              ),
            );
        }
        await tx
          .update(connectedCalendars)
          .set({
            ...(blocksSlots === undefined ? {} : { blocksSlots }),
            ...(receivesAppointments === undefined ? {} : { receivesAppointments }),
            ...(titleShowsClient === undefined ? {} : { titleShowsClient }),
            // A calendar newly used is read in full at once.
            ...(blocksSlots && !calendar.blocksSlots ? { syncToken: null, ctag: null } : {}),
            nextSyncAt: now,
          })
          .where(eq(connectedCalendars.id, calendar.id));
        if (blocksSlots === false) {
          await tx.delete(importedEvents).where(eq(importedEvents.calendarId, calendar.id));
        }
      });
      await professionalsChanged(deps.db, [professional.id], now);
      if (blocksSlots) await syncConnectedCalendar(sync, calendar.id);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/pro/calendar-connections/:id/sync',
    { schema: { params: ZIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const connection = await ownConnection(professional.id, request.params.id);
      await takeConnectTurn(professional.id);
      const calendars = await deps.db
        .select({ id: connectedCalendars.id })
        .from(connectedCalendars)
        .where(eq(connectedCalendars.connectionId, connection.id));
      for (const calendar of calendars) await syncConnectedCalendar(sync, calendar.id);
      return { ok: true as const };
    },
  );

  api.delete(
    '/api/pro/calendar-connections/:id',
    { schema: { params: ZIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const connection = await ownConnection(professional.id, request.params.id);
      const provider = sync.providers[connection.provider];
      if (provider && 'stopWatching' in provider) {
        const channels = await deps.db
          .select()
          .from(connectedCalendars)
          .where(eq(connectedCalendars.connectionId, connection.id));
        for (const channel of channels) {
          if (!channel.pushChannelId || !channel.pushExpiresAt) continue;
          // Best effort: an expired token or a service down must not keep the connection.
          await (provider as TOAuthCalendarProvider)
            .stopWatching(providerConnection(sync, connection), {
              channelId: channel.pushChannelId,
              resourceId: channel.pushResourceId,
              expiresAt: channel.pushExpiresAt,
            })
            .catch(() => undefined);
        }
      }
      await deps.db.delete(calendarConnections).where(eq(calendarConnections.id, connection.id));
      await professionalsChanged(deps.db, [professional.id], deps.clock.now());
      return { ok: true as const };
    },
  );

  // OAuth (Google, Microsoft): authorization code with PKCE; the verifier waits in an httpOnly cookie.
  api.post(
    '/api/pro/calendar-connections/:provider/authorize',
    { schema: { params: ZOAuthProviderParams, response: { 200: ZAuthorizeResponse } } },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      await assertRoomForConnection(professional.id);
      const provider = providerOf(sync, request.params.provider) as TOAuthCalendarProvider;
      const state = randomBytes(24).toString('base64url');
      const verifier = randomBytes(48).toString('base64url');
      const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
      reply.setCookie(OAUTH_COOKIE, JSON.stringify({ provider: request.params.provider, state, verifier }), {
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.secureCookies,
        path: OAUTH_COOKIE_PATH,
        maxAge: 600,
      });
      return {
        url: provider.authorizationUrl({
          state,
          codeChallenge,
          redirectUri: redirectUriOf(deps, request.params.provider),
        }),
      };
    },
  );

  api.get(
    '/api/pro/calendar-connections/:provider/callback',
    {
      schema: {
        params: ZOAuthProviderParams,
        querystring: z.object({
          code: z.string().max(4000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const back = (outcome: string) =>
        reply
          .clearCookie(OAUTH_COOKIE, { path: OAUTH_COOKIE_PATH })
          .redirect(`/pro/dashboard/agendas?${outcome}`, 303);
      const saved = readOAuthCookie(request);
      const { code, state } = request.query;
      if (!saved || !code || !state || saved.state !== state || saved.provider !== request.params.provider) {
        return back('erreur=refuse');
      }
      const provider = providerOf(sync, request.params.provider) as TOAuthCalendarProvider;
      try {
        const { credentials, accountEmail } = await provider.exchangeCode({
          code,
          codeVerifier: saved.verifier,
          redirectUri: redirectUriOf(deps, request.params.provider),
        });
        const transient = transientConnection('', credentials);
        const remote = await provider.listCalendars(transient);
        await createConnection(
          sync,
          professional.id,
          {
            provider: request.params.provider,
            label: accountEmail,
            serverUrl: null,
            credentials: transient.credentials,
          },
          remote,
        );
      } catch (error) {
        request.log.warn({ err: error }, failureMessage(error));
        return back('erreur=echec');
      }
      return back(`connecte=${request.params.provider}`);
    },
  );
}

function redirectUriOf(deps: TAppDeps, provider: 'google' | 'microsoft'): string {
  return `${deps.config.publicUrl}/api/pro/calendar-connections/${provider}/callback`;
}

function readOAuthCookie(request: FastifyRequest): z.infer<typeof ZOAuthState> | null {
  const raw = request.cookies[OAUTH_COOKIE];
  if (!raw || raw.length > 1000) return null;
  try {
    const parsed = ZOAuthState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A connection not stored yet (discovery before saving): refreshed tokens have nowhere to go but here. */
function transientConnection(serverUrl: string, credentials: TCalendarCredentials): TProviderConnection {
  const connection: TProviderConnection = {
    id: 0,
    serverUrl,
    credentials,
    saveCredentials: async (next) => {
      connection.credentials = next;
    },
  };
  return connection;
}
