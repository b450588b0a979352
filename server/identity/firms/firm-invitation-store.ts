import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  asRolePhrase,
  FIRM_INVITATION_NOT_FOUND,
  FIRM_INVITATION_PATH,
  invitationExpiresAt,
  LAST_ASSOCIATE_MESSAGE,
  leavingOutcome,
} from '#domain/identity/firms/firm-invitations.ts';
import type { TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import {
  FIRM_INVITATION_VALIDITY_DAYS,
  type TFirmInvitation,
  type TFirmInvitationAcceptResponse,
  type TFirmInvitationPreview,
} from '#domain/identity/firms/firm-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  firmAssistantAssignments,
  firmInvitations,
  firmMembers,
  firms,
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
  input: { firmId: number; inviter: { id: string; name: string }; email: string; role: TFirmRole; now: Date },
): Promise<TFirmInvitation> {
  const { firmId, inviter, email, role, now } = input;
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
    const [created] = await tx
      .insert(firmInvitations)
      .values({
        firmId,
        email,
        role,
        assignedLawyerIds: [],
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
          `Cette invitation est valable ${FIRM_INVITATION_VALIDITY_DAYS} jours et ne sert qu’une fois. Pour l’accepter, connectez-vous à votre compte professionnel JurisRDV avec cette adresse e-mail, ou créez-en un avec cette adresse, puis rouvrez ce lien.`,
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
  const [professional] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, row.invitation.email))
    .limit(1);
  const invitation = toFirmInvitation({ ...row.invitation, inviterName: row.inviterName }, row.firmName);
  return {
    firmName: row.firmName,
    role: invitation.role,
    email: invitation.email,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt,
    accountExists: professional !== undefined,
  };
}

/**
 * Moves the account into the inviting firm with the invited role, once: the invitation is claimed by a
 * conditional update in the same transaction, so of concurrent acceptances only one finds it pending. The
 * firm the account leaves is deleted when nobody is left in it (the one-member firm of a lawyer alone),
 * and refused when the account is the last associate of a firm that keeps members.
 */
export async function acceptFirmInvitation(
  db: TDatabase,
  input: { token: string; userId: string; now: Date },
): Promise<TFirmInvitationAcceptResponse> {
  const { now } = input;
  const tokenHash = hashToken(input.token);
  const [account] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!account) throw new AppError('UNAUTHENTICATED');
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(firmInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(firmInvitations.tokenHash, tokenHash), pending(now)))
      .returning({
        firmId: firmInvitations.firmId,
        role: firmInvitations.role,
        email: firmInvitations.email,
      });
    if (!claimed) throw notFound();
    // Thrown, the claim is rolled back: the invitation stays pending for its addressee.
    if (claimed.email !== account.email) {
      throw new AppError('FORBIDDEN', {
        message:
          'Cette invitation a été envoyée à une autre adresse e-mail\u00a0: connectez-vous avec le compte professionnel de cette adresse pour l’accepter.',
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
    if (deleteFirm !== null) await tx.delete(firms).where(eq(firms.id, deleteFirm));
    return { firmName: firm.name, role: claimed.role };
  });
}
