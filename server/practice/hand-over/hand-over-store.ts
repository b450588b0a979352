import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import type { TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { CASE_ACCESS_LABELS } from '#domain/practice/case-access/case-access-schemas.ts';
import { caseJournalLabel } from '#domain/practice/cases/case-journal-label.ts';
import {
  CASE_HAND_OVER_REFUSED,
  caseHandOverJournalLabel,
  contactHandOverJournalLabel,
  HAND_OVER_LAWYER_NOT_FOUND,
  handedOverEmail,
  handedOverLink,
  handedOverNotice,
  handOverDecision,
  handOverTargetRefusal,
  type THandedOverRecord,
} from '#domain/practice/hand-over/hand-over-rules.ts';
import type { THandOverLawyer } from '#domain/practice/hand-over/hand-over-schemas.ts';
import type { TDatabaseOrTransaction, TTransaction } from '#server/db/database.ts';
import {
  appointments,
  caseAccess,
  cases,
  contacts,
  firmMembers,
  professionals,
  users,
  workSessions,
} from '#server/db/schema/index.ts';
import {
  findMembership,
  journalActorOf,
  lockFirm,
  recordAccess,
  refusedToMember,
} from '#server/identity/index.ts';
import { notificationPreferencesOf, recordNotifications } from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { CASE_NOT_FOUND } from '../cases/case-viewer';
import { CONTACT_NOT_FOUND } from '../contacts/contact-queries';

/** Who hands a record over: the signed-in member (a lawyer: staff are refused before, ADR 0058) and their firm. */
export type THandOverViewer = {
  userId: string;
  /** Their own profile (null only for staff, who never get here). */
  professionalId: number | null;
  membership: { userId: string; firmId: number; role: TFirmRole };
};

type TFirmLawyer = THandOverLawyer & { professionalId: number };

const lawyerName = (row: { firstName: string; lastName: string }) =>
  professionalDisplayName(row.firstName, row.lastName);

/** The firm's lawyers (associates and collaborators, by their profiles), by name. */
export async function firmLawyers(db: TDatabaseOrTransaction, firmId: number): Promise<TFirmLawyer[]> {
  const rows = await db
    .select({
      userId: firmMembers.userId,
      role: firmMembers.role,
      professionalId: professionals.id,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
    })
    .from(firmMembers)
    .innerJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(and(eq(firmMembers.firmId, firmId), inArray(firmMembers.role, ['associate', 'collaborator'])))
    .orderBy(asc(professionals.lastName), asc(professionals.firstName), asc(firmMembers.userId));
  return rows.map((row) => ({
    userId: row.userId,
    role: row.role === 'associate' ? 'associate' : 'collaborator',
    professionalId: row.professionalId,
    name: lawyerName(row),
  }));
}

/** A record's holder among the firm's lawyers; a holder who is not one (never, the departure moves records). */
function holderOf(lawyers: readonly TFirmLawyer[], professionalId: number): TFirmLawyer {
  const holder = lawyers.find((lawyer) => lawyer.professionalId === professionalId);
  if (!holder) throw new AppError('INTERNAL');
  return holder;
}

/**
 * Whether the viewer may hand over a record of `firmId` held by `holderProfessionalId`: 404 for another firm's
 * record and for a record they may not open, 403 with the role's sentence for one they open without holding it.
 */
function assertMayHandOver(
  viewer: THandOverViewer,
  record: { firmId: number; holderProfessionalId: number; opensIt: boolean },
  refusal: { notFound: string; forbidden: string },
): { byResponsible: boolean } {
  if (record.firmId !== viewer.membership.firmId) {
    throw new AppError('NOT_FOUND', { message: refusal.notFound });
  }
  const responsible = viewer.professionalId === record.holderProfessionalId;
  const decision = handOverDecision({ responsible, role: viewer.membership.role, opensIt: record.opensIt });
  if (decision === 'not-found') throw new AppError('NOT_FOUND', { message: refusal.notFound });
  if (decision === 'forbidden') throw refusedToMember(viewer.membership, refusal.forbidden);
  return { byResponsible: responsible };
}

/** The lawyer chosen to take the record: a lawyer of the firm other than its holder (404 / 400 on the field). */
async function targetLawyer(
  db: TDatabaseOrTransaction,
  firmId: number,
  lawyerUserId: string,
  holderUserId: string,
): Promise<TFirmLawyer> {
  const [row] = await db
    .select({
      userId: firmMembers.userId,
      role: firmMembers.role,
      professionalId: professionals.id,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
    })
    .from(firmMembers)
    .leftJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(and(eq(firmMembers.userId, lawyerUserId), eq(firmMembers.firmId, firmId)));
  const refusal = handOverTargetRefusal(
    row ? { userId: row.userId, role: row.role, hasProfile: row.professionalId !== null } : null,
    holderUserId,
  );
  if (refusal === 'not-found') throw new AppError('NOT_FOUND', { message: HAND_OVER_LAWYER_NOT_FOUND });
  if (refusal !== null) throw new AppError('VALIDATION_FAILED', { fieldErrors: { lawyerUserId: refusal } });
  if (!row || row.professionalId === null || row.firstName === null || row.lastName === null) {
    throw new AppError('INTERNAL');
  }
  return {
    userId: row.userId,
    role: row.role === 'associate' ? 'associate' : 'collaborator',
    professionalId: row.professionalId,
    name: lawyerName({ firstName: row.firstName, lastName: row.lastName }),
  };
}

/**
 * Locks the viewer's firm (every change of who holds what in a firm waits for the others: a departure, a role
 * change, another hand-over, ADR 0068) and reads their membership again under that lock: a member who left in
 * between hands nothing over.
 */
async function lockViewerFirm(tx: TTransaction, viewer: THandOverViewer, notFound: string) {
  await lockFirm(tx, viewer.membership.firmId);
  const membership = await findMembership(tx, viewer.userId);
  if (!membership || membership.firmId !== viewer.membership.firmId) {
    throw new AppError('NOT_FOUND', { message: notFound });
  }
  return { ...viewer, membership };
}

// ——— Cases ———

type TCaseForHandOver = {
  id: number;
  title: string;
  professionalId: number;
  firmId: number;
  /** The viewer's right on it, when they are on its list. */
  shared: 'read' | 'edit' | null;
};

async function findCaseForHandOver(
  db: TDatabaseOrTransaction,
  viewer: THandOverViewer,
  caseId: number,
  lock: boolean,
): Promise<TCaseForHandOver & { byResponsible: boolean }> {
  const query = db
    .select({
      id: cases.id,
      title: cases.title,
      professionalId: cases.professionalId,
      firmId: firmMembers.firmId,
      shared: caseAccess.access,
    })
    .from(cases)
    .innerJoin(professionals, eq(professionals.id, cases.professionalId))
    .innerJoin(firmMembers, eq(firmMembers.userId, professionals.userId))
    .leftJoin(caseAccess, and(eq(caseAccess.caseId, cases.id), eq(caseAccess.userId, viewer.userId)))
    .where(eq(cases.id, caseId));
  // Two hand-overs of one case at once: the second waits, then reads who holds it now.
  const [row] = lock ? await query.for('update', { of: cases }) : await query;
  if (!row) throw new AppError('NOT_FOUND', { message: CASE_NOT_FOUND });
  const { byResponsible } = assertMayHandOver(
    viewer,
    {
      firmId: row.firmId,
      holderProfessionalId: row.professionalId,
      opensIt: row.shared !== null && viewer.membership.role !== 'accountant',
    },
    { notFound: CASE_NOT_FOUND, forbidden: CASE_HAND_OVER_REFUSED },
  );
  return { ...row, byResponsible };
}

/** What the case's dialog says: its lawyer, who may take it, and what stays whose. */
export async function previewCaseHandOver(
  db: TDatabaseOrTransaction,
  viewer: THandOverViewer,
  caseId: number,
) {
  const found = await findCaseForHandOver(db, viewer, caseId, false);
  const lawyers = await firmLawyers(db, found.firmId);
  const holder = holderOf(lawyers, found.professionalId);
  const others = lawyers.filter((lawyer) => lawyer.userId !== holder.userId);
  const [onList, [linked], [sessions]] = await Promise.all([
    others.length === 0
      ? Promise.resolve([])
      : db
          .select({ userId: caseAccess.userId })
          .from(caseAccess)
          .where(
            and(
              eq(caseAccess.caseId, found.id),
              inArray(
                caseAccess.userId,
                others.map((lawyer) => lawyer.userId),
              ),
            ),
          ),
    db
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.caseId, found.id), eq(appointments.professionalId, found.professionalId))),
    db
      .select({ n: count() })
      .from(workSessions)
      .where(and(eq(workSessions.caseId, found.id), eq(workSessions.professionalId, found.professionalId))),
  ]);
  return {
    responsibleLawyer: publicLawyer(holder),
    lawyers: others.map(publicLawyer),
    viewerAccess: found.byResponsible ? ('own' as const) : found.shared,
    lawyersOnList: onList.map((row) => row.userId),
    appointments: linked?.n ?? 0,
    workSessions: sessions?.n ?? 0,
  };
}

