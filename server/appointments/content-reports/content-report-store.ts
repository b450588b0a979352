import { and, asc, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { COMPLAINT_SUBJECTS, complaintReference } from '#domain/directory/complaints/complaint-policy.ts';
import {
  CONTENT_REPORT_DECISIONS,
  CONTENT_REPORT_REASONS,
  complaintsAnsweredByRelisting,
  contentReportReference,
  isDecisionAllowed,
  PROFILE_RELISTED_LABEL,
  type TContentReportDecision,
  type TContentReportReason,
} from '#domain/directory/content-reports/content-report-policy.ts';
import type {
  TContentReportItem,
  TModerationDecisionAboutMe,
  TSuspendedProfile,
} from '#domain/directory/content-reports/content-report-schemas.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { professionalTypeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import type { TDatabase } from '#server/db/database.ts';
import { complaints, contentReports, professionals, reviews, users } from '#server/db/schema/index.ts';
import { liftProfessionalSuspension, suspendProfessionalProfile } from '#server/directory/index.ts';
import { answerComplaintIn, recordNotifications, type TNotificationInput } from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { enqueueEmails, type TEmailMessage } from '#server/platform/email/outbox.ts';
import { takeDownReviewAfterContentReport } from '../reviews/review-store';
import {
  professionalDecisionEmail,
  professionalRelistedEmail,
  reporterDecisionEmail,
} from './content-report-emails';

const PROFESSIONAL_NOT_FOUND = 'Professionnel introuvable.';
const REVIEW_NOT_FOUND = 'Avis introuvable.';
const REPORT_NOT_FOUND = 'Signalement introuvable.';
/** Where a professional reads the decisions about their profile and reviews, and contests them. */
export const DECISIONS_PAGE_PATH = '/pro/dashboard/reclamations';

export type TReportTarget =
  | { kind: 'profile'; professionalId: number }
  | { kind: 'review'; reviewId: number };

/** The public content a report is about: a public profile, or a published review of one; else 404. */
async function resolveTarget(
  db: TDatabase,
  target: TReportTarget,
): Promise<{ professionalId: number; reviewId: number | null }> {
  if (target.kind === 'profile') {
    const [row] = await db
      .select({ id: professionals.id })
      .from(professionals)
      .where(and(eq(professionals.id, target.professionalId), eq(professionals.isPublic, true)));
    if (!row) throw new AppError('NOT_FOUND', { message: PROFESSIONAL_NOT_FOUND });
    return { professionalId: row.id, reviewId: null };
  }
  const [row] = await db
    .select({ id: reviews.id, professionalId: reviews.professionalId })
    .from(reviews)
    .innerJoin(professionals, eq(professionals.id, reviews.professionalId))
    .where(
      and(eq(reviews.id, target.reviewId), eq(reviews.status, 'published'), eq(professionals.isPublic, true)),
    );
  if (!row) throw new AppError('NOT_FOUND', { message: REVIEW_NOT_FOUND });
  return { professionalId: row.professionalId, reviewId: row.id };
}

/**
 * Stores a report for the administrators' queue. One undecided report per reporter (their address) and
 * content: the unique index turns a second one, even sent twice at once, into a 409.
 */
export async function reportContent(
  deps: TAppDeps,
  input: {
    target: TReportTarget;
    reason: TContentReportReason;
    explanation: string;
    reporter: { userId: string | null; email: string };
  },
): Promise<{ reference: string }> {
  const target = await resolveTarget(deps.db, input.target);
  const [row] = await deps.db
    .insert(contentReports)
    .values({
      targetKind: input.target.kind,
      professionalId: target.professionalId,
      reviewId: target.reviewId,
      reason: input.reason,
      explanation: input.explanation,
      reporterUserId: input.reporter.userId,
      reporterEmail: input.reporter.email,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  if (!row)
    throw new AppError('INVALID_STATE', {
      message: 'Vous avez déjà signalé ce contenu\u00a0: votre signalement est en cours d’examen.',
    });
  return { reference: contentReportReference(row.id) };
}

/** The administrators' queue: reports not decided yet, the oldest first. */
export async function contentReportQueue(db: TDatabase): Promise<TContentReportItem[]> {
  const rows = await db
    .select({
      report: contentReports,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
      review: { id: reviews.id, rating: reviews.rating, text: reviews.text },
    })
    .from(contentReports)
    .innerJoin(professionals, eq(professionals.id, contentReports.professionalId))
    .leftJoin(reviews, eq(reviews.id, contentReports.reviewId))
    .where(eq(contentReports.status, 'received'))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
    .limit(200);
  return rows.map(({ report, firstName, lastName, review }) => ({
    id: report.id,
    reference: contentReportReference(report.id),
    targetKind: report.targetKind,
    professionalId: report.professionalId,
    professionalName: professionalDisplayName(firstName, lastName),
    review: review?.id ? { id: review.id, rating: review.rating, text: review.text } : null,
    reason: CONTENT_REPORT_REASONS[report.reason as TContentReportReason] ?? report.reason,
    explanation: report.explanation,
    reporter: { signedIn: report.reporterUserId !== null, email: report.reporterEmail },
    createdAt: report.createdAt.toISOString(),
  }));
}

/**
 * An administrator's decision on a report, with reasons: keep the content, take the review down, or suspend
 * the profile. In one transaction: the decision, its effect, the review author's e-mail when taken down, the
 * reporter's e-mail (and bell when they have an account) with the decision and its reasons, and the
 * professional's bell and e-mail, which says a decision was taken and links to it in the workspace.
 */
export async function decideContentReport(
  deps: TAppDeps,
  reportId: number,
  adminId: string,
  input: { decision: TContentReportDecision; reasons: string },
): Promise<void> {
  const now = deps.clock.now();
  const smtp = Boolean(deps.config.smtpUrl);
  const professionalId = await deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, reportId))
      .for('update');
    if (!report) throw new AppError('NOT_FOUND', { message: REPORT_NOT_FOUND });
    if (report.status !== 'received')
      throw new AppError('INVALID_STATE', { message: 'Ce signalement a déjà été traité.' });
    if (!isDecisionAllowed(report.targetKind, input.decision))
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: {
          decision:
            report.targetKind === 'review'
              ? 'Pour un avis\u00a0: maintenir ou retirer l’avis'
              : 'Pour un profil\u00a0: maintenir ou suspendre le profil',
        },
      });
    const reasonLabel = CONTENT_REPORT_REASONS[report.reason as TContentReportReason] ?? report.reason;
    if (input.decision === 'remove-review' && report.reviewId !== null)
      await takeDownReviewAfterContentReport(deps, tx, report.reviewId, {
        reasonLabel,
        reasons: input.reasons,
      });
    if (input.decision === 'suspend-profile')
      await suspendProfessionalProfile(tx, report.professionalId, now);
    await tx
      .update(contentReports)
      .set({
        status: 'decided',
        decision: input.decision,
        decisionReasons: input.reasons,
        decidedAt: now,
        decidedBy: adminId,
      })
      .where(eq(contentReports.id, report.id));
    const reference = contentReportReference(report.id);
    const facts = {
      publicUrl: deps.config.publicUrl,
      reference,
      targetKind: report.targetKind,
      professionalId: report.professionalId,
      outcome: CONTENT_REPORT_DECISIONS[input.decision],
      reasons: input.reasons,
    };
    const messages: TEmailMessage[] = [];
    const notices: TNotificationInput[] = [];
    const [reporter] = report.reporterUserId
      ? await tx.select().from(users).where(eq(users.id, report.reporterUserId))
      : [];
    messages.push(
      reporterDecisionEmail(
        {
          email: report.reporterEmail,
          firstName: reporter && reporter.email === report.reporterEmail ? reporter.firstName : null,
        },
        facts,
      ),
    );
    if (reporter)
      notices.push({
        userId: reporter.id,
        kind: 'content_report_decided',
        title: `Décision sur votre signalement ${reference}`,
        body: facts.outcome,
        link: reporter.role === 'professional' ? DECISIONS_PAGE_PATH : '/dashboard',
      });
    const [owner] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(professionals.id, report.professionalId));
    if (owner) {
      messages.push(professionalDecisionEmail(owner, facts));
      notices.push({
        userId: owner.id,
        kind: 'content_report_decided',
        title: `Décision sur un signalement concernant ${report.targetKind === 'review' ? 'un avis de votre profil' : 'votre profil'}`,
        body: facts.outcome,
        link: `${DECISIONS_PAGE_PATH}#${reference}`,
      });
    }
    await enqueueEmails(tx, messages, smtp);
    await recordNotifications(tx, notices);
    return report.professionalId;
  });
  await professionalsChanged(
    deps.db,
    [professionalId],
    now,
    input.decision === 'suspend-profile' ? { everySearch: true } : {},
  );
}

