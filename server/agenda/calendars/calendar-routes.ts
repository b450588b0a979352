import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCalendarAccount,
  ZCreateCalendarAccountRequest,
  ZImportedEvent,
} from '#domain/agenda/calendars/calendar-account-schemas.ts';
import {
  CALENDAR_IMPORT_LIMITS,
  CALENDAR_IMPORT_MESSAGES,
} from '#domain/agenda/calendars/calendar-import-budget.ts';
import { buildIcsCalendar } from '#domain/appointments/booking/ics-invitation.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { meetingUrlOf, videoServiceOf } from '#server/appointments/video-consultations/video-rooms.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  appointments,
  calendarAccounts,
  calendarFeeds,
  importedEvents,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import { assertWorkspaceAllowed, requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { type TThrottlePolicy, takeThrottle } from '#server/platform/http/throttle.ts';
import {
  createCalendarAccount,
  DAY_MS,
  readCalendar,
  syncFromUrl,
  type TCalendarSource,
} from './calendar-sync';
import { fetchCalendar } from './fetch-calendar';

const ACCOUNT_NOT_FOUND = 'Compte de calendrier introuvable.';
/** Twenty imports or refreshes per ten minutes, then growing waits. */
const IMPORT_THROTTLE: TThrottlePolicy = {
  freeHits: 20,
  windowMs: 10 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 10 * 60_000,
};
const ZAccountIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Identifiant invalide')
    .transform(Number),
});