/** A lawyer as the dialog shows them: the workspace never needs their profile's id. */
function publicLawyer({ professionalId: _, ...lawyer }: TFirmLawyer): THandOverLawyer {
  return lawyer;
}

/**
 * « Confier le dossier à un confrère » (ADR 0070), in one transaction under the firm's and the case's locks: the
 * chosen lawyer becomes responsible and leaves the access list; the former one goes on it with the right to
 * change the case; its appointments and work sessions stay whose they are. Journaled and told in the same
 * transaction.
 */
export async function handCaseOver(
  tx: TTransaction,
  deps: TAppDeps,
  request: FastifyRequest,
  input: { viewer: THandOverViewer; caseId: number; lawyerUserId: string },
): Promise<THandOverLawyer> {
  const viewer = await lockViewerFirm(tx, input.viewer, CASE_NOT_FOUND);
  const found = await findCaseForHandOver(tx, viewer, input.caseId, true);
  const lawyers = await firmLawyers(tx, found.firmId);
  const from = holderOf(lawyers, found.professionalId);
  const to = await targetLawyer(tx, found.firmId, input.lawyerUserId, from.userId);
  const by = lawyers.find((lawyer) => lawyer.userId === viewer.userId);
  if (!by) throw new AppError('INTERNAL');
  const now = deps.clock.now();
  await tx
    .update(cases)
    .set({ professionalId: to.professionalId, updatedAt: now })
    .where(eq(cases.id, found.id));
  const left = await tx
    .delete(caseAccess)
    .where(and(eq(caseAccess.caseId, found.id), eq(caseAccess.userId, to.userId)))
    .returning({ userId: caseAccess.userId });
  await tx
    .insert(caseAccess)
    .values({
      caseId: found.id,
      userId: from.userId,
      access: 'edit',
      grantedByUserId: viewer.userId,
      grantedAt: now,
    })
    .onConflictDoUpdate({
      target: [caseAccess.caseId, caseAccess.userId],
      set: { access: 'edit', grantedByUserId: viewer.userId, grantedAt: now },
    });
  // The lines stay in the former lawyer's records, where the act happened; the new one reads them through the
  // case they now hold (« Journal d'accès », ADR 0064).
  const line = { professionalId: from.professionalId, caseId: found.id };
  await recordAccess(tx, journalActorOf(request, viewer.userId), [
    {
      ...line,
      subject: 'case',
      subjectId: found.id,
      action: 'update',
      label: caseHandOverJournalLabel({ title: found.title, from: from.name, to: to.name, by: by.name }),
    },
    {
      ...line,
      subject: 'case_access',
      subjectId: from.userId,
      action: 'share',
      label: caseJournalLabel(found.title, `${from.name} (${CASE_ACCESS_LABELS.edit})`),
    },
    ...(left.length
      ? [
          {
            ...line,
            subject: 'case_access' as const,
            subjectId: to.userId,
            action: 'unshare' as const,
            label: caseJournalLabel(found.title, to.name),
          },
        ]
      : []),
  ]);
  await notifyHandedOver(tx, deps, {
    record: 'case',
    id: found.id,
    userId: to.userId,
    by: by.name,
    byResponsible: found.byResponsible,
  });
  const { professionalId: _, ...responsible } = to;
  return responsible;
}

