import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  OFFICIAL_DIRECTORY_LABELS,
  SOURCE_OF_PROFESSION,
  type TOfficialDirectorySource,
} from '#domain/identity/official-directories/directory-formats.ts';
import {
  ANSWER_DAYS,
  delistDeadline,
  delistIsDue,
  recheckMonth,
} from '#domain/identity/official-directories/recheck-policy.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import type { TTransaction } from '#server/db/database.ts';
import {
  directoryVerifications,
  officialDirectoryRechecks,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { enqueueEmail, enqueueEmails } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { lastImports, matchIdentities } from './directory-matches';

type TDeps = Pick<TAppDeps, 'db' | 'config'>;

const dayFormat = frenchDateFormat({ dateStyle: 'long', timeZone: 'Europe/Paris' });
const LEGACY_NOTE = 'Validé avant la comparaison avec les annuaires officiels.';
/** Profiles delisted per run: a large backlog goes over a few hours. */
const DELIST_BATCH = 100;

export type TDirectoryRecheckResult = {
  month: string | null;
  checked: number;
  flagged: number;
  delisted: number;
};

/**
 * The monthly re-check of validated professionals against their directories (issue 29 §1, ADR 0071), then the
 * delisting of those whose notice went unanswered for 30 days. Safe on several instances: the month is claimed
 * by inserting its row in the transaction that does the check (a second instance waits, then finds it taken),
 * and each delisting is a conditional update of a row locked with SKIP LOCKED.
 */
export async function runDirectoryRecheck(deps: TDeps, now: Date): Promise<TDirectoryRecheckResult> {
  const monthly = await recheckThisMonth(deps, now);
  const delisted = await delistUnanswered(deps, now);
  // Every ranking forgotten, not only the answers showing them: a cached ranking would list them for 30 s more.
  if (delisted.length) await professionalsChanged(deps.db, delisted, now, { everySearch: true });
  return { ...monthly, delisted: delisted.length };
}

async function recheckThisMonth(
  deps: TDeps,
  now: Date,
): Promise<{ month: string | null; checked: number; flagged: number }> {
  const month = recheckMonth(now);
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(officialDirectoryRechecks)
      .values({ month, ranAt: now })
      .onConflictDoNothing()
      .returning({ month: officialDirectoryRechecks.month });
    if (claimed.length === 0) return { month: null, checked: 0, flagged: 0 };
    const imported = await lastImports(tx);
    if (imported.size === 0) return { month, checked: 0, flagged: 0 };
    const rows = (
      await tx
        .select({ verification: directoryVerifications, professional: professionals, user: users })
        .from(professionals)
        .innerJoin(users, eq(users.id, professionals.userId))
        .leftJoin(directoryVerifications, eq(directoryVerifications.professionalId, professionals.id))
        .where(and(eq(professionals.verificationStatus, 'verified'), isNull(directoryVerifications.leftAt)))
    ).filter(({ professional }) => imported.has(SOURCE_OF_PROFESSION[professional.professionalType]));
    const matches = await matchIdentities(
      tx,
      rows.map(({ professional, user }) => ({
        professionalType: professional.professionalType,
        firstName: user.firstName,
        lastName: user.lastName,
        barAssociation: professional.barAssociation,
        barNumber: professional.barNumber,
      })),
    );
    const flagged: { user: typeof users.$inferSelect; source: TOfficialDirectorySource }[] = [];
    for (const [index, { verification, professional, user }] of rows.entries()) {
      const match = matches[index]?.match ?? { state: 'unavailable' as const };
      const line = match.state === 'found' || match.state === 'differences' ? match.entry.entryKey : null;
      const source = SOURCE_OF_PROFESSION[professional.professionalType];
      if (!verification) {
        // Validated before the comparison existed: recorded now, with the line found, and checked from next month.
        await tx.insert(directoryVerifications).values({
          professionalId: professional.id,
          source,
          entryKey: line,
          stateAtValidation: match.state,
          note: LEGACY_NOTE,
          validatedAt: professional.reviewedAt ?? now,
          checkedAt: now,
        });
        continue;
      }
      // Gone: they had a line (at validation or at a re-check) and nothing of theirs is in the directory now.
      // Never found: validated on the administrator's note; nothing has changed for them.
      const gone = line === null && verification.entryKey !== null;
      await tx
        .update(directoryVerifications)
        .set({
          checkedAt: now,
          source,
          ...(line ? { entryKey: line } : {}),
          ...(gone ? { leftAt: now } : {}),
        })
        .where(eq(directoryVerifications.professionalId, verification.professionalId));
      if (gone) flagged.push({ user, source });
    }
    for (const { user, source } of flagged) await noticeToProfessional(deps, tx, user, source, imported, now);
    if (flagged.length) await noticeToAdministrators(deps, tx, flagged.length);
    await tx
      .update(officialDirectoryRechecks)
      .set({ checked: rows.length, flagged: flagged.length })
      .where(eq(officialDirectoryRechecks.month, month));
    return { month, checked: rows.length, flagged: flagged.length };
  });
}

