import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  journalLabel,
  type TAccessJournalAction,
  type TAccessJournalSubject,
} from '#domain/identity/access-journal/access-journal-vocabulary.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { requireWorkspaceAccess } from '../workspace-access/pro-context';

/** One line of the access journal: what was read or changed, in whose records. */
export type TAccessJournalEntry = {
  /** The professional whose records these are (a case's responsible lawyer, an appointment's lawyer). */
  professionalId: number;
  caseId?: number | null;
  subject: TAccessJournalSubject;
  subjectId: string | number;
  action: TAccessJournalAction;
  /** What was touched, in French, without the matter's content. */
  label: string;
};

/** Who acted, from where: the signed-in account (a lawyer, or a firm's staff member) and its address. */
export type TJournalActor = { userId: string; ip: string | null };

export function journalActorOf(request: FastifyRequest, userId: string): TJournalActor {
  return { userId, ip: request.ip ?? null };
}

/**
 * Appends lines to the access journal in one statement, in the caller's transaction when it has one (a
 * change and its line land together). The firm is the professional's at the time, the actor's name is
 * frozen from their account.
 */
export async function recordAccess(
  db: TDatabaseOrTransaction,
  actor: TJournalActor,
  entries: TAccessJournalEntry | readonly TAccessJournalEntry[],
): Promise<void> {
  const lines = Array.isArray(entries) ? entries : [entries as TAccessJournalEntry];
  if (lines.length === 0) return;
  const rows = sql.join(
    lines.map(
      (line) =>
        sql`(${line.professionalId}::int, ${line.caseId ?? null}::bigint, ${line.subject}, ${String(line.subjectId)}, ${line.action}, ${journalLabel(line.label)})`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into access_journal
      (firm_id, professional_id, case_id, actor_user_id, actor_name, subject, subject_id, action, label, ip)
    select
      (select fm.firm_id from firm_members fm join professionals p on p.user_id = fm.user_id
        where p.id = line.professional_id),
      line.professional_id, line.case_id, actor.id, actor.first_name || ' ' || actor.last_name,
      line.subject, line.subject_id, line.action, line.label, ${actor.ip}
    from (values ${rows}) as line(professional_id, case_id, subject, subject_id, action, label)
    cross join (select id, first_name, last_name from users where id = ${actor.userId}) as actor`);
}

/** The signed-in account of a workspace request, and its address: who acted, even for another lawyer. */
export async function workspaceJournalActor(deps: TAppDeps, request: FastifyRequest): Promise<TJournalActor> {
  const { account } = await requireWorkspaceAccess(deps, request);
  return journalActorOf(request, account.id);
}