// ——— Contacts ———

type TContactForHandOver = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  professionalId: number;
  firmId: number;
};

async function findContactForHandOver(
  db: TDatabaseOrTransaction,
  viewer: THandOverViewer,
  contactId: number,
  lock: boolean,
): Promise<TContactForHandOver & { byResponsible: boolean }> {
  const query = db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      professionalId: contacts.professionalId,
      firmId: firmMembers.firmId,
    })
    .from(contacts)
    .innerJoin(professionals, eq(professionals.id, contacts.professionalId))
    .innerJoin(firmMembers, eq(firmMembers.userId, professionals.userId))
    .where(eq(contacts.id, contactId));
  const [row] = lock ? await query.for('update', { of: contacts }) : await query;
  if (!row) throw new AppError('NOT_FOUND', { message: CONTACT_NOT_FOUND });
  // A contact's file opens only for its lawyer (and their assistants, who are refused before): nobody else
  // « opens » it, so a collaborator's colleague's contact is not found.
  const { byResponsible } = assertMayHandOver(
    viewer,
    { firmId: row.firmId, holderProfessionalId: row.professionalId, opensIt: false },
    { notFound: CONTACT_NOT_FOUND, forbidden: CONTACT_NOT_FOUND },
  );
  return { ...row, byResponsible };
}

