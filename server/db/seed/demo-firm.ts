// Issue 27 §6: « Cabinet Martin Avocats » as a real practice — Sophie Martin its « Associée », a collaborator
// lawyer, an assistant assigned to both, appointments for the collaborator and cases shared or not between them.
import { TZDate } from '@date-fns/tz';
import { addDays, nextMonday, set, subDays } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import type { TCaseAccessRight } from '#domain/practice/case-access/case-access-rights.ts';
import { CASE_ACCESS_LABELS } from '#domain/practice/case-access/case-access-schemas.ts';
import { caseJournalLabel } from '#domain/practice/cases/case-journal-label.ts';
import { hashPassword, hashRecoveryCode, recordAccess } from '#server/identity/index.ts';
import type { TDatabase } from '../database';
import {
  appointments,
  caseAccess,
  cases,
  firmAssistantAssignments,
  firmMembers,
  proAppointmentDetails,
  professionals,
  twoFactorRecoveryCodes,
  twoFactorSettings,
  users,
} from '../schema';
import {
  DEMO_ASSISTANT,
  DEMO_ASSISTANT_RECOVERY_CODES,
  DEMO_ASSISTANT_TOTP_SECRET,
  DEMO_PASSWORD,
  DEMO_PROFESSIONALS,
} from './demo-accounts';
import { insertDemoCasesOnce, type TDemoCase } from './demo-cases';
import { DEMO_COLLABORATOR_PROFILE } from './demo-professionals';

const SOPHIE = DEMO_PROFESSIONALS[0];

/** Maître Antoine Lambert's own cases: one he shares with Sophie, one he keeps to himself. */
const COLLABORATOR_CASES: TDemoCase[] = [
  {
    title: 'Succession Garnier',
    category: 'Droit des successions',
    status: 'En cours',
    priority: 'Moyenne',
    openedDaysAgo: 30,
    updatedDaysAgo: 2,
    deadlineInDays: 18,
    estimatedValueCents: 240_000,
    description:
      'Succession avec un bien indivis entre trois héritiers\u202f; projet de partage amiable à soumettre au notaire.',
    typedClient: { name: 'Hélène Garnier', email: 'helene.garnier@example.com', phone: '06 52 18 44 07' },
    opposingParties: ['Marc Garnier'],
    tags: [{ name: 'Indivision', colour: 'blue' }],
    sessions: [{ title: 'Analyse de la déclaration de succession', minutes: 90, daysAgo: 2 }],
  },
  {
    title: 'Donation-partage Perrin',
    category: 'Droit des successions',
    status: 'En négociation',
    priority: 'Basse',
    openedDaysAgo: 20,
    updatedDaysAgo: 6,
    description: 'Donation-partage de la résidence familiale aux deux enfants, avec réserve d’usufruit.',
    typedClient: { name: 'Bernard Perrin', phone: '06 77 31 90 12' },
    tags: [],
    sessions: [{ title: 'Premier rendez-vous', minutes: 45, daysAgo: 20 }],
  },
];

/** Who sees whose case besides its responsible lawyer (the `case_access` list); every other case stays private. */
const SHARES: { owner: 'sophie' | 'collaborator'; title: string; access: TCaseAccessRight }[] = [
  { owner: 'sophie', title: 'Succession Moreau', access: 'edit' },
  { owner: 'sophie', title: 'Prestation compensatoire Girard', access: 'read' },
  { owner: 'collaborator', title: 'Succession Garnier', access: 'read' },
];

/** A Paris civil time `days` after the reference day (negative for the past). */
function parisAt(reference: Date, days: number, hour: number, minute = 0): Date {
  const day = addDays(new TZDate(reference.getTime(), PARIS_TIME_ZONE), days);
  return new Date(set(day, { hours: hour, minutes: minute, seconds: 0, milliseconds: 0 }).getTime());
}

