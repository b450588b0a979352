import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nextFreeSlot } from '#domain/agenda/availability/compute-free-slots.ts';
import {
  isNextAvailabilityFarAway,
  MAX_ACTIVE_WAITING_ENTRIES,
  waitedForDate,
} from '#domain/appointments/waiting-list/waiting-list-rules.ts';
import {
  type TWaitingListEntry,
  ZJoinWaitingListRequest,
  ZJoinWaitingListResponse,
  ZWaitingListEntryIdParams,
  ZWaitingListResponse,
} from '#domain/appointments/waiting-list/waiting-list-schemas.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { horizonEnd, loadBusyIntervals } from '#server/agenda/index.ts';
import { professionals, waitingListEntries } from '#server/db/schema/index.ts';
import { availabilityOf } from '#server/directory/index.ts';
import { requireAccount } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { PROFESSIONAL_UNKNOWN_MESSAGE } from '../booking/find-bookable-slot';
import { entryIsActive } from './waiting-list-queries';

/** First key of the advisory lock that queues one client's joins (the cap holds under concurrent joins). */
const JOIN_LOCK_CLASS = 11_014;
const ENTRY_NOT_FOUND_MESSAGE = 'Inscription introuvable.';
const EMAIL_NOT_VERIFIED_MESSAGE =
  'Confirmez votre adresse e-mail pour recevoir l’alerte : suivez le lien que nous vous avons envoyé, ou demandez un nouvel e-mail de confirmation.';

type TEntryRow = typeof waitingListEntries.$inferSelect;
type TProfessionalRow = typeof professionals.$inferSelect;

function toEntry(entry: TEntryRow, professional: TProfessionalRow): TWaitingListEntry {
  return {
    id: entry.id,
    professionalId: professional.id,
    professionalName: professionalDisplayName(professional.firstName, professional.lastName),
    specialty: professional.specialty,
    city: professional.city,
    waitedFor: entry.waitedFor.toISOString(),
    joinedAt: entry.joinedAt.toISOString(),
  };
}

export function registerWaitingListRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/client/waiting-list',
    { schema: { response: { 200: ZWaitingListResponse } } },
    async (request) => {
      const client = await requireAccount(deps, request, 'client');
      const rows = await deps.db
        .select({ entry: waitingListEntries, professional: professionals })
        .from(waitingListEntries)
        .innerJoin(professionals, eq(professionals.id, waitingListEntries.professionalId))
        .where(and(eq(waitingListEntries.clientUserId, client.id), entryIsActive(deps.clock.now())))
        .orderBy(asc(waitingListEntries.joinedAt), asc(waitingListEntries.id));
      return { entries: rows.map((row) => toEntry(row.entry, row.professional)) };
    },
  );

  api.post(
    '/api/client/waiting-list',
    { schema: { body: ZJoinWaitingListRequest, response: { 201: ZJoinWaitingListResponse } } },
    async (request, reply) => {
      const client = await requireAccount(deps, request, 'client');
      // Notices are e-mailed: only to an address its owner confirmed (ADR 0023).
      if (!client.emailVerifiedAt)
        throw new AppError('EMAIL_NOT_VERIFIED', { message: EMAIL_NOT_VERIFIED_MESSAGE });
      const now = deps.clock.now();
      const [professional] = await deps.db
        .select()
        .from(professionals)
        .where(and(eq(professionals.id, request.body.professionalId), eq(professionals.isPublic, true)));
      const settings = professional ? availabilityOf(professional) : null;
      if (!professional?.acceptsOnlineBooking || !settings) {
        throw new AppError('NOT_FOUND', { message: PROFESSIONAL_UNKNOWN_MESSAGE });
      }
      // The same engine as the profile: the date to beat is the first free slot the client saw.
      const busy = await loadBusyIntervals(
        deps.db,
        [professional.id],
        now,
        horizonEnd(now, settings.horizonDays),
      );
      const next = nextFreeSlot({ settings, busy: busy.get(professional.id) ?? [], now });
      const nextStart = next?.start ?? null;
      if (!isNextAvailabilityFarAway(nextStart, now)) throw new AppError('WAITING_LIST_NOT_NEEDED');
      const waitedFor = waitedForDate(nextStart, now, settings.horizonDays);

      const entry = await deps.db.transaction(async (tx) => {
        // One client's joins queue here, so that concurrent joins cannot pass the cap together.
        await tx.execute(sql`select pg_advisory_xact_lock(${JOIN_LOCK_CLASS}, hashtext(${client.id}))`);
        const [active] = await tx
          .select({ n: count() })
          .from(waitingListEntries)
          .where(
            and(
              eq(waitingListEntries.clientUserId, client.id),
              ne(waitingListEntries.professionalId, professional.id),
              entryIsActive(now),
            ),
          );
        if ((active?.n ?? 0) >= MAX_ACTIVE_WAITING_ENTRIES) throw new AppError('WAITING_LIST_FULL');
        // One row per client and professional: an entry that is over (date passed, booked since) starts again.
        const [row] = await tx
          .insert(waitingListEntries)
          .values({ clientUserId: client.id, professionalId: professional.id, waitedFor, joinedAt: now })
          .onConflictDoUpdate({
            target: [waitingListEntries.clientUserId, waitingListEntries.professionalId],
            set: { waitedFor, joinedAt: now },
            setWhere: sql`not (${entryIsActive(now)})`,
          })
          .returning();
        if (!row) throw new AppError('WAITING_LIST_ALREADY_JOINED');
        return row;
      });
      return reply.status(201).send({ entry: toEntry(entry, professional) });
    },
  );

  api.delete(
    '/api/client/waiting-list/:id',
    { schema: { params: ZWaitingListEntryIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const client = await requireAccount(deps, request, 'client');
      // The client's id in the WHERE clause: another client's entry is not found, like an unknown one.
      const deleted = await deps.db
        .delete(waitingListEntries)
        .where(
          and(eq(waitingListEntries.id, request.params.id), eq(waitingListEntries.clientUserId, client.id)),
        )
        .returning({ id: waitingListEntries.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', { message: ENTRY_NOT_FOUND_MESSAGE });
      return { ok: true as const };
    },
  );
}
