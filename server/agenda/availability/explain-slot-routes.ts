import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  defaultAvailabilitySettings,
  ZAvailabilitySettings,
} from '#domain/agenda/availability/availability-settings.ts';
import {
  calendarProviderOfUrl,
  explainSlotAvailability,
  type TExternalBusyTime,
} from '#domain/agenda/availability/explain-slot-availability.ts';
import {
  ZExplainSlotQuery,
  ZSlotExplanationResponse,
} from '#domain/agenda/availability/explain-slot-schemas.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  calendarAccounts,
  calendarConnections,
  connectedCalendars,
  importedEvents,
} from '#server/db/schema/index.ts';
import { requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { loadProfessionalTime } from '../planning/time-conflicts';

const DAY_MS = 86_400_000;

/**
 * The busy times of the professional's external calendars between `from` and `until`, each with the name
 * of its calendar (never the event's summary). The one place that knows where external busy times live:
 * a new kind of calendar (issue 28's connected calendars) adds its join, or its union branch, here.
 * The same rows as the public busy intervals' imported branch (`busy` only).
 */
export async function loadExternalBusyTimes(
  db: TDatabase,
  professionalId: number,
  from: Date,
  until: Date,
): Promise<TExternalBusyTime[]> {
  const rows = await db
    .select({
      start: importedEvents.startsAt,
      end: importedEvents.endsAt,
      calendarName: sql<string | null>`coalesce(${calendarAccounts.name}, ${connectedCalendars.name})`,
      sourceUrl: calendarAccounts.sourceUrl,
      connectedProvider: calendarConnections.provider,
    })
    .from(importedEvents)
    .leftJoin(calendarAccounts, eq(calendarAccounts.id, importedEvents.accountId))
    // A connected calendar (issue 28): its own name and service.
    .leftJoin(connectedCalendars, eq(connectedCalendars.id, importedEvents.calendarId))
    .leftJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
    .where(
      and(
        eq(importedEvents.professionalId, professionalId),
        eq(importedEvents.busy, true),
        lt(importedEvents.startsAt, until),
        gt(importedEvents.endsAt, from),
      ),
    )
    .orderBy(importedEvents.startsAt)
    .limit(500);
  return rows.map((row) => ({
    start: row.start,
    end: row.end,
    calendarName: row.calendarName,
    provider: row.connectedProvider ?? calendarProviderOfUrl(row.sourceUrl),
  }));
}

/**
 * Issue 28 §3: « Pourquoi ce créneau n’est-il pas disponible ? » for any instant of the professional the
 * session works for (a firm's assistant reads their lawyer's agenda, ADR 0058): the same sources and rules
 * as the public slots, named as the planning names them.
 */
export function registerExplainSlotRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/availability/explain',
    { schema: { querystring: ZExplainSlotQuery, response: { 200: ZSlotExplanationResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const at = new Date(request.query.at);
      const now = deps.clock.now();
      const parsed = ZAvailabilitySettings.safeParse(professional.availability);
      const settings = parsed.success
        ? parsed.data
        : defaultAvailabilitySettings(professional.consultationModes as TConsultationMode[]);
      // A slot lasts at most 4 hours (ZAvailabilitySettings): a day on each side holds all that touches it.
      const from = new Date(at.getTime() - DAY_MS);
      const until = new Date(at.getTime() + DAY_MS);
      const [time, external] = await Promise.all([
        loadProfessionalTime(deps.db, professional.id, from, until),
        loadExternalBusyTimes(deps.db, professional.id, from, until),
      ]);
      const explanation = explainSlotAvailability({
        settings,
        // What the public profile requires before it shows any slot (get-professional-profile.ts).
        bookable: parsed.success && professional.isPublic === true && professional.acceptsOnlineBooking,
        appointments: time.appointments,
        events: time.events,
        external,
        at,
        now,
      });
      return {
        at: at.toISOString(),
        free: explanation.free,
        slot: explanation.slot && {
          start: explanation.slot.start.toISOString(),
          end: explanation.slot.end.toISOString(),
          modes: explanation.slot.modes,
        },
        reasons: explanation.reasons.map((reason) => ({
          kind: reason.kind,
          text: reason.text,
          start: reason.start?.toISOString() ?? null,
          end: reason.end?.toISOString() ?? null,
        })),
      };
    },
  );
}