async function userIdOf(db: TDatabase, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/**
 * Adds the collaborator and the assistant to Sophie Martin's firm, once: an account already there (a second
 * `npm run seed`) is left as people left it, and so are its memberships, appointments and shares.
 * Runs after the demo accounts have their own one-member firms.
 */
export async function seedDemoFirmTeam(db: TDatabase, now: Date): Promise<void> {
  const sophieUserId = await userIdOf(db, SOPHIE.email);
  if (!sophieUserId) return;
  const [sophieMember] = await db.select().from(firmMembers).where(eq(firmMembers.userId, sophieUserId));
  if (!sophieMember) return;
  const firmId = sophieMember.firmId;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const collaborator = await seedCollaborator(db, firmId, passwordHash, now);
  const assistantUserId = await seedAssistant(db, firmId, passwordHash, now);
  if (assistantUserId) {
    const lawyers = [sophieUserId, ...(collaborator ? [collaborator.userId] : [])];
    await db
      .insert(firmAssistantAssignments)
      .values(lawyers.map((lawyerUserId) => ({ assistantUserId, lawyerUserId })))
      .onConflictDoNothing();
  }
  if (!collaborator) return;
  await seedCollaboratorAppointments(db, collaborator.professionalId, now);
  const collaboratorCases = await insertDemoCasesOnce(
    db,
    collaborator.professionalId,
    COLLABORATOR_CASES,
    now,
  );
  await shareCases(db, now, {
    sophie: { userId: sophieUserId, professionalId: SOPHIE.id },
    collaborator,
    collaboratorCases,
  });
}

type TLawyer = { userId: string; professionalId: number };

/** The collaborator's account, public profile and membership; null when the account existed already. */
async function seedCollaborator(
  db: TDatabase,
  firmId: number,
  passwordHash: string,
  now: Date,
): Promise<TLawyer | null> {
  const { email, firstName, lastName, ...profile } = DEMO_COLLABORATOR_PROFILE;
  const [user] = await db
    .insert(users)
    .values({ email, firstName, lastName, passwordHash, role: 'professional', emailVerifiedAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return null;
  const [professional] = await db
    .insert(professionals)
    .values({ ...profile, email, firstName, lastName, userId: user.id, reviewedAt: now })
    .returning({ id: professionals.id });
  if (!professional) throw new Error('seedCollaborator: no profile inserted');
  await db.insert(firmMembers).values({ userId: user.id, firmId, role: 'collaborator', joinedAt: now });
  return { userId: user.id, professionalId: professional.id };
}

/**
 * The assistant: a staff account (ADR 0058) whose second factor is the published demo key, enabled, with its
 * published recovery codes. Null when the account existed already.
 */
async function seedAssistant(
  db: TDatabase,
  firmId: number,
  passwordHash: string,
  now: Date,
): Promise<string | null> {
  const [user] = await db
    .insert(users)
    .values({
      ...DEMO_ASSISTANT,
      passwordHash,
      role: 'staff',
      emailVerifiedAt: now,
      twoFactorRequired: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return null;
  await db.insert(firmMembers).values({ userId: user.id, firmId, role: 'assistant', joinedAt: now });
  await db
    .insert(twoFactorSettings)
    .values({ userId: user.id, secret: DEMO_ASSISTANT_TOTP_SECRET, enabledAt: now });
  await db
    .insert(twoFactorRecoveryCodes)
    .values(
      DEMO_ASSISTANT_RECOVERY_CODES.map((code) => ({ userId: user.id, codeHash: hashRecoveryCode(code) })),
    );
  return user.id;
}

/**
 * Maître Lambert's week: a request from Lucas Moreau waiting for an answer (the assistant may accept it), a
 * client booked by phone, and a consultation of last month.
 */
async function seedCollaboratorAppointments(db: TDatabase, professionalId: number, now: Date) {
  const lucas = await userIdOf(db, 'lucas.moreau@example.com');
  const monday = nextMonday(new TZDate(now.getTime(), PARIS_TIME_ZONE));
  const nextWeek = Math.round((monday.getTime() - now.getTime()) / 86_400_000);
  const rows: {
    start: Date;
    status: 'pending' | 'confirmed';
    clientUserId: string | null;
    reason: string;
    byPhone?: { name: string; phone: string };
  }[] = [
    {
      start: parisAt(now, nextWeek + 2, 17),
      status: 'pending',
      clientUserId: lucas,
      reason: 'Partage de la succession de ma mère avec mes frères',
    },
    {
      start: parisAt(now, nextWeek + 1, 9, 30),
      status: 'confirmed',
      clientUserId: null,
      reason: 'Donation-partage',
      byPhone: { name: 'Bernard Perrin', phone: '06 77 31 90 12' },
    },
    {
      // Past: stored as confirmed, its end having passed makes it « Terminé ».
      start: parisAt(now, nextWeek - 30, 14),
      status: 'confirmed',
      clientUserId: null,
      reason: 'Succession',
      byPhone: { name: 'Hélène Garnier', phone: '06 52 18 44 07' },
    },
  ];
  for (const row of rows) {
    if (row.status === 'pending' && !row.clientUserId) continue;
    const [created] = await db
      .insert(appointments)
      .values({
        professionalId,
        clientUserId: row.clientUserId,
        startsAt: row.start,
        endsAt: new Date(row.start.getTime() + 30 * 60_000),
        mode: 'cabinet',
        status: row.status,
        reason: row.reason,
        createdAt: subDays(row.start, 7),
      })
      .returning({ id: appointments.id });
    if (created && row.byPhone) {
      await db.insert(proAppointmentDetails).values({
        appointmentId: created.id,
        clientName: row.byPhone.name,
        clientPhone: row.byPhone.phone,
      });
    }
  }
}

/** The access lists of SHARES, each written in the access journal as its responsible lawyer's share. */
async function shareCases(
  db: TDatabase,
  now: Date,
  lawyers: { sophie: TLawyer; collaborator: TLawyer; collaboratorCases: Map<string, number> },
) {
  const { firstName, lastName } = DEMO_COLLABORATOR_PROFILE;
  const names = {
    sophie: `${SOPHIE.firstName} ${SOPHIE.lastName}`,
    collaborator: `${firstName} ${lastName}`,
  };
  for (const share of SHARES) {
    const owner = lawyers[share.owner];
    const other = share.owner === 'sophie' ? 'collaborator' : 'sophie';
    const [found] = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.professionalId, owner.professionalId), eq(cases.title, share.title)));
    const caseId = found?.id ?? lawyers.collaboratorCases.get(share.title);
    if (caseId === undefined) continue;
    const granted = await db
      .insert(caseAccess)
      .values({
        caseId,
        userId: lawyers[other].userId,
        access: share.access,
        grantedByUserId: owner.userId,
        grantedAt: now,
      })
      .onConflictDoNothing()
      .returning({ caseId: caseAccess.caseId });
    if (granted.length === 0) continue;
    await recordAccess(
      db,
      { userId: owner.userId, ip: null },
      {
        professionalId: owner.professionalId,
        caseId,
        subject: 'case_access',
        subjectId: caseId,
        action: 'share',
        // The words « Accès au dossier » writes when a lawyer shares a case.
        label: caseJournalLabel(share.title, `${names[other]} (${CASE_ACCESS_LABELS[share.access]})`),
      },
    );
  }
}
