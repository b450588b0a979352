import { and, asc, eq, exists, gt, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { TAccountRole } from '#domain/identity/auth/auth-schemas.ts';
import {
  asRolePhrase,
  FIRM_INVITATION_NOT_FOUND,
  FIRM_INVITATION_PATH,
  invitationExpiresAt,
  LAST_ASSOCIATE_MESSAGE,
  leavingOutcome,
} from '#domain/identity/firms/firm-invitations.ts';
import { isLawyerRole, type TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import {
  FIRM_INVITATION_VALIDITY_DAYS,
  type TFirmInvitation,
  type TFirmInvitationAcceptResponse,
  type TFirmInvitationPreview,
} from '#domain/identity/firms/firm-schemas.ts';
import { LEAVE_WITH_RECORDS_MESSAGE } from '#domain/identity/firms/lawyer-departure.ts';
import { ASSIGNED_LAWYERS_MESSAGE } from '#domain/identity/firms/member-change.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  cases,
  contacts,
  firmAssistantAssignments,
  firmInvitations,
  firmMembers,
  firms,
  invoices,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { hashToken, newOpaqueToken } from '../auth/session-store';

const notFound = () => new AppError('NOT_FOUND', { message: FIRM_INVITATION_NOT_FOUND });

/** Neither accepted nor withdrawn nor expired. */
function pending(now: Date) {
  return and(
    isNull(firmInvitations.acceptedAt),
    isNull(firmInvitations.withdrawnAt),
    gt(firmInvitations.expiresAt, now),
  );
}

const inviterName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`.as(
  'inviter_name',
);

type TInvitationRow = typeof firmInvitations.$inferSelect & { inviterName: string | null };

function toFirmInvitation(row: TInvitationRow, firmName: string): TFirmInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.inviterName ?? firmName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    assignedLawyerIds: row.assignedLawyerIds,
  };
}

async function firmNameOf(db: TDatabaseOrTransaction, firmId: number): Promise<string> {
  const [firm] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId)).limit(1);
  return firm?.name ?? '';
}

/** The firm's pending invitations, oldest first. */
export async function listPendingInvitations(
  db: TDatabase,
  firmId: number,
  now: Date,
): Promise<TFirmInvitation[]> {
  const firmName = await firmNameOf(db, firmId);
  const rows = await db
    .select({ invitation: firmInvitations, inviterName })
    .from(firmInvitations)
    .leftJoin(users, eq(users.id, firmInvitations.invitedByUserId))
    .where(and(eq(firmInvitations.firmId, firmId), pending(now)))
    .orderBy(asc(firmInvitations.createdAt), asc(firmInvitations.id));
  return rows.map((row) => toFirmInvitation({ ...row.invitation, inviterName: row.inviterName }, firmName));
}

/**
 * Records an invitation and queues its e-mail together. The firm's row is locked first, so two
 * administrators inviting one address at the same moment cannot both find it without a pending invitation.
 */
export async function createFirmInvitation(
  deps: TAppDeps,
  input: {
    firmId: number;
    inviter: { id: string; name: string };
    email: string;
    role: TFirmRole;
    assignedLawyerIds: string[];
    now: Date;
  },
): Promise<TFirmInvitation> {
  const { firmId, inviter, email, role, now } = input;
  const assignedLawyerIds = [...new Set(input.assignedLawyerIds)];
  const token = newOpaqueToken();
  return deps.db.transaction(async (tx) => {
    const [firm] = await tx
      .select({ name: firms.name })
      .from(firms)
      .where(eq(firms.id, firmId))
      .for('update')
      .limit(1);
    if (!firm) throw new AppError('NOT_FOUND', { message: 'Cabinet introuvable.' });
    const [member] = await tx
      .select({ userId: firmMembers.userId })
      .from(firmMembers)
      .innerJoin(users, eq(users.id, firmMembers.userId))
      .where(and(eq(firmMembers.firmId, firmId), eq(users.email, email)))
      .limit(1);
    if (member) {
      const message = 'Cette personne est déjà membre de votre cabinet.';
      throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { email: message } });
    }
    const [already] = await tx
      .select({ id: firmInvitations.id })
      .from(firmInvitations)
      .where(and(eq(firmInvitations.firmId, firmId), eq(firmInvitations.email, email), pending(now)))
      .limit(1);
    if (already) {
      const message =
        'Une invitation est déjà en attente pour cette adresse\u00a0: retirez-la pour en envoyer une nouvelle.';
      throw new AppError('INVALID_STATE', { message, fieldErrors: { email: message } });
    }
    if (assignedLawyerIds.length > 0) {
      const lawyers = await firmLawyerUserIds(tx, firmId);
      if (assignedLawyerIds.some((id) => !lawyers.has(id))) {
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: { assignedLawyerIds: ASSIGNED_LAWYERS_MESSAGE },
        });
      }
    }
    const [created] = await tx
      .insert(firmInvitations)
      .values({
        firmId,
        email,
        role,
        assignedLawyerIds,
        tokenHash: hashToken(token),
        invitedByUserId: inviter.id,
        createdAt: now,
        expiresAt: invitationExpiresAt(now),
      })
      .returning();
    if (!created) throw new AppError('INTERNAL');
    await enqueueEmail(
      tx,
      composeEmail(
        // No first name: the address is not proven to be any account's (emailGreeting).
        { email, firstName: null },
        'Invitation à rejoindre un cabinet sur JurisRDV',
        [
          `${inviter.name} vous invite à rejoindre le cabinet «\u00a0${firm.name}\u00a0» sur JurisRDV ${asRolePhrase(role)}.`,
          isLawyerRole(role)
            ? `Cette invitation est valable ${FIRM_INVITATION_VALIDITY_DAYS} jours et ne sert qu’une fois. Pour l’accepter, connectez-vous à votre compte professionnel JurisRDV avec cette adresse e-mail, ou créez-en un avec cette adresse, puis rouvrez ce lien.`
            : `Cette invitation est valable ${FIRM_INVITATION_VALIDITY_DAYS} jours et ne sert qu’une fois. Pour l’accepter, ouvrez ce lien et créez votre compte JurisRDV avec cette adresse e-mail\u202f; un second facteur d’authentification vous sera demandé ensuite.`,
          'Si vous ne vous attendiez pas à cette invitation, ignorez cet e-mail.',
        ],
        { label: 'Voir l’invitation', url: `${deps.config.publicUrl}${FIRM_INVITATION_PATH}?token=${token}` },
      ),
      Boolean(deps.config.smtpUrl),
    );
    return toFirmInvitation({ ...created, inviterName: inviter.name }, firm.name);
  });
}

/** Withdraws one of the firm's pending invitations; another firm's, or one no longer pending, is not found. */
export async function withdrawFirmInvitation(
  db: TDatabase,
  firmId: number,
  id: number,
  now: Date,
): Promise<void> {
  const withdrawn = await db
    .update(firmInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(firmInvitations.id, id), eq(firmInvitations.firmId, firmId), pending(now)))
    .returning({ id: firmInvitations.id });
  if (withdrawn.length === 0) throw notFound();
}

/** The pending invitation of an e-mailed token, for its page; 404 for any other token. */
export async function previewFirmInvitation(
  db: TDatabase,
  token: string,
  now: Date,
): Promise<TFirmInvitationPreview> {
  const [row] = await db
    .select({ invitation: firmInvitations, firmName: firms.name, inviterName })
    .from(firmInvitations)
    .innerJoin(firms, eq(firms.id, firmInvitations.firmId))
    .leftJoin(users, eq(users.id, firmInvitations.invitedByUserId))
    .where(and(eq(firmInvitations.tokenHash, hashToken(token)), pending(now)))
    .limit(1);
  if (!row) throw notFound();
  const [account] = await db
    .select({ role: users.role, professionalId: professionals.id })
    .from(users)
    .leftJoin(professionals, eq(professionals.userId, users.id))
    .where(eq(users.email, row.invitation.email))
    .limit(1);
  const invitation = toFirmInvitation({ ...row.invitation, inviterName: row.inviterName }, row.firmName);
  const accountExists =
    account !== undefined &&
    (isLawyerRole(invitation.role)
      ? account.role === 'professional' && account.professionalId !== null
      : account.role === 'staff');
  return {
    firmName: row.firmName,
    role: invitation.role,
    email: invitation.email,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt,
    accountExists,
    addressTaken: account !== undefined && !accountExists,
  };
}

/** The account ids of the firm's lawyers (its members with a professional profile). */
async function firmLawyerUserIds(tx: TDatabaseOrTransaction, firmId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ userId: firmMembers.userId })
    .from(firmMembers)
    .innerJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(eq(firmMembers.firmId, firmId));
  return new Set(rows.map((row) => row.userId));
}

type TJoiningAccount = { id: string; email: string; role: TAccountRole };

/**
 * Moves the account into the inviting firm with the invited role, once: the invitation is claimed by a
 * conditional update in the same transaction, so of concurrent acceptances only one finds it pending. The
 * firm the account leaves is deleted when nobody is left in it (the one-member firm of a lawyer alone),
 * and refused when the account is the last associate of a firm that keeps members. A lawyer's role goes
 * to a professional account, an assistant's or an accountant's to a staff account (ADR 0058), who gets the
 * lawyers the invitation assigned, those still in the firm.
 */
async function joinFirmByInvitation(
  tx: TDatabaseOrTransaction,
  input: { tokenHash: string; account: TJoiningAccount; now: Date },
): Promise<TFirmInvitationAcceptResponse> {
  const { account, now } = input;
  const [claimed] = await tx
    .update(firmInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(firmInvitations.tokenHash, input.tokenHash), pending(now)))
    .returning({
      firmId: firmInvitations.firmId,
      role: firmInvitations.role,
      email: firmInvitations.email,
      assignedLawyerIds: firmInvitations.assignedLawyerIds,
    });
  if (!claimed) throw notFound();
  // Thrown, the claim is rolled back: the invitation stays pending for its addressee.
  if (claimed.email !== account.email) {
    throw new AppError('FORBIDDEN', {
      message:
        'Cette invitation a été envoyée à une autre adresse e-mail\u00a0: connectez-vous avec le compte professionnel de cette adresse pour l’accepter.',
    });
  }
  if (isLawyerRole(claimed.role) !== (account.role === 'professional')) {
    throw new AppError('VALIDATION_FAILED', {
      message: isLawyerRole(claimed.role)
        ? 'Cette invitation est destinée à un avocat\u00a0: elle s’accepte avec un compte professionnel d’avocat.'
        : `Cette invitation est ${asRolePhrase(claimed.role)}\u00a0: un compte d’avocat ne peut pas la prendre. Demandez au cabinet une invitation à une autre adresse.`,
    });
  }
  const [firm] = await tx
    .select({ name: firms.name })
    .from(firms)
    .where(eq(firms.id, claimed.firmId))
    .for('share')
    .limit(1);
  if (!firm) throw notFound();
  const [current] = await tx
    .select({ firmId: firmMembers.firmId, role: firmMembers.role })
    .from(firmMembers)
    .where(eq(firmMembers.userId, account.id))
    .for('update')
    .limit(1);
  if (current?.firmId === claimed.firmId) {
    throw new AppError('VALIDATION_FAILED', { message: 'Vous êtes déjà membre de ce cabinet.' });
  }
  let deleteFirm: number | null = null;
  if (current) {
    // Locked, so that two associates leaving one firm at once cannot each count the other as staying.
    const others = await tx
      .select({ role: firmMembers.role })
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, current.firmId), ne(firmMembers.userId, account.id)))
      .for('update');
    const outcome = leavingOutcome({
      role: current.role,
      otherMembers: others.length,
      otherAssociates: others.filter((other) => other.role === 'associate').length,
    });
    if (outcome === 'last-associate') {
      throw new AppError('VALIDATION_FAILED', { message: LAST_ASSOCIATE_MESSAGE });
    }
    if (outcome === 'delete-firm') deleteFirm = current.firmId;
    // A lawyer's cases and contacts belong to the firm they leave (ADR 0064): only an associate's departure
    // with a successor moves them. The practice context comes after this one: its tables are read here, not its code.
    if (outcome === 'leave' && account.role === 'professional') {
      const [held] = await tx
        .select({ id: professionals.id })
        .from(professionals)
        .where(
          and(
            eq(professionals.userId, account.id),
            or(
              exists(
                tx.select({ one: sql`1` }).from(cases).where(eq(cases.professionalId, professionals.id)),
              ),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(contacts)
                  .where(eq(contacts.professionalId, professionals.id)),
              ),
            ),
          ),
        )
        .limit(1);
      if (held) {
        throw new AppError('VALIDATION_FAILED', { message: LEAVE_WITH_RECORDS_MESSAGE });
      }
    }
    // Assignments belong to the firm being left.
    await tx
      .delete(firmAssistantAssignments)
      .where(
        sql`${firmAssistantAssignments.assistantUserId} = ${account.id} or ${firmAssistantAssignments.lawyerUserId} = ${account.id}`,
      );
    await tx
      .update(firmMembers)
      .set({ firmId: claimed.firmId, role: claimed.role, joinedAt: now })
      .where(eq(firmMembers.userId, account.id));
  } else {
    await tx
      .insert(firmMembers)
      .values({ userId: account.id, firmId: claimed.firmId, role: claimed.role, joinedAt: now });
  }
  if (claimed.role === 'assistant' && claimed.assignedLawyerIds.length > 0) {
    const lawyers = await firmLawyerUserIds(tx, claimed.firmId);
    const kept = claimed.assignedLawyerIds.filter((id) => lawyers.has(id));
    if (kept.length > 0) {
      await tx
        .insert(firmAssistantAssignments)
        .values(kept.map((lawyerUserId) => ({ assistantUserId: account.id, lawyerUserId })))
        .onConflictDoNothing();
    }
  }
  // A firm that issued invoices keeps its row: they are kept ten years and name it (ADR 0062).
  if (deleteFirm !== null)
    await tx
      .delete(firms)
      .where(
        and(
          eq(firms.id, deleteFirm),
          notExists(tx.select({ one: sql`1` }).from(invoices).where(eq(invoices.firmId, deleteFirm))),
        ),
      );
  return { firmName: firm.name, role: claimed.role };
}

/** The signed-in account of the invited address joins the firm (see joinFirmByInvitation). */
export async function acceptFirmInvitation(
  db: TDatabase,
  input: { token: string; userId: string; now: Date },
): Promise<TFirmInvitationAcceptResponse> {
  const [account] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!account) throw new AppError('UNAUTHENTICATED');
  return db.transaction((tx) =>
    joinFirmByInvitation(tx, { tokenHash: hashToken(input.token), account, now: input.now }),
  );
}

export const STAFF_INVITATION_ONLY =
  'Cette invitation est destinée à un avocat\u00a0: connectez-vous à votre compte professionnel pour l’accepter.';

/**
 * An assistant's or an accountant's account, created from their invitation: the address is the invited one
 * (holding the e-mailed token proves it), confirmed, bound to a second factor, and in the firm at once. One
 * transaction: the account exists only if the invitation was still pending and is now used.
 */
export async function createStaffAccountByInvitation(
  db: TDatabase,
  input: { token: string; firstName: string; lastName: string; passwordHash: string; now: Date },
): Promise<typeof users.$inferSelect> {
  const tokenHash = hashToken(input.token);
  const [invitation] = await db
    .select({ email: firmInvitations.email, role: firmInvitations.role })
    .from(firmInvitations)
    .where(and(eq(firmInvitations.tokenHash, tokenHash), pending(input.now)))
    .limit(1);
  if (!invitation) throw notFound();
  if (isLawyerRole(invitation.role))
    throw new AppError('VALIDATION_FAILED', { message: STAFF_INVITATION_ONLY });
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        passwordHash: input.passwordHash,
        role: 'staff',
        firstName: input.firstName,
        lastName: input.lastName,
        emailVerifiedAt: input.now,
        twoFactorRequired: true,
      })
      .returning();
    if (!created) throw new AppError('INTERNAL');
    await joinFirmByInvitation(tx, { tokenHash, account: created, now: input.now });
    return created;
  });
}