/** The decisions taken on reports about this professional's profile and reviews, newest first. */
export async function decisionsAbout(
  db: TDatabase,
  professionalId: number,
): Promise<TModerationDecisionAboutMe[]> {
  const rows = await db
    .select()
    .from(contentReports)
    .where(and(eq(contentReports.professionalId, professionalId), eq(contentReports.status, 'decided')))
    .orderBy(desc(contentReports.decidedAt), desc(contentReports.id))
    .limit(200);
  return rows.flatMap((row) =>
    row.decision && row.decisionReasons && row.decidedAt
      ? [
          {
            reference: contentReportReference(row.id),
            targetKind: row.targetKind,
            reason: CONTENT_REPORT_REASONS[row.reason as TContentReportReason] ?? row.reason,
            decision: CONTENT_REPORT_DECISIONS[row.decision],
            reasons: row.decisionReasons,
            decidedAt: row.decidedAt.toISOString(),
            relisting:
              row.relistedAt && row.relistReasons
                ? { reasons: row.relistReasons, relistedAt: row.relistedAt.toISOString() }
                : null,
          },
        ]
      : [],
  );
}

/** The suspension decisions of a professional not lifted yet. */
function openSuspensions(professionalIds: number[]) {
  return and(
    inArray(contentReports.professionalId, professionalIds),
    eq(contentReports.decision, 'suspend-profile'),
    isNull(contentReports.relistedAt),
  );
}

