import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { effectiveAppointmentStatus } from '#domain/appointments/booking/appointment-status.ts';
import { caseDetailsSentence, detectCaseDetails } from '#domain/appointments/reviews/case-details.ts';
import {
  initialReviewStatus,
  isModerationLate,
  isWithinReviewWindow,
  mayResubmitReview,
  reviewDeadline,
} from '#domain/appointments/reviews/review-rules.ts';
import type {
  TClientReview,
  TModerationItem,
  TProReviewsResponse,
} from '#domain/appointments/reviews/review-schemas.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { publicRating } from '#domain/directory/professionals/search-rating.ts';
import type {
  TPublicReviewsQuery,
  TPublicReviewsResponse,
} from '#domain/directory/reviews/public-review-schemas.ts';
import { REVIEWS_PAGE_SIZE } from '#domain/directory/reviews/review-display.ts';
import {
  REVIEW_MAX_SUBMISSIONS,
  REVIEW_REFUSAL_REASONS,
  REVIEW_REPORT_REASONS,
  REVIEW_WINDOW_DAYS,
  type TReviewRefusalReason,
  type TReviewReportReason,
} from '#domain/directory/reviews/review-policy.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase, TTransaction } from '#server/db/database.ts';
import { appointments, professionals, reviews, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { enqueueEmails, type TEmailMessage } from '#server/platform/email/outbox.ts';
import { findClientAppointment } from '../booking/appointment-queries';
import { type TReviewRow, toClientReview } from './client-review';
import { reportDecisionEmail, reviewDecisionEmail } from './review-emails';

export const REVIEW_NOT_FOUND = 'Avis introuvable.';
const APPOINTMENT_NOT_FOUND = 'Rendez-vous introuvable.';
const PROFESSIONAL_NOT_FOUND = 'Professionnel introuvable.';

/** The reviews of these appointments, by appointment id (the client's history). */
export async function reviewsOfAppointments(
  db: TDatabase,
  appointmentIds: readonly number[],
): Promise<Map<number, TReviewRow>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reviews)
    .where(sql`${reviews.appointmentId} = any(${`{${appointmentIds.join(',')}}`}::bigint[])`);
  return new Map(rows.map((row) => [row.appointmentId, row]));
}

/**
 * A client reviews their own completed consultation, within the window, once: the unique key on the appointment
 * makes a second review impossible even from two requests at once; a refused one may be corrected and sent
 * again (the same row, while the window is open, REVIEW_MAX_SUBMISSIONS times in all).
 */
export async function submitReview(
  deps: TAppDeps,
  clientUserId: string,
  appointmentId: number,
  input: { rating: number; text: string | null },
): Promise<TClientReview> {
  const now = deps.clock.now();
  const found = await findClientAppointment(deps.db, appointmentId, clientUserId);
  if (!found) throw new AppError('NOT_FOUND', { message: APPOINTMENT_NOT_FOUND });
  const { appointment } = found;
  if (effectiveAppointmentStatus(appointment.status, appointment.endsAt, now) !== 'completed')
    throw new AppError('INVALID_STATE', { message: 'Seule une consultation terminée peut être notée.' });
  if (!isWithinReviewWindow(appointment.endsAt, now))
    throw new AppError('INVALID_STATE', {
      message: `Un avis se laisse dans les ${REVIEW_WINDOW_DAYS} jours qui suivent la consultation\u00a0: ce délai est passé.`,
    });
  const status = initialReviewStatus(input.text);
  const fresh = {
    rating: input.rating,
    text: input.text,
    status,
    flags: detectCaseDetails(input.text),
    submittedAt: now,
    publishedAt: status === 'published' ? now : null,
  };
  const [saved] = await deps.db
    .insert(reviews)
    .values({
      appointmentId: appointment.id,
      professionalId: appointment.professionalId,
      clientUserId,
      ...fresh,
    })
    .onConflictDoUpdate({
      target: reviews.appointmentId,
      set: {
        ...fresh,
        submissionCount: sql`${reviews.submissionCount} + 1`,
        decidedAt: null,
        refusalReason: null,
        moderatorNote: null,
        answer: null,
        answeredAt: null,
        reportReason: null,
        reportNote: null,
        reportedAt: null,
        reportOutcome: null,
        reportDecidedAt: null,
      },
      setWhere: and(
        eq(reviews.status, 'refused'),
        sql`${reviews.submissionCount} < ${REVIEW_MAX_SUBMISSIONS}`,
        eq(reviews.clientUserId, clientUserId),
      ),
    })
    .returning();
  if (!saved)
    throw new AppError('INVALID_STATE', { message: 'Vous avez déjà laissé un avis sur cette consultation.' });
  if (saved.status === 'published') await professionalsChanged(deps.db, [saved.professionalId], now);
  return toClientReview(saved, appointment.endsAt, now);
}