async function noticeToProfessional(
  deps: TDeps,
  tx: TTransaction,
  user: typeof users.$inferSelect,
  source: TOfficialDirectorySource,
  imported: Map<TOfficialDirectorySource, Date>,
  now: Date,
): Promise<void> {
  const importedAt = imported.get(source);
  await enqueueEmail(
    tx,
    composeEmail(
      user,
      'Votre inscription n’a pas été retrouvée dans l’annuaire officiel',
      [
        `Lors de notre contrôle mensuel, nous n’avons plus trouvé votre inscription dans l’${OFFICIAL_DIRECTORY_LABELS[source].charAt(0).toLowerCase()}${OFFICIAL_DIRECTORY_LABELS[source].slice(1)}${importedAt ? `, dans sa version importée le ${dayFormat.format(importedAt)}` : ''}.`,
        `Si vous exercez toujours (changement de barreau ou de chambre, nouveau numéro, erreur de l’annuaire…), répondez-nous depuis votre espace professionnel avant le ${dayFormat.format(delistDeadline(now))}.`,
        `Sans réponse dans les ${ANSWER_DAYS} jours, votre profil ne sera plus référencé sur JurisRDV. Votre compte et vos données restent accessibles.`,
      ],
      { label: 'Répondre depuis mon espace', url: `${deps.config.publicUrl}/pro/dashboard` },
    ),
    Boolean(deps.config.smtpUrl),
  );
}

async function noticeToAdministrators(deps: TDeps, tx: TTransaction, flagged: number): Promise<void> {
  const admins = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.role, 'admin'));
  const subject =
    flagged === 1
      ? 'Un professionnel validé ne figure plus dans son annuaire officiel'
      : `${flagged} professionnels validés ne figurent plus dans leur annuaire officiel`;
  await enqueueEmails(
    tx,
    admins.map((admin) =>
      composeEmail(
        admin,
        subject,
        [
          flagged === 1
            ? 'Le contrôle mensuel n’a plus trouvé un professionnel validé dans l’annuaire officiel de sa profession. Il a été prévenu par e-mail.'
            : `Le contrôle mensuel n’a plus trouvé ${flagged} professionnels validés dans l’annuaire officiel de leur profession. Ils ont été prévenus par e-mail.`,
          `Sans réponse dans les ${ANSWER_DAYS} jours, leur profil ne sera plus référencé. Le détail est dans votre espace d’administration.`,
        ],
        { label: 'Voir les inscriptions', url: `${deps.config.publicUrl}/admin` },
      ),
    ),
    Boolean(deps.config.smtpUrl),
  );
}

/** Takes out of the directory the profiles whose notice went unanswered for 30 days; returns their ids. */
async function delistUnanswered(deps: TDeps, now: Date): Promise<number[]> {
  // 29 days in SQL, the exact Paris deadline in code (delistIsDue): PostgreSQL's day arithmetic follows the
  // session's time zone, not Paris.
  const roughly = new Date(now.getTime() - (ANSWER_DAYS - 1) * 86_400_000);
  const candidates = await deps.db
    .select({ id: directoryVerifications.professionalId, leftAt: directoryVerifications.leftAt })
    .from(directoryVerifications)
    .where(
      and(
        isNotNull(directoryVerifications.leftAt),
        isNull(directoryVerifications.answeredAt),
        isNull(directoryVerifications.delistedAt),
        lte(directoryVerifications.leftAt, roughly),
      ),
    )
    .limit(DELIST_BATCH);
  const delisted: number[] = [];
  for (const candidate of candidates) {
    if (!candidate.leftAt || !delistIsDue({ leftAt: candidate.leftAt, answeredAt: null }, now)) continue;
    const done = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ verification: directoryVerifications })
        .from(directoryVerifications)
        .where(
          and(
            eq(directoryVerifications.professionalId, candidate.id),
            isNotNull(directoryVerifications.leftAt),
            isNull(directoryVerifications.answeredAt),
            isNull(directoryVerifications.delistedAt),
          ),
        )
        .for('update', { skipLocked: true });
      if (!row) return false;
      await tx
        .update(directoryVerifications)
        .set({ delistedAt: now })
        .where(eq(directoryVerifications.professionalId, candidate.id));
      const [professional] = await tx
        .update(professionals)
        .set({
          delistedAt: sql`coalesce(${professionals.delistedAt}, ${now.toISOString()}::timestamptz)`,
          delistedReason: 'official-directory',
        })
        .where(eq(professionals.id, candidate.id))
        .returning({ userId: professionals.userId });
      const [user] = professional?.userId
        ? await tx.select().from(users).where(eq(users.id, professional.userId))
        : [];
      if (user) {
        await enqueueEmail(
          tx,
          composeEmail(
            user,
            'Votre profil n’est plus référencé sur JurisRDV',
            [
              `Votre inscription ne figure plus dans l’${OFFICIAL_DIRECTORY_LABELS[row.verification.source].charAt(0).toLowerCase()}${OFFICIAL_DIRECTORY_LABELS[row.verification.source].slice(1)} et nous n’avons pas reçu de réponse dans les ${ANSWER_DAYS} jours\u00a0: votre profil n’apparaît plus dans la recherche et ne peut plus être réservé.`,
              'Votre compte, vos rendez-vous et vos dossiers restent accessibles. Si vous exercez toujours, répondez-nous depuis votre espace professionnel\u00a0: votre profil sera de nouveau référencé après vérification.',
            ],
            { label: 'Répondre depuis mon espace', url: `${deps.config.publicUrl}/pro/dashboard` },
          ),
          Boolean(deps.config.smtpUrl),
        );
      }
      return true;
    });
    if (done) delisted.push(candidate.id);
  }
  return delisted;
}

/** Looks every hour whether this month's re-check is done and whether a delisting is due. */
export function startDirectoryRecheck(deps: Pick<TAppDeps, 'db' | 'config' | 'clock'>): TRecurringJob {
  return startRecurringJob('directory-recheck', () => runDirectoryRecheck(deps, deps.clock.now()), {
    intervalMs: 60 * 60_000,
    firstRunAfterMs: 90_000,
    db: deps.db,
  });
}
