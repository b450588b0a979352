import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import {
  COMPLAINT_SUBJECTS,
  complaintReference,
  complaintStatusAfter,
  OPEN_COMPLAINTS_MAX,
  type TComplaintSubject,
} from '#domain/directory/complaints/complaint-policy.ts';
import type { TAdminComplaint, TComplaint } from '#domain/directory/complaints/complaint-schemas.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase, TTransaction } from '#server/db/database.ts';
import { complaints, professionals, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { recordNotifications } from '../notifications/record-notifications';

export const COMPLAINT_NOT_FOUND = 'Réclamation introuvable.';
/** Where the professional follows their complaints (web/shared/paths.ts: paths.pro.complaints). */
export const COMPLAINTS_PAGE_PATH = '/pro/dashboard/reclamations';

type TComplaintRow = typeof complaints.$inferSelect;

function toComplaint(row: TComplaintRow): TComplaint {
  return {
    id: row.id,
    reference: complaintReference(row.id),
    subject: row.subject,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    takenUpAt: row.takenUpAt?.toISOString() ?? null,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The professional's complaints, newest first. */
export async function listOwnComplaints(db: TDatabase, professionalId: number): Promise<TComplaint[]> {
  const rows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.professionalId, professionalId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(200);
  return rows.map(toComplaint);
}

/**
 * A professional files a complaint. At most OPEN_COMPLAINTS_MAX unanswered at once: the count and the insert
 * run under a lock on the professional's row, so two requests at once cannot both pass it.
 */
export async function fileComplaint(
  deps: TAppDeps,
  professionalId: number,
  input: { subject: TComplaintSubject; text: string },
): Promise<TComplaint> {
  return deps.db.transaction(async (tx) => {
    await tx
      .select({ id: professionals.id })
      .from(professionals)
      .where(eq(professionals.id, professionalId))
      .for('update');
    const [open] = await tx
      .select({ n: count() })
      .from(complaints)
      .where(and(eq(complaints.professionalId, professionalId), ne(complaints.status, 'answered')));
    if ((open?.n ?? 0) >= OPEN_COMPLAINTS_MAX)
      throw new AppError('INVALID_STATE', {
        message: `Vous avez déjà ${OPEN_COMPLAINTS_MAX} réclamations en attente de réponse\u00a0: attendez une réponse avant d’en déposer une autre.`,
      });
    const [row] = await tx
      .insert(complaints)
      .values({ professionalId, subject: input.subject, text: input.text, createdAt: deps.clock.now() })
      .returning();
    if (!row) throw new AppError('INVALID_STATE');
    return toComplaint(row);
  });
}

/** The administrators' queue: complaints not answered yet, the oldest first. */
export async function openComplaints(db: TDatabase): Promise<TAdminComplaint[]> {
  const rows = await db
    .select({ complaint: complaints, firstName: professionals.firstName, lastName: professionals.lastName })
    .from(complaints)
    .innerJoin(professionals, eq(professionals.id, complaints.professionalId))
    .where(ne(complaints.status, 'answered'))
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .limit(200);
  return rows.map(({ complaint, firstName, lastName }) => ({
    ...toComplaint(complaint),
    professionalId: complaint.professionalId,
    professionalName: professionalDisplayName(firstName, lastName),
  }));
}

async function lockedComplaint(tx: TTransaction, id: number) {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', { message: COMPLAINT_NOT_FOUND });
  return row;
}

/** An administrator takes a received complaint up: the professional sees « En cours d’examen ». */
export async function takeUpComplaint(deps: TAppDeps, id: number): Promise<TComplaint> {
  return deps.db.transaction(async (tx) => {
    const row = await lockedComplaint(tx, id);
    if (complaintStatusAfter(row.status, 'take-up') === null)
      throw new AppError('INVALID_STATE', { message: 'Cette réclamation est déjà prise en charge.' });
    const [updated] = await tx
      .update(complaints)
      .set({ status: 'in-review', takenUpAt: deps.clock.now() })
      .where(eq(complaints.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', { message: COMPLAINT_NOT_FOUND });
    return toComplaint(updated);
  });
}

/**
 * An administrator answers a complaint with reasons, once. The professional is told in the app and by an
 * e-mail that says an answer is there and links to it, without its text (PRODUCT.md §8).
 */
export async function answerComplaint(
  deps: TAppDeps,
  id: number,
  adminId: string,
  answer: string,
): Promise<TComplaint> {
  return deps.db.transaction((tx) => answerComplaintIn(deps, tx, id, adminId, answer));
}

/**
 * answerComplaint within the caller's transaction: « Rétablir la fiche » (ADR 0074) answers the complaints
 * about the suspension it lifts in the same transaction as the relisting.
 */
export async function answerComplaintIn(
  deps: TAppDeps,
  tx: TTransaction,
  id: number,
  adminId: string,
  answer: string,
): Promise<TComplaint> {
  const now = deps.clock.now();
  const row = await lockedComplaint(tx, id);
  if (complaintStatusAfter(row.status, 'answer') === null)
    throw new AppError('INVALID_STATE', { message: 'Cette réclamation a déjà reçu une réponse.' });
  const [updated] = await tx
    .update(complaints)
    .set({
      status: 'answered',
      answer,
      answeredAt: now,
      answeredBy: adminId,
      takenUpAt: row.takenUpAt ?? now,
    })
    .where(eq(complaints.id, id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', { message: COMPLAINT_NOT_FOUND });
  const [owner] = await tx
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.id, row.professionalId));
  if (owner) {
    const reference = complaintReference(row.id);
    await recordNotifications(tx, [
      {
        userId: owner.userId,
        kind: 'complaint_answered',
        title: `Réponse à votre réclamation ${reference}`,
        body: COMPLAINT_SUBJECTS[row.subject],
        link: `${COMPLAINTS_PAGE_PATH}#${reference}`,
      },
    ]);
    await enqueueEmail(
      tx,
      composeEmail(
        { email: owner.email, firstName: owner.firstName },
        `Réponse à votre réclamation ${reference}`,
        [
          `JurisRDV a répondu à votre réclamation ${reference}. La réponse motivée vous attend dans votre espace professionnel, rubrique «\u00a0Réclamations\u00a0».`,
        ],
        { label: 'Lire la réponse', url: `${deps.config.publicUrl}${COMPLAINTS_PAGE_PATH}` },
      ),
      Boolean(deps.config.smtpUrl),
    );
  }
  return toComplaint(updated);
}