/** Only public professionals' reviews are read; anyone else's number is not found. */
async function assertPublicProfessional(db: TDatabase, professionalId: number): Promise<void> {
  const [row] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(and(eq(professionals.id, professionalId), eq(professionals.isPublic, true)));
  if (!row) throw new AppError('NOT_FOUND', { message: PROFESSIONAL_NOT_FOUND });
}

const SORT_ORDERS: Record<TPublicReviewsQuery['sort'], SQL[]> = {
  recent: [desc(reviews.submittedAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.submittedAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.submittedAt), desc(reviews.id)],
};

/** A public professional's published reviews, a page at a time, in the order asked for. */
export async function listPublicReviews(
  db: TDatabase,
  professionalId: number,
  query: TPublicReviewsQuery,
): Promise<TPublicReviewsResponse> {
  await assertPublicProfessional(db, professionalId);
  const published = and(eq(reviews.professionalId, professionalId), eq(reviews.status, 'published'));
  const [summary] = await db
    .select({ total: count(), average: sql<number | null>`avg(${reviews.rating})::double precision` })
    .from(reviews)
    .where(published);
  const total = summary?.total ?? 0;
  const rows = await db
    .select({ review: reviews, consultationStart: appointments.startsAt })
    .from(reviews)
    .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
    .where(published)
    .orderBy(...SORT_ORDERS[query.sort])
    .limit(REVIEWS_PAGE_SIZE)
    .offset((query.page - 1) * REVIEWS_PAGE_SIZE);
  const shown = publicRating({ ratingAverage: Number(summary?.average ?? 0), reviewCount: total });
  return {
    rating: shown.rating,
    reviewCount: total,
    sort: query.sort,
    page: query.page,
    pageCount: Math.ceil(total / REVIEWS_PAGE_SIZE),
    reviews: rows.map(({ review, consultationStart }) => ({
      id: review.id,
      rating: review.rating,
      text: review.text,
      reviewedOn: formatParisDate(review.submittedAt),
      consultationOn: formatParisDate(consultationStart),
      answer:
        review.answer && review.answeredAt
          ? { text: review.answer, answeredOn: formatParisDate(review.answeredAt) }
          : null,
    })),
  };
}

/** The professional's « Avis clients »: their published reviews, newest first, with answers and reports. */
export async function listProReviews(db: TDatabase, professionalId: number): Promise<TProReviewsResponse> {
  const rows = await db
    .select({ review: reviews, consultationStart: appointments.startsAt })
    .from(reviews)
    .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
    .where(and(eq(reviews.professionalId, professionalId), eq(reviews.status, 'published')))
    .orderBy(desc(reviews.submittedAt), desc(reviews.id))
    .limit(500);
  const [pending] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.professionalId, professionalId), eq(reviews.status, 'pending')));
  const [professional] = await db
    .select({ ratingAverage: professionals.ratingAverage, reviewCount: professionals.reviewCount })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  const shown = publicRating({
    ratingAverage: professional?.ratingAverage ?? 0,
    reviewCount: professional?.reviewCount ?? 0,
  });
  return {
    rating: shown.rating,
    reviewCount: professional?.reviewCount ?? 0,
    awaitingModeration: pending?.n ?? 0,
    reviews: rows.map(({ review, consultationStart }) => ({
      id: review.id,
      rating: review.rating,
      text: review.text,
      reviewedOn: formatParisDate(review.submittedAt),
      consultationOn: formatParisDate(consultationStart),
      answer:
        review.answer && review.answeredAt
          ? { text: review.answer, answeredOn: formatParisDate(review.answeredAt) }
          : null,
      report:
        review.reportReason && review.reportedAt
          ? {
              reason:
                REVIEW_REPORT_REASONS[review.reportReason as TReviewReportReason] ?? review.reportReason,
              reportedOn: formatParisDate(review.reportedAt),
              outcome: review.reportOutcome,
            }
          : null,
    })),
  };
}

/** Whether this professional has a published review of that number (a 409 then, else a 404). */
async function ownPublishedReview(db: TDatabase, professionalId: number, reviewId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.professionalId, professionalId),
        eq(reviews.status, 'published'),
      ),
    );
  return row !== undefined;
}

