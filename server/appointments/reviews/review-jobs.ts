import { and, eq, sql } from 'drizzle-orm';
import { reviewPrior } from '#domain/directory/reviews/review-ranking.ts';
import { RETENTION, retentionCutoff } from '#domain/identity/privacy/retention-policy.ts';
import type { TDatabase } from '#server/db/database.ts';
import { professionalListings, professionals, reviewRankingPrior, reviews } from '#server/db/schema/index.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import type { TClock } from '#server/platform/config.ts';

const HOUR_MS = 3_600_000;
/** Reviews deleted per statement: an old database catches up in short steps, never in one long lock. */
const PURGE_BATCH = 1000;

export type TReviewJobsResult = { purged: number; priorChanged: boolean; listingsRescored: number };

/**
 * Published reviews leave RETENTION.publishedReviews after their publication, refused ones
 * RETENTION.refusedReviews after the decision (the « Comment fonctionnent les avis » page says so); the
 * professionals' averages follow by trigger (migration 0045).
 */
export async function purgeExpiredReviews(db: TDatabase, now: Date): Promise<number[]> {
  const published = retentionCutoff(now, RETENTION.publishedReviews).toISOString();
  const refused = retentionCutoff(now, RETENTION.refusedReviews).toISOString();
  const changed = new Set<number>();
  for (;;) {
    const deleted = await db.execute(sql`
      delete from ${reviews} where ${reviews.id} in (
        select ${reviews.id} from ${reviews}
        where (${reviews.status} = 'published' and ${reviews.publishedAt} < ${published}::timestamptz)
           or (${reviews.status} = 'refused' and ${reviews.decidedAt} < ${refused}::timestamptz)
        limit ${PURGE_BATCH})
      returning ${reviews.professionalId} as professional_id, ${reviews.status} as status`);
    const rows = (deleted as unknown as { rows: { professional_id: number; status: string }[] }).rows;
    for (const row of rows) if (row.status === 'published') changed.add(Number(row.professional_id));
    if (rows.length < PURGE_BATCH) break;
  }
  return [...changed];
}

/**
 * The ranking's prior from the platform's published reviews; when its mean moves, every listing is scored
 * again (`review_ranking_score`, migration 0045), only those whose score changes being written.
 */
export async function refreshReviewPrior(
  db: TDatabase,
  now: Date,
): Promise<{ changed: boolean; rescored: number }> {
  const [platform] = await db
    .select({
      count: sql<number>`count(*)::int`,
      mean: sql<number | null>`avg(${reviews.rating})::double precision`,
    })
    .from(reviews)
    .where(eq(reviews.status, 'published'));
  const prior = reviewPrior({ count: platform?.count ?? 0, mean: platform?.mean ?? null });
  const updated = await db
    .insert(reviewRankingPrior)
    .values({
      id: 1,
      mean: prior.mean,
      weight: prior.weight,
      reviewCount: platform?.count ?? 0,
      computedAt: now,
    })
    .onConflictDoUpdate({
      target: reviewRankingPrior.id,
      set: { mean: prior.mean, weight: prior.weight, reviewCount: platform?.count ?? 0, computedAt: now },
      setWhere: sql`(${reviewRankingPrior.mean}, ${reviewRankingPrior.weight}) is distinct from (${prior.mean}::double precision, ${prior.weight}::int)`,
    })
    .returning({ id: reviewRankingPrior.id });
  if (updated.length === 0) return { changed: false, rescored: 0 };
  const rescored = await db
    .update(professionalListings)
    .set({ rating: sql`review_ranking_score(${professionals.ratingAverage}, ${professionals.reviewCount})` })
    .from(professionals)
    .where(
      and(
        eq(professionals.id, professionalListings.professionalId),
        sql`${professionalListings.rating} is distinct from review_ranking_score(${professionals.ratingAverage}, ${professionals.reviewCount})`,
      ),
    )
    .returning({ id: professionalListings.professionalId });
  return { changed: true, rescored: rescored.length };
}

/** One run of the reviews job: the retention purge, then the ranking's prior. */
export async function runReviewJobs(db: TDatabase, now: Date): Promise<TReviewJobsResult> {
  const purged = await purgeExpiredReviews(db, now);
  if (purged.length > 0) await professionalsChanged(db, purged, now);
  const prior = await refreshReviewPrior(db, now);
  // A new prior reorders searches: every cached ranking goes.
  if (prior.changed) await professionalsChanged(db, [], now, { everySearch: true });
  return { purged: purged.length, priorChanged: prior.changed, listingsRescored: prior.rescored };
}

/** Every hour (and a minute after start), like the other purges. */
export function startReviewJobs(db: TDatabase, clock: TClock, intervalMs = HOUR_MS): TRecurringJob {
  return startRecurringJob('reviews', () => runReviewJobs(db, clock.now()), {
    intervalMs,
    firstRunAfterMs: 60_000,
    db,
  });
}
