import { and, eq, ne } from 'drizzle-orm';
import { leaveFirmRefusal, SUCCESSOR_REQUIRED_MESSAGE } from '#domain/identity/firms/firm-leave.ts';
import { FIRM_ROLE_LABELS, isLawyerRole } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TTransaction } from '#server/db/database.ts';
import { firmMembers, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmails, type TEmailMessage } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { FIRM_NOT_FOUND } from './firm-access';
import { findMembership } from './firm-queries';
import { lockFirm, takeStaffOutOfFirm } from './firm-store';
import { type TLawyerDeparture, takeLawyerOutOfFirm } from './lawyer-departure-store';

/** Who left: a staff member (nothing to hand over), or a lawyer and the colleague who takes over. */
export type TFirmLeaving = { kind: 'staff' } | { kind: 'lawyer'; departure: TLawyerDeparture };

const NOT_YOU =
  'Si vous n’êtes pas à l’origine de ce départ, changez votre mot de passe sans attendre depuis «\u00a0Mon compte\u00a0».';

/**
 * « Quitter le cabinet » (issue 27 §1, ADR 0068), in the caller's transaction: the member `userId` leaves
 * their firm by themselves. The firm is locked and its members read again, so that two associates leaving at
 * once cannot each count the other as staying; a firm that keeps members keeps an associate (400 saying what to
 * do). A staff member goes as an associate's removal takes them out, every session ended; a lawyer names their
 * successor (400 on the field otherwise) and goes as ADR 0064 says, on in the session that asked. They, the
 * associates who stay and the successor are told by e-mail, saying who left, never a case.
 */
export async function leaveFirm(
  tx: TTransaction,
  deps: TAppDeps,
  input: { userId: string; firmId: number; successorUserId?: string; now: Date; sessionTokenHash: string },
): Promise<TFirmLeaving> {
  const membership = await findMembership(tx, input.userId);
  // Not the member's firm (any more): not found, whichever firm it is.
  if (membership?.firmId !== input.firmId) throw new AppError('NOT_FOUND', { message: FIRM_NOT_FOUND });
  const { firmId } = membership;
  await lockFirm(tx, firmId);
  // The members' rows too: a member leaving by another firm's invitation locks them, not the firm's row.
  const members = await tx
    .select({ userId: firmMembers.userId, role: firmMembers.role })
    .from(firmMembers)
    .where(eq(firmMembers.firmId, firmId))
    .for('update');
  const self = members.find((member) => member.userId === input.userId);
  // Taken out of this firm while the lock was awaited: there is nothing left to leave.
  if (!self) throw new AppError('NOT_FOUND', { message: FIRM_NOT_FOUND });
  const refusal = leaveFirmRefusal(members, input.userId);
  if (refusal) throw new AppError('VALIDATION_FAILED', { message: refusal });
  const smtp = Boolean(deps.config.smtpUrl);
  const associates = await tx
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .where(
      and(
        eq(firmMembers.firmId, firmId),
        eq(firmMembers.role, 'associate'),
        ne(firmMembers.userId, input.userId),
      ),
    );
  const cabinetLink = {
    label: 'Ouvrir «\u00a0Mon cabinet\u00a0»',
    url: `${deps.config.publicUrl}/pro/dashboard/cabinet`,
  };

  if (!isLawyerRole(self.role)) {
    const staff = await takeStaffOutOfFirm(tx, deps, {
      firmId,
      userId: input.userId,
      now: input.now,
      leaving: true,
    });
    const firm = `«\u00a0${staff.firmName}\u00a0»`;
    await enqueueEmails(
      tx,
      [
        composeEmail(staff, `Vous avez quitté le cabinet ${staff.firmName}`, [
          `Vous avez quitté le cabinet ${firm}\u00a0: vous n’avez plus accès à son espace sur JurisRDV, et vos sessions ouvertes ont été fermées.`,
          'Votre compte est conservé\u00a0: si le cabinet vous invite de nouveau, vous pourrez rejoindre son espace avec ce même compte.',
          NOT_YOU,
        ]),
        ...associates.map((associate) =>
          composeEmail(
            associate,
            `${staff.name} a quitté le cabinet ${staff.firmName}`,
            [
              `${staff.name} (${FIRM_ROLE_LABELS[self.role]}) a quitté le cabinet ${firm}\u00a0: son accès à l’espace du cabinet a pris fin, ses sessions ouvertes ont été fermées.`,
              'Les rendez-vous, événements et contacts saisis pour les avocats du cabinet restent dans leurs agendas.',
            ],
            cabinetLink,
          ),
        ),
      ],
      smtp,
    );
    return { kind: 'staff' };
  }

  if (!input.successorUserId) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { successorUserId: SUCCESSOR_REQUIRED_MESSAGE } });
  }
  const departure = await takeLawyerOutOfFirm(tx, deps, {
    firmId,
    userId: input.userId,
    byUserId: input.userId,
    successorUserId: input.successorUserId,
    now: input.now,
    leaving: { keepSessionTokenHash: input.sessionTokenHash },
  });
  const { departing, successor, firmName } = departure;
  const firm = `«\u00a0${firmName}\u00a0»`;
  const messages: TEmailMessage[] = [
    composeEmail(departing, `Vous avez quitté le cabinet ${firmName}`, [
      `Vous avez quitté le cabinet ${firm}\u00a0: ${successor.name} reprend vos dossiers et vos contacts, et vos autres sessions ouvertes ont été fermées.`,
      'Votre compte, votre fiche publique, votre agenda et vos rendez-vous restent les vôtres, dans un cabinet à votre nom.',
      NOT_YOU,
    ]),
    composeEmail(
      successor,
      `${departing.name} a quitté le cabinet ${firmName}`,
      [
        `${departing.name} a quitté le cabinet ${firm} et vous a confié ses dossiers et ses contacts\u00a0: vous en êtes désormais responsable, avec leur journal d’accès.`,
        'Vous les trouverez dans «\u00a0Mes dossiers\u00a0» et «\u00a0Mes contacts\u00a0» de votre espace JurisRDV Pro.',
      ],
      { label: 'Ouvrir mes dossiers', url: `${deps.config.publicUrl}/pro/dashboard/cases` },
    ),
    ...associates
      .filter((associate) => associate.userId !== successor.userId)
      .map((associate) =>
        composeEmail(
          associate,
          `${departing.name} a quitté le cabinet ${firmName}`,
          [
            `${departing.name} a quitté le cabinet ${firm}\u00a0: son accès à l’espace du cabinet a pris fin.`,
            `${successor.name} reprend ses dossiers et ses contacts, avec leur journal d’accès. Sa fiche publique, son agenda et ses rendez-vous restent les siens, dans un cabinet à son nom.`,
          ],
          cabinetLink,
        ),
      ),
  ];
  await enqueueEmails(tx, messages, smtp);
  return { kind: 'lawyer', departure };
}