export function registerCalendarRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const source: TCalendarSource = {
    allowPrivate: deps.config.allowPrivateCalendarUrls,
    ...(deps.calendarNetwork ? { network: deps.calendarNetwork } : {}),
  };

  /** Imports and refreshes of one professional, counted before the work (docs/decisions/0007). */
  async function takeImportTurn(professionalId: number, now: Date): Promise<void> {
    const decision = await takeThrottle(
      deps.db,
      `calendar-import:pro:${professionalId}`,
      IMPORT_THROTTLE,
      now,
    );
    if (!decision.allowed) {
      const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
      throw new AppError('TOO_MANY_ATTEMPTS', {
        message: `Trop d’imports de calendrier\u00a0: réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
      });
    }
  }

  async function listAccounts(professionalId: number) {
    const rows = await deps.db
      .select({ account: calendarAccounts, eventCount: count(importedEvents.id) })
      .from(calendarAccounts)
      .leftJoin(
        importedEvents,
        and(
          eq(importedEvents.professionalId, professionalId),
          eq(importedEvents.accountId, calendarAccounts.id),
        ),
      )
      .where(eq(calendarAccounts.professionalId, professionalId))
      .groupBy(calendarAccounts.id)
      .orderBy(asc(calendarAccounts.id));
    return rows.map(({ account, eventCount }) => ({
      id: account.id,
      name: account.name,
      email: account.email,
      colour: account.colour as z.infer<typeof ZCalendarAccount>['colour'],
      sourceUrl: account.sourceUrl,
      lastSyncedAt: account.lastSyncedAt?.toISOString() ?? null,
      lastError: account.lastError,
      eventCount,
    }));
  }

  api.get(
    '/api/pro/calendar-accounts',
    { schema: { response: { 200: z.object({ accounts: z.array(ZCalendarAccount) }) } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      return { accounts: await listAccounts(professional.id) };
    },
  );

  api.post(
    '/api/pro/calendar-accounts',
    {
      bodyLimit: 6 * 1024 * 1024,
      schema: { body: ZCreateCalendarAccountRequest, response: { 201: ZCalendarAccount } },
    },
    async (request, reply) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const input = request.body;
      await takeImportTurn(professional.id, now);
      const [existing] = await deps.db
        .select({ n: count() })
        .from(calendarAccounts)
        .where(eq(calendarAccounts.professionalId, professional.id));
      if ((existing?.n ?? 0) >= CALENDAR_IMPORT_LIMITS.maxAccountsPerProfessional)
        throw new AppError('INVALID_STATE', { message: CALENDAR_IMPORT_MESSAGES.tooManyAccounts });
      const text = input.url ? await fetchCalendar(input.url, source) : (input.icsContent ?? '');
      // Read (in a worker, within the budget) before writing anything, then write in one transaction.
      const events = await readCalendar(text, now, input.url ? 'url' : 'icsContent');
      const id = await createCalendarAccount(
        deps.db,
        professional.id,
        { name: input.name, email: input.email ?? null, colour: input.colour, sourceUrl: input.url ?? null },
        events,
        now,
      );
      const created = (await listAccounts(professional.id)).find((row) => row.id === id);
      if (!created) throw new AppError('INTERNAL');
      return reply.status(201).send(created);
    },
  );

  api.post(
    '/api/pro/calendar-accounts/:id/refresh',
    { schema: { params: ZAccountIdParams, response: { 200: ZCalendarAccount } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const [account] = await deps.db
        .select()
        .from(calendarAccounts)
        .where(
          and(
            eq(calendarAccounts.id, request.params.id),
            eq(calendarAccounts.professionalId, professional.id),
          ),
        );
      if (!account) throw new AppError('NOT_FOUND', { message: ACCOUNT_NOT_FOUND });
      if (!account.sourceUrl) {
        throw new AppError('INVALID_STATE', {
          message: 'Ce calendrier vient d’un fichier\u00a0: importez le fichier à jour.',
        });
      }
      await takeImportTurn(professional.id, now);
      await syncFromUrl(deps.db, { ...account, sourceUrl: account.sourceUrl }, source, now);
      const refreshed = (await listAccounts(professional.id)).find((row) => row.id === account.id);
      if (!refreshed) throw new AppError('NOT_FOUND', { message: ACCOUNT_NOT_FOUND });
      return refreshed;
    },
  );

  api.delete(
    '/api/pro/calendar-accounts/:id',
    { schema: { params: ZAccountIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const [deleted] = await deps.db
        .delete(calendarAccounts)
        .where(
          and(
            eq(calendarAccounts.id, request.params.id),
            eq(calendarAccounts.professionalId, professional.id),
          ),
        )
        .returning({ id: calendarAccounts.id });
      if (!deleted) throw new AppError('NOT_FOUND', { message: ACCOUNT_NOT_FOUND });
      await professionalsChanged(deps.db, [professional.id], deps.clock.now());
      return { ok: true as const };
    },
  );

  api.get(
    '/api/pro/imported-events',
    {
      schema: {
        querystring: z.strictObject({
          from: z.iso.datetime({ offset: true }),
          to: z.iso.datetime({ offset: true }),
        }),
        response: { 200: z.object({ events: z.array(ZImportedEvent) }) },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const rows = await deps.db
        .select()
        .from(importedEvents)
        .where(
          and(
            eq(importedEvents.professionalId, professional.id),
            isNotNull(importedEvents.accountId),
            gt(importedEvents.endsAt, new Date(request.query.from)),
            lt(importedEvents.startsAt, new Date(request.query.to)),
          ),
        )
        .orderBy(asc(importedEvents.startsAt))
        .limit(2000);
      return {
        // Connected calendars' busy times (accountId null) are not an imported account's events.
        events: rows.flatMap((row) =>
          row.accountId === null
            ? []
            : [
                {
                  id: row.id,
                  accountId: row.accountId,
                  start: row.startsAt.toISOString(),
                  end: row.endsAt.toISOString(),
                  summary: row.summary,
                  busy: row.busy,
                },
              ],
        ),
      };
    },
  );

  api.get(
    '/api/pro/calendar-feed',
    { schema: { response: { 200: z.object({ url: z.string() }) } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const [feed] = await deps.db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.professionalId, professional.id));
      const token = feed?.token ?? (await newFeedToken(deps.db, professional.id));
      return { url: `${deps.config.publicUrl}/calendar/${token}.ics` };
    },
  );

  api.post(
    '/api/pro/calendar-feed/regenerate',
    { schema: { response: { 200: z.object({ url: z.string() }) } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      return { url: `${deps.config.publicUrl}/calendar/${await newFeedToken(deps.db, professional.id)}.ics` };
    },
  );

  // The private feed: no session (calendar applications cannot sign in), the unguessable token is the key.
  api.get(
    '/calendar/:file',
    {
      schema: {
        params: z.strictObject({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Flux introuvable') }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -4);
      const [feed] = await deps.db
        .select({
          professionalId: calendarFeeds.professionalId,
          owner: professionals.verificationStatus,
          videoSettings: professionals.videoSettings,
        })
        .from(calendarFeeds)
        .innerJoin(professionals, eq(professionals.id, calendarFeeds.professionalId))
        .where(eq(calendarFeeds.token, token));
      if (!feed) throw new AppError('NOT_FOUND', { message: 'Flux introuvable.' });
      assertWorkspaceAllowed({ verificationStatus: feed.owner });
      const now = deps.clock.now();
      const rows = await deps.db
        .select({ appointment: appointments, client: users })
        .from(appointments)
        .leftJoin(users, eq(users.id, appointments.clientUserId))
        .where(
          and(
            eq(appointments.professionalId, feed.professionalId),
            inArray(appointments.status, ['pending', 'confirmed']),
            gt(appointments.endsAt, new Date(now.getTime() - 30 * DAY_MS)),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .limit(5000);
      const host = new URL(deps.config.publicUrl).hostname;
      const ics = buildIcsCalendar(
        rows.map(({ appointment, client }) => ({
          uid: `rdv-${appointment.id}@${host}`,
          start: appointment.startsAt,
          end: appointment.endsAt,
          // The feed lands in a third-party calendar: the reason of the consultation stays in the workspace.
          summary: `${appointment.status === 'pending' ? '[À confirmer] ' : ''}${client ? `${client.firstName} ${client.lastName}` : 'Rendez-vous'}`,
          location:
            appointment.mode === 'cabinet'
              ? 'Cabinet'
              : appointment.mode === 'visio'
                ? (meetingUrlOf(videoServiceOf(deps.config), appointment, feed.videoSettings) ??
                  'Visioconférence')
                : 'Téléphone',
        })),
        now,
        'JurisRDV — mes rendez-vous',
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
}

async function newFeedToken(db: TDatabase, professionalId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(calendarFeeds)
    .values({ professionalId, token })
    .onConflictDoUpdate({ target: calendarFeeds.professionalId, set: { token, createdAt: new Date() } });
  return token;
}