/**
 * The professional answers a published review of theirs, publicly, once. An answer is bound by professional
 * secrecy: one that seems to give details of the case is refused with what was found, to be rewritten.
 */
export async function answerReview(
  deps: TAppDeps,
  professionalId: number,
  reviewId: number,
  text: string,
): Promise<void> {
  const flags = detectCaseDetails(text);
  if (flags.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: {
        text: `Votre réponse semble contenir ${caseDetailsSentence(flags)}\u00a0: une réponse publique ne donne aucun détail du dossier (secret professionnel).`,
      },
    });
  const now = deps.clock.now();
  const [answered] = await deps.db
    .update(reviews)
    .set({ answer: text, answeredAt: now })
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.professionalId, professionalId),
        eq(reviews.status, 'published'),
        isNull(reviews.answer),
      ),
    )
    .returning({ id: reviews.id });
  if (!answered) {
    if (await ownPublishedReview(deps.db, professionalId, reviewId))
      throw new AppError('INVALID_STATE', { message: 'Vous avez déjà répondu à cet avis.' });
    throw new AppError('NOT_FOUND', { message: REVIEW_NOT_FOUND });
  }
  await professionalsChanged(deps.db, [professionalId], now);
}

/** The professional reports a published review of theirs to the moderators, once; it stays online until they decide. */
export async function reportReview(
  deps: TAppDeps,
  professionalId: number,
  reviewId: number,
  input: { reason: TReviewReportReason; note: string | null },
): Promise<void> {
  const [reported] = await deps.db
    .update(reviews)
    .set({ reportReason: input.reason, reportNote: input.note, reportedAt: deps.clock.now() })
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.professionalId, professionalId),
        eq(reviews.status, 'published'),
        isNull(reviews.reportedAt),
      ),
    )
    .returning({ id: reviews.id });
  if (!reported) {
    if (await ownPublishedReview(deps.db, professionalId, reviewId))
      throw new AppError('INVALID_STATE', { message: 'Vous avez déjà signalé cet avis.' });
    throw new AppError('NOT_FOUND', { message: REVIEW_NOT_FOUND });
  }
}

const AWAITING_REPORT = and(isNotNull(reviews.reportedAt), isNull(reviews.reportDecidedAt));

/** The administrators' queue: texts to read and reported reviews, the longest waiting first. */
export async function moderationQueue(db: TDatabase, now: Date): Promise<TModerationItem[]> {
  const rows = await db
    .select({
      review: reviews,
      consultationStart: appointments.startsAt,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
    })
    .from(reviews)
    .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
    .innerJoin(professionals, eq(professionals.id, reviews.professionalId))
    .where(or(eq(reviews.status, 'pending'), and(eq(reviews.status, 'published'), AWAITING_REPORT)))
    .orderBy(sql`coalesce(${reviews.reportedAt}, ${reviews.submittedAt}) asc`, asc(reviews.id))
    .limit(200);
  return rows.map(({ review, consultationStart, firstName, lastName }) => {
    const reported = review.status === 'published';
    const waitingSince = reported && review.reportedAt ? review.reportedAt : review.submittedAt;
    return {
      id: review.id,
      kind: reported ? ('reported' as const) : ('new' as const),
      professionalId: review.professionalId,
      professionalName: professionalDisplayName(firstName, lastName),
      rating: review.rating,
      text: review.text,
      submittedAt: review.submittedAt.toISOString(),
      consultationOn: formatParisDate(consultationStart),
      submissionCount: review.submissionCount,
      flags: review.flags,
      report:
        reported && review.reportReason && review.reportedAt
          ? {
              reason:
                REVIEW_REPORT_REASONS[review.reportReason as TReviewReportReason] ?? review.reportReason,
              note: review.reportNote,
              reportedAt: review.reportedAt.toISOString(),
            }
          : null,
      late: isModerationLate(waitingSince, now),
    };
  });
}

/**
 * A moderator's decision. On a new review: publish it, or refuse it with a reason (the author may correct it
 * while the window is open). On a reported one: keep it online, or take it down with a reason. The author is
 * e-mailed the decision and its reason, the reporting professional the outcome, in the same transaction.
 */
