import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { TVideoService } from '#domain/appointments/video-consultations/meeting-url.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type {
  TContactDetail,
  TContactSummary,
  TContactTag,
} from '#domain/practice/contacts/contact-schemas.ts';
import { selectProAppointmentRows, toProAppointments } from '#server/appointments/index.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  appointments,
  cases,
  contactNotes,
  contacts,
  contactTags,
  proAppointmentDetails,
  type professionals,
  users,
} from '#server/db/schema/index.ts';
import { toCaseSummary } from '../cases/case-queries';
import { firmRecords, loadConflictParties } from '../conflicts/conflict-parties';
import { contactConflicts } from '../conflicts/possible-conflicts';

export const CONTACT_NOT_FOUND = 'Contact introuvable.';
export const TAG_NOT_FOUND = 'Étiquette introuvable.';
export const NOTE_NOT_FOUND = 'Note introuvable.';

type TContactRow = typeof contacts.$inferSelect;
type TProfessionalRow = typeof professionals.$inferSelect;

function toTag(row: typeof contactTags.$inferSelect): TContactTag {
  return { id: row.id, name: row.name, colour: row.colour };
}

/**
 * When the professional last met each client, by e-mail: the start of their latest past appointment
 * that took place (confirmed or completed).
 */
async function lastMeetings(db: TDatabase, professionalId: number, now: Date): Promise<Map<string, Date>> {
  const email = sql<string>`lower(coalesce(${users.email}, ${proAppointmentDetails.clientEmail}))`;
  const rows = await db
    .select({ email, lastStart: max(appointments.startsAt) })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.clientUserId))
    .leftJoin(proAppointmentDetails, eq(proAppointmentDetails.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.professionalId, professionalId),
        lte(appointments.startsAt, now),
        inArray(appointments.status, ['confirmed', 'completed']),
      ),
    )
    .groupBy(email);
  return new Map(rows.flatMap((row) => (row.email && row.lastStart ? [[row.email, row.lastStart]] : [])));
}

/** The later of the date typed on the contact and the last appointment that took place. */
function lastContactOf(row: TContactRow, meetings: Map<string, Date>): Date | null {
  const met = meetings.get(row.email.toLowerCase()) ?? null;
  if (!row.lastContactAt) return met;
  return met && met > row.lastContactAt ? met : row.lastContactAt;
}

function toContactSummary(row: TContactRow, tags: TContactTag[], lastContact: Date | null): TContactSummary {
  return {
    id: row.id,
    type: row.type,
    clientType: row.clientType,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    position: row.position,
    city: row.city,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastContactAt: lastContact?.toISOString() ?? null,
    tags,
  };
}

/** One of the professional's own contacts: another professional's id is simply not found. */
export async function findOwnContact(
  db: TDatabase,
  professionalId: number,
  contactId: number,
): Promise<TContactRow> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.professionalId, professionalId)));
  if (!row) throw new AppError('NOT_FOUND', { message: CONTACT_NOT_FOUND });
  return row;
}

export async function touchContact(db: TDatabaseOrTransaction, contactId: number, now: Date): Promise<void> {
  await db.update(contacts).set({ updatedAt: now }).where(eq(contacts.id, contactId));
}

/** « Mes contacts »: the professional's address book, by last then first name. */
export async function listContactSummaries(
  db: TDatabase,
  professionalId: number,
  now: Date,
): Promise<TContactSummary[]> {
  const meetings = await lastMeetings(db, professionalId, now);
  const rows = await db
    .select()
    .from(contacts)
    .where(eq(contacts.professionalId, professionalId))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id));
  const ids = rows.map((row) => row.id);
  const tags = ids.length
    ? await db
        .select()
        .from(contactTags)
        .where(inArray(contactTags.contactId, ids))
        .orderBy(asc(contactTags.id))
    : [];
  return rows.map((row) =>
    toContactSummary(
      row,
      tags.filter((tag) => tag.contactId === row.id).map(toTag),
      lastContactOf(row, meetings),
    ),
  );
}

/** The author label of the notes a professional writes: their full name. */
export async function professionalFullName(db: TDatabase, professional: TProfessionalRow): Promise<string> {
  if (!professional.userId) return 'Professionnel';
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, professional.userId));
  return user ? `${user.firstName} ${user.lastName}` : 'Professionnel';
}

/**
 * The whole contact as the detail screen shows it. Cases and appointments are the professional's
 * own, matched by the link or by the client's e-mail (case-insensitive).
 */
export async function loadContactDetail(
  db: TDatabase,
  professional: TProfessionalRow,
  contactId: number,
  now: Date,
  video: TVideoService,
): Promise<TContactDetail> {
  const row = await findOwnContact(db, professional.id, contactId);
  const email = row.email.toLowerCase();
  const [tags, notes, caseRows, appointmentRows, parties] = await Promise.all([
    db.select().from(contactTags).where(eq(contactTags.contactId, row.id)).orderBy(asc(contactTags.id)),
    db
      .select()
      .from(contactNotes)
      .where(eq(contactNotes.contactId, row.id))
      .orderBy(desc(contactNotes.createdAt), desc(contactNotes.id)),
    db
      .select()
      .from(cases)
      .where(
        and(
          eq(cases.professionalId, professional.id),
          or(
            and(isNotNull(cases.contactId), eq(cases.contactId, row.id)),
            sql`lower(${cases.clientEmail}) = ${email}`,
          ),
        ),
      )
      .orderBy(desc(cases.updatedAt), desc(cases.id)),
    // Same identity as the workspace shows: the account's e-mail when the client has one.
    selectProAppointmentRows(
      db,
      professional.id,
      or(
        and(isNotNull(users.id), sql`lower(${users.email}) = ${email}`),
        and(isNull(users.id), sql`lower(${proAppointmentDetails.clientEmail}) = ${email}`),
      ),
    ),
    firmRecords(db, professional.id).then((scope) => loadConflictParties(db, scope, now)),
  ]);
  return {
    ...toContactSummary(
      row,
      tags.map(toTag),
      lastContactOf(row, await lastMeetings(db, professional.id, now)),
    ),
    address: row.address,
    postalCode: row.postalCode,
    country: row.country,
    siret: row.siret,
    notes: notes.map((note) => ({
      id: note.id,
      content: note.content,
      author: note.author,
      createdAt: note.createdAt.toISOString(),
      updatedAt: note.updatedAt.toISOString(),
    })),
    cases: caseRows.map(toCaseSummary),
    appointments: (await toProAppointments(db, professional, appointmentRows, now, video, parties)).reverse(),
    possibleConflicts: contactConflicts(parties, row),
  };
}