/**
 * « Fiches suspendues » on /admin: the profiles suspended on a report, the oldest suspension first, with the
 * decisions' reasons, the professional's unanswered complaints, and any other rule that keeps them out.
 */
export async function suspendedProfiles(db: TDatabase): Promise<TSuspendedProfile[]> {
  const rows = await db
    .select({
      id: professionals.id,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
      professionalType: professionals.professionalType,
      suspendedAt: professionals.suspendedAt,
      delistedAt: professionals.delistedAt,
      delistedReason: professionals.delistedReason,
    })
    .from(professionals)
    .where(isNotNull(professionals.suspendedAt))
    .orderBy(asc(professionals.suspendedAt), asc(professionals.id))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const decisions = await db
    .select()
    .from(contentReports)
    .where(openSuspensions(ids))
    .orderBy(asc(contentReports.decidedAt), asc(contentReports.id));
  const open = await db
    .select()
    .from(complaints)
    .where(and(inArray(complaints.professionalId, ids), ne(complaints.status, 'answered')))
    .orderBy(asc(complaints.createdAt), asc(complaints.id));
  return rows.map((row) => ({
    professionalId: row.id,
    professionalName: professionalDisplayName(row.firstName, row.lastName),
    profession: professionalTypeLabel(row.professionalType),
    suspendedAt: (row.suspendedAt ?? new Date(0)).toISOString(),
    decisions: decisions
      .filter((decision) => decision.professionalId === row.id)
      .map((decision) => ({
        reference: contentReportReference(decision.id),
        reasons: decision.decisionReasons ?? '',
        decidedAt: (decision.decidedAt ?? decision.createdAt).toISOString(),
      })),
    openComplaints: open
      .filter((complaint) => complaint.professionalId === row.id)
      .map((complaint) => ({
        id: complaint.id,
        reference: complaintReference(complaint.id),
        subject: COMPLAINT_SUBJECTS[complaint.subject],
        suspension: complaint.subject === 'suspension',
      })),
    otherDelisting: row.delistedAt ? (row.delistedReason ?? 'inactivity') : null,
  }));
}

/**
 * « Rétablir la fiche »: an administrator lifts a suspension with reasons. In one transaction: the suspension
 * only (a delisting for inactivity or by the official directory stays), the reasons on each suspension decision
 * it lifts (shown beside them in « Réclamations »), the answer to the professional's unanswered « suspension »
 * complaints when asked, the professional's bell and an e-mail without the reasons. Unknown profile → 404;
 * a profile not suspended → 409.
 */
export async function relistSuspendedProfile(
  deps: TAppDeps,
  professionalId: number,
  adminId: string,
  input: { reasons: string; answerComplaints: boolean },
): Promise<{ listed: boolean; answeredComplaints: string[] }> {
  const now = deps.clock.now();
  const smtp = Boolean(deps.config.smtpUrl);
  const result = await deps.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: professionals.id, userId: professionals.userId })
      .from(professionals)
      .where(eq(professionals.id, professionalId))
      .for('update');
    if (!profile) throw new AppError('NOT_FOUND', { message: PROFESSIONAL_NOT_FOUND });
    if (!(await liftProfessionalSuspension(tx, professionalId)))
      throw new AppError('INVALID_STATE', { message: 'Ce profil n’est pas suspendu.' });
    const lifted = await tx
      .update(contentReports)
      .set({ relistedAt: now, relistedBy: adminId, relistReasons: input.reasons })
      .where(openSuspensions([professionalId]))
      .returning({ id: contentReports.id });
    const references = lifted.map((row) => contentReportReference(row.id));
    const toAnswer = complaintsAnsweredByRelisting(
      await tx
        .select({ id: complaints.id, subject: complaints.subject, status: complaints.status })
        .from(complaints)
        .where(eq(complaints.professionalId, professionalId)),
      input.answerComplaints,
    );
    const answered: string[] = [];
    for (const id of toAnswer) {
      answered.push((await answerComplaintIn(deps, tx, id, adminId, input.reasons)).reference);
    }
    const [after] = await tx
      .select({ isPublic: professionals.isPublic })
      .from(professionals)
      .where(eq(professionals.id, professionalId));
    const [owner] = profile.userId
      ? await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName })
          .from(users)
          .where(eq(users.id, profile.userId))
      : [];
    if (owner) {
      const anchor = references[0] ? `#${references[0]}` : '';
      await recordNotifications(tx, [
        {
          userId: owner.id,
          kind: 'content_report_decided',
          title: 'Suspension de votre profil levée',
          body: PROFILE_RELISTED_LABEL,
          link: `${DECISIONS_PAGE_PATH}${anchor}`,
        },
      ]);
      await enqueueEmails(
        tx,
        [
          professionalRelistedEmail(owner, {
            publicUrl: deps.config.publicUrl,
            references,
            listed: after?.isPublic === true,
          }),
        ],
        smtp,
      );
    }
    return { listed: after?.isPublic === true, answeredComplaints: answered };
  });
  await professionalsChanged(deps.db, [professionalId], now, { everySearch: true });
  return result;
}