/** What the contact's dialog says: its lawyer, who may take it, and how many of the lawyer's cases stay theirs. */
export async function previewContactHandOver(
  db: TDatabaseOrTransaction,
  viewer: THandOverViewer,
  contactId: number,
) {
  const found = await findContactForHandOver(db, viewer, contactId, false);
  const lawyers = await firmLawyers(db, found.firmId);
  const holder = holderOf(lawyers, found.professionalId);
  // The cases its file lists (opened from it, or for the same address): they keep their own responsible lawyer.
  const [linked] = await db
    .select({ n: count() })
    .from(cases)
    .where(
      and(
        eq(cases.professionalId, found.professionalId),
        or(
          and(isNotNull(cases.contactId), eq(cases.contactId, found.id)),
          sql`lower(${cases.clientEmail}) = ${found.email.toLowerCase()}`,
        ),
      ),
    );
  return {
    responsibleLawyer: publicLawyer(holder),
    lawyers: lawyers.filter((lawyer) => lawyer.userId !== holder.userId).map(publicLawyer),
    cases: linked?.n ?? 0,
  };
}

/**
 * « Confier le contact à un confrère » (ADR 0070): the file moves with its notes and tags (they hang off it); its
 * lawyer's cases, appointments and invoices stay theirs. Journaled and told in the same transaction.
 */
export async function handContactOver(
  tx: TTransaction,
  deps: TAppDeps,
  request: FastifyRequest,
  input: { viewer: THandOverViewer; contactId: number; lawyerUserId: string },
): Promise<THandOverLawyer> {
  const viewer = await lockViewerFirm(tx, input.viewer, CONTACT_NOT_FOUND);
  const found = await findContactForHandOver(tx, viewer, input.contactId, true);
  const lawyers = await firmLawyers(tx, found.firmId);
  const from = holderOf(lawyers, found.professionalId);
  const to = await targetLawyer(tx, found.firmId, input.lawyerUserId, from.userId);
  const by = lawyers.find((lawyer) => lawyer.userId === viewer.userId);
  if (!by) throw new AppError('INTERNAL');
  await tx
    .update(contacts)
    .set({ professionalId: to.professionalId, updatedAt: deps.clock.now() })
    .where(eq(contacts.id, found.id));
  await recordAccess(tx, journalActorOf(request, viewer.userId), {
    professionalId: from.professionalId,
    subject: 'contact',
    subjectId: found.id,
    action: 'update',
    label: contactHandOverJournalLabel({ contact: found, from: from.name, to: to.name, by: by.name }),
  });
  await notifyHandedOver(tx, deps, {
    record: 'contact',
    id: found.id,
    userId: to.userId,
    by: by.name,
    byResponsible: found.byResponsible,
  });
  const { professionalId: _, ...responsible } = to;
  return responsible;
}

// ——— The new lawyer is told ———

/**
 * Tells the lawyer who takes a record over, in the caller's transaction, as their « Dossier ou contact qui vous
 * est confié » setting says: the bell (its line opens the record) and an e-mail, naming who, never which.
 */
async function notifyHandedOver(
  tx: TDatabaseOrTransaction,
  deps: TAppDeps,
  input: { record: THandedOverRecord; id: number; userId: string; by: string; byResponsible: boolean },
): Promise<void> {
  await recordNotifications(tx, [
    {
      userId: input.userId,
      kind: 'record_handed_over',
      title: handedOverNotice(input.record, input.by, input.byResponsible),
      link: handedOverLink(input.record, input.id),
    },
  ]);
  const preference = (await notificationPreferencesOf(tx, [input.userId], 'record_handed_over')).get(
    input.userId,
  );
  if (!preference?.email) return;
  const [member] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!member) return;
  const email = handedOverEmail(input.record, input.by, input.byResponsible);
  const page = input.record === 'case' ? '/pro/dashboard/cases' : '/pro/dashboard/contacts';
  await enqueueEmail(
    tx,
    {
      ...composeEmail(member, email.subject, email.paragraphs, {
        label: email.button,
        url: `${deps.config.publicUrl}${page}`,
      }),
      kind: 'record_handed_over',
    },
    Boolean(deps.config.smtpUrl),
  );
}
