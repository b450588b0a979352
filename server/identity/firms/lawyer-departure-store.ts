import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { isLawyerRole } from '#domain/identity/firms/firm-roles.ts';
import { SUCCESSOR_INVALID_MESSAGE } from '#domain/identity/firms/lawyer-departure.ts';
import { REMOVE_SELF_MESSAGE } from '#domain/identity/firms/member-removal.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TTransaction } from '#server/db/database.ts';
import {
  firmAssistantAssignments,
  firmMembers,
  firms,
  professionals,
  sessions,
  users,
} from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { MEMBER_NOT_FOUND } from './firm-access';
import { lockFirm } from './firm-store';

/** One lawyer of a departure, as the hand-over and its e-mails name them. */
type TDepartureLawyer = {
  userId: string;
  professionalId: number;
  name: string;
  email: string;
  firstName: string;
};

/** The two lawyers of a departure: whose records move, and to whom. */
export type TLawyerDeparture = {
  departing: TDepartureLawyer;
  successor: TDepartureLawyer;
  firmName: string;
};

export type TFirmLawyer = {
  userId: string;
  role: (typeof firmMembers.$inferSelect)['role'];
  professionalId: number;
  firstName: string;
  lastName: string;
  email: string;
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
};

/**
 * The lawyer `userId` of `firmId` (locked), and the successor named for their records when one is: not
 * oneself unless leaving by oneself (ADR 0068), a lawyer of this firm (404 otherwise, nothing says which), a
 * successor who is another lawyer of it (400 on the field otherwise).
 */
export async function lawyerDepartureOf(
  tx: TTransaction,
  input: { firmId: number; userId: string; byUserId: string; successorUserId?: string; leaving?: boolean },
): Promise<{ departing: TFirmLawyer; successor: TFirmLawyer | null; firmName: string }> {
  if (!input.leaving && input.userId === input.byUserId) {
    throw new AppError('VALIDATION_FAILED', { message: REMOVE_SELF_MESSAGE });
  }
  const wanted = input.successorUserId ? [input.userId, input.successorUserId] : [input.userId];
  const rows = await tx
    .select({
      userId: firmMembers.userId,
      role: firmMembers.role,
      professionalId: professionals.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      streetAddress: professionals.streetAddress,
      postalCode: professionals.postalCode,
      city: professionals.city,
      phone: professionals.phone,
      firmName: firms.name,
    })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .leftJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(and(eq(firmMembers.firmId, input.firmId), inArray(firmMembers.userId, wanted)))
    .for('update', { of: firmMembers });
  const asLawyer = (userId: string | undefined): TFirmLawyer | null => {
    const row = rows.find((candidate) => candidate.userId === userId);
    if (!row || row.professionalId === null || !isLawyerRole(row.role)) return null;
    return { ...row, professionalId: row.professionalId };
  };
  const departing = asLawyer(input.userId);
  if (!departing) throw new AppError('NOT_FOUND', { message: MEMBER_NOT_FOUND });
  if (input.successorUserId === undefined)
    return { departing, successor: null, firmName: rows[0]?.firmName ?? '' };
  const successor = input.successorUserId === input.userId ? null : asLawyer(input.successorUserId);
  if (!successor) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { successorUserId: SUCCESSOR_INVALID_MESSAGE },
    });
  }
  return { departing, successor, firmName: rows[0]?.firmName ?? '' };
}

const lawyerName = (row: { firstName: string; lastName: string }) =>
  `Maître ${row.firstName} ${row.lastName}`.trim();

/**
 * Takes a lawyer out of their firm (ADR 0064), in the caller's transaction, where the practice context moves
 * their cases and contacts to the successor. The lawyer keeps their account and profile in a firm of their
 * own, named after them, as its associate; assistants stop working for them; staff sessions working for them
 * fall back to another lawyer. Removed by an associate, every session of theirs ends now and they are told by
 * e-mail; leaving by themselves (ADR 0068, the firm locked and the rules checked by the caller, who tells
 * everyone), the session that asked goes on in their own firm and the others end.
 */
export async function takeLawyerOutOfFirm(
  tx: TTransaction,
  deps: TAppDeps,
  input: {
    firmId: number;
    userId: string;
    byUserId: string;
    successorUserId: string;
    now: Date;
    leaving?: { keepSessionTokenHash: string };
  },
): Promise<TLawyerDeparture> {
  if (!input.leaving) await lockFirm(tx, input.firmId, input.byUserId);
  const { departing, successor, firmName } = await lawyerDepartureOf(tx, {
    ...input,
    leaving: input.leaving !== undefined,
  });
  if (!successor) throw new Error('takeLawyerOutOfFirm: a successor is always named');
  await tx
    .delete(firmAssistantAssignments)
    .where(eq(firmAssistantAssignments.lawyerUserId, departing.userId));
  await tx
    .update(sessions)
    .set({ actingForUserId: null })
    .where(and(eq(sessions.actingForUserId, departing.userId), ne(sessions.userId, departing.userId)));
  const [ownFirm] = await tx
    .insert(firms)
    .values({
      name: `${departing.firstName} ${departing.lastName}`.trim(),
      streetAddress: departing.streetAddress ?? '',
      postalCode: departing.postalCode ?? '',
      city: departing.city ?? '',
      phone: departing.phone ?? '',
    })
    .returning({ id: firms.id });
  if (!ownFirm) throw new Error('takeLawyerOutOfFirm: no firm inserted');
  await tx
    .update(firmMembers)
    .set({ firmId: ownFirm.id, role: 'associate', joinedAt: input.now })
    .where(eq(firmMembers.userId, departing.userId));
  await tx
    .update(sessions)
    .set({ revokedAt: input.now, actingForUserId: null })
    .where(
      and(
        eq(sessions.userId, departing.userId),
        isNull(sessions.revokedAt),
        input.leaving ? ne(sessions.tokenHash, input.leaving.keepSessionTokenHash) : undefined,
      ),
    );
  if (!input.leaving) {
    await enqueueEmail(
      tx,
      composeEmail(
        { email: departing.email, firstName: departing.firstName },
        `Vous ne faites plus partie du cabinet ${firmName}`,
        [
          `Un(e) associé(e) du cabinet «\u00a0${firmName}\u00a0» vous en a retiré(e)\u00a0: vous n’avez plus accès à ses dossiers ni à ses contacts, que ${lawyerName(successor)} reprend.`,
          'Votre compte, votre fiche publique, votre agenda et vos rendez-vous restent les vôtres, dans un cabinet à votre nom\u00a0: reconnectez-vous pour continuer.',
        ],
      ),
      Boolean(deps.config.smtpUrl),
    );
  }
  const named = (lawyer: TFirmLawyer): TDepartureLawyer => ({
    userId: lawyer.userId,
    professionalId: lawyer.professionalId,
    name: lawyerName(lawyer),
    email: lawyer.email,
    firstName: lawyer.firstName,
  });
  return { departing: named(departing), successor: named(successor), firmName };
}
