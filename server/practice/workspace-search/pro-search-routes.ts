import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { effectiveAppointmentStatus } from '#domain/appointments/booking/appointment-status.ts';
import { parisCivil } from '#domain/kernel/time/paris-time.ts';
import {
  likeContains,
  type TWorkspaceSearchResponse,
  WORKSPACE_SEARCH_GROUP_LIMIT,
  ZWorkspaceSearchQuery,
  ZWorkspaceSearchResponse,
} from '#domain/practice/workspace-search/workspace-search.ts';
import { clientIdentityOf } from '#server/appointments/index.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  appointments,
  caseAccess,
  cases,
  contacts,
  proAppointmentDetails,
  users,
} from '#server/db/schema/index.ts';
import { requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { onListOf, requireCaseViewer, visibleCases } from '../cases/case-viewer';

// No unaccent extension on PGlite: fold the common French accents by hand. Upper-case letters are
// listed too because lower() leaves non-ASCII letters alone under the C collation.
const ACCENTED = 'àâäáãéèêëíìîïóòôöõúùûüçñÿœÀÂÄÁÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnyoaaaaaeeeeiiiiooooouuuucny';

function fold(value: SQL): SQL {
  return sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
}

/** True when one of the texts contains the pattern, ignoring case and accents. */
function anyContains(pattern: string, columns: SQL[]): SQL {
  const folded = fold(sql`${pattern}::text`);
  const [first, ...rest] = columns.map((column) => sql`${fold(column)} like ${folded}`);
  return or(first, ...rest) ?? sql`false`;
}

async function searchAppointments(
  db: TDatabase,
  professionalId: number,
  pattern: string,
  now: Date,
): Promise<TWorkspaceSearchResponse['appointments']> {
  const clientName = sql`coalesce(${users.firstName} || ' ' || ${users.lastName}, ${proAppointmentDetails.clientName}, '')`;
  const type = sql`coalesce(${proAppointmentDetails.appointmentType}, ${appointments.reason})`;
  const matching = and(
    eq(appointments.professionalId, professionalId),
    anyContains(pattern, [clientName, type]),
  );
  const select = () =>
    db
      .select({ appointment: appointments, client: users, details: proAppointmentDetails })
      .from(appointments)
      .leftJoin(users, eq(users.id, appointments.clientUserId))
      .leftJoin(proAppointmentDetails, eq(proAppointmentDetails.appointmentId, appointments.id));
  const upcoming = await select()
    .where(and(matching, gte(appointments.startsAt, now)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(WORKSPACE_SEARCH_GROUP_LIMIT);
  // Past appointments only fill the places the upcoming ones leave, most recent first.
  const past =
    upcoming.length < WORKSPACE_SEARCH_GROUP_LIMIT
      ? await select()
          .where(and(matching, lt(appointments.startsAt, now)))
          .orderBy(desc(appointments.startsAt), desc(appointments.id))
          .limit(WORKSPACE_SEARCH_GROUP_LIMIT - upcoming.length)
      : [];
  return [...upcoming, ...past].map(({ appointment, client, details }) => {
    const { date, time } = parisCivil(appointment.startsAt);
    return {
      id: appointment.id,
      client: clientIdentityOf({ client, details }).name,
      type: details?.appointmentType ?? appointment.reason,
      date,
      time,
      status: effectiveAppointmentStatus(appointment.status, appointment.endsAt, now),
    };
  });
}

/** Search across the signed-in professional's own cases and those shared with them, contacts and appointments. */
export function registerProSearchRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/search',
    { schema: { querystring: ZWorkspaceSearchQuery, response: { 200: ZWorkspaceSearchResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const viewer = await requireCaseViewer(deps, request);
      const pattern = likeContains(request.query.q);
      const [caseRows, contactRows, appointmentRows] = await Promise.all([
        deps.db
          .select({ id: cases.id, title: cases.title, clientName: cases.clientName, status: cases.status })
          .from(cases)
          .leftJoin(caseAccess, and(eq(caseAccess.caseId, cases.id), onListOf(viewer.userId)))
          .where(
            and(visibleCases(viewer), anyContains(pattern, [sql`${cases.title}`, sql`${cases.clientName}`])),
          )
          .orderBy(desc(cases.updatedAt), desc(cases.id))
          .limit(WORKSPACE_SEARCH_GROUP_LIMIT),
        deps.db
          .select({
            id: contacts.id,
            firstName: contacts.firstName,
            lastName: contacts.lastName,
            email: contacts.email,
            type: contacts.type,
          })
          .from(contacts)
          .where(
            and(
              eq(contacts.professionalId, professional.id),
              anyContains(pattern, [
                sql`${contacts.firstName} || ' ' || ${contacts.lastName}`,
                sql`${contacts.lastName} || ' ' || ${contacts.firstName}`,
                sql`${contacts.email}`,
                sql`coalesce(${contacts.company}, '')`,
              ]),
            ),
          )
          .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
          .limit(WORKSPACE_SEARCH_GROUP_LIMIT),
        searchAppointments(deps.db, professional.id, pattern, deps.clock.now()),
      ]);
      return {
        cases: caseRows,
        contacts: contactRows.map((contact) => ({
          id: contact.id,
          name: `${contact.firstName} ${contact.lastName}`,
          email: contact.email,
          type: contact.type,
        })),
        appointments: appointmentRows,
      };
    },
  );
}