export async function decideReview(
  deps: TAppDeps,
  reviewId: number,
  decision:
    | { decision: 'publish' }
    | { decision: 'refuse'; reason: TReviewRefusalReason; note: string | null },
): Promise<void> {
  const now = deps.clock.now();
  const smtp = Boolean(deps.config.smtpUrl);
  const professionalId = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        review: reviews,
        consultationStart: appointments.startsAt,
        consultationEnd: appointments.endsAt,
        professional: professionals,
        author: users,
      })
      .from(reviews)
      .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
      .innerJoin(professionals, eq(professionals.id, reviews.professionalId))
      .leftJoin(users, eq(users.id, reviews.clientUserId))
      .where(eq(reviews.id, reviewId))
      .for('update', { of: reviews });
    if (!current) throw new AppError('NOT_FOUND', { message: REVIEW_NOT_FOUND });
    const { review, professional, author } = current;
    const reported =
      review.status === 'published' && review.reportedAt !== null && review.reportDecidedAt === null;
    if (review.status !== 'pending' && !reported)
      throw new AppError('INVALID_STATE', { message: 'Cet avis a déjà été traité.' });
    const refusal =
      decision.decision === 'refuse'
        ? { refusalReason: decision.reason, moderatorNote: decision.note, decidedAt: now }
        : null;
    if (reported) {
      await tx
        .update(reviews)
        .set({
          reportOutcome: refusal ? 'removed' : 'kept',
          reportDecidedAt: now,
          ...(refusal ? { status: 'refused' as const, ...refusal } : {}),
        })
        .where(eq(reviews.id, review.id));
    } else {
      await tx
        .update(reviews)
        .set(
          refusal
            ? { status: 'refused', ...refusal }
            : { status: 'published', publishedAt: now, decidedAt: now },
        )
        .where(eq(reviews.id, review.id));
    }
    const facts = {
      publicUrl: deps.config.publicUrl,
      professionalName: professionalDisplayName(professional.firstName, professional.lastName),
      professionalId: professional.id,
      consultationStart: current.consultationStart,
    };
    const refused =
      decision.decision === 'refuse'
        ? {
            reason: REVIEW_REFUSAL_REASONS[decision.reason],
            note: decision.note,
            resubmitUntil: mayResubmitReview(
              { status: 'refused', submissionCount: review.submissionCount },
              current.consultationEnd,
              now,
            )
              ? reviewDeadline(current.consultationEnd)
              : null,
          }
        : null;
    const messages: TEmailMessage[] = [];
    // The author hears of every decision on a new review, and of a reported one only when it is taken down.
    if (author && !(reported && !refused))
      messages.push(reviewDecisionEmail(author, facts, { removedAfterReport: reported, refused }));
    if (reported && professional.userId) {
      const [owner] = await tx.select().from(users).where(eq(users.id, professional.userId));
      if (owner) messages.push(reportDecisionEmail(owner, facts, { removed: refused !== null, refused }));
    }
    await enqueueEmails(tx, messages, smtp);
    return professional.id;
  });
  await professionalsChanged(deps.db, [professionalId], now);
}

/**
 * A published review taken down by an administrator's decision on a « Signaler un contenu » report (ADR 0074),
 * in the caller's transaction: it leaves the profile and the rating, and its author is e-mailed the decision
 * with the report's reason and the administrator's reasons, like a refusal. The caller announces
 * professionalsChanged after its transaction. 404 when the review is not published (any more).
 */
export async function takeDownReviewAfterContentReport(
  deps: TAppDeps,
  tx: TTransaction,
  reviewId: number,
  decision: { reasonLabel: string; reasons: string },
): Promise<void> {
  const now = deps.clock.now();
  const [current] = await tx
    .select({
      review: reviews,
      consultationStart: appointments.startsAt,
      professional: professionals,
      author: users,
    })
    .from(reviews)
    .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
    .innerJoin(professionals, eq(professionals.id, reviews.professionalId))
    .leftJoin(users, eq(users.id, reviews.clientUserId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
    .for('update', { of: reviews });
  if (!current) throw new AppError('INVALID_STATE', { message: 'Cet avis n’est plus publié.' });
  await tx
    .update(reviews)
    .set({
      status: 'refused',
      refusalReason: decision.reasonLabel,
      moderatorNote: decision.reasons,
      decidedAt: now,
    })
    .where(eq(reviews.id, reviewId));
  if (current.author) {
    const { professional } = current;
    await enqueueEmails(
      tx,
      [
        reviewDecisionEmail(
          current.author,
          {
            publicUrl: deps.config.publicUrl,
            professionalName: professionalDisplayName(professional.firstName, professional.lastName),
            professionalId: professional.id,
            consultationStart: current.consultationStart,
          },
          {
            removedAfterReport: true,
            refused: { reason: decision.reasonLabel, note: decision.reasons, resubmitUntil: null },
          },
        ),
      ],
      Boolean(deps.config.smtpUrl),
    );
  }
}
