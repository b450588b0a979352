import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { FIRM_ROLE_LABELS } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  CASE_ACCESS_LABELS,
  CASE_MEMBER_NOT_FOUND,
  type TCaseAccessPerson,
  type TCaseAccessResponse,
  ZCaseAccessParams,
  ZCaseAccessRequest,
  ZCaseAccessResponse,
  ZFirmCasesResponse,
} from '#domain/practice/case-access/case-access-schemas.ts';
import { caseJournalLabel } from '#domain/practice/cases/case-journal-label.ts';
import { ZCaseIdParams } from '#domain/practice/cases/case-schemas.ts';
import type { TDatabase } from '#server/db/database.ts';
import { caseAccess, cases, firmMembers, professionals, users } from '#server/db/schema/index.ts';
import { requireFirmPermission } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { journalCase } from './case-journal';
import { notifyCaseShared } from './case-shared-notice';
import {
  CASE_ACCESS_OWNER_ONLY,
  findVisibleCase,
  requireCaseViewer,
  type TCaseViewer,
  type TVisibleCase,
} from './case-viewer';

export const ACCESS_SELF_MESSAGE =
  'Vous êtes l’avocat responsable de ce dossier\u00a0: vous y avez déjà accès.';
export const ACCESS_ACCOUNTANT_MESSAGE = `Un(e) ${FIRM_ROLE_LABELS.accountant.toLowerCase()} n’a jamais accès au contenu des dossiers.`;

export const FIRM_CASES_REFUSED = 'Seuls les associés voient la liste des dossiers du cabinet.';

const SHAREABLE_ROLES = ['associate', 'collaborator', 'assistant'] as const;

/** The firm of the case's lawyer, by its profile. */
function caseFirmId(professionalId: number) {
  return sql`(select lawyer_membership.firm_id from firm_members lawyer_membership
    join professionals lawyer on lawyer.user_id = lawyer_membership.user_id where lawyer.id = ${professionalId})`;
}

function personOf(row: {
  userId: string;
  role: TCaseAccessPerson['role'] | 'accountant';
  firstName: string;
  lastName: string;
  professionalId: number | null;
}): TCaseAccessPerson {
  return {
    userId: row.userId,
    name:
      row.professionalId === null
        ? `${row.firstName} ${row.lastName}`
        : professionalDisplayName(row.firstName, row.lastName),
    role: row.role === 'accountant' ? 'assistant' : row.role,
  };
}

const personColumns = {
  userId: firmMembers.userId,
  role: firmMembers.role,
  firstName: users.firstName,
  lastName: users.lastName,
  professionalId: professionals.id,
};

async function readCaseAccess(
  db: TDatabase,
  found: TVisibleCase,
  responsibleLawyer: string,
): Promise<TCaseAccessResponse> {
  const members = await db
    .select({ ...personColumns, access: caseAccess.access, grantedAt: caseAccess.grantedAt })
    .from(caseAccess)
    .innerJoin(firmMembers, eq(firmMembers.userId, caseAccess.userId))
    .innerJoin(users, eq(users.id, caseAccess.userId))
    .leftJoin(professionals, eq(professionals.userId, caseAccess.userId))
    .where(
      and(
        eq(caseAccess.caseId, found.row.id),
        sql`${firmMembers.firmId} = ${caseFirmId(found.row.professionalId)}`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(caseAccess.userId));
  const manageable = found.access === 'own';
  const candidates = manageable
    ? await db
        .select(personColumns)
        .from(firmMembers)
        .innerJoin(users, eq(users.id, firmMembers.userId))
        .leftJoin(professionals, eq(professionals.userId, firmMembers.userId))
        .where(
          and(
            sql`${firmMembers.firmId} = ${caseFirmId(found.row.professionalId)}`,
            inArray(firmMembers.role, [...SHAREABLE_ROLES]),
            sql`${firmMembers.userId} is distinct from (select user_id from professionals where id = ${found.row.professionalId})`,
            notExists(
              db
                .select({ one: sql`1` })
                .from(caseAccess)
                .where(and(eq(caseAccess.caseId, found.row.id), eq(caseAccess.userId, firmMembers.userId))),
            ),
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(firmMembers.userId))
    : [];
  return {
    responsibleLawyer,
    manageable,
    members: members.map((member) => ({
      ...personOf(member),
      access: member.access,
      grantedAt: member.grantedAt.toISOString(),
    })),
    candidates: candidates.map(personOf),
  };
}

/** The case, for its responsible lawyer alone: 404 for who may not open it, 403 for those on its list. */
async function findManagedCase(db: TDatabase, viewer: TCaseViewer, caseId: number): Promise<TVisibleCase> {
  const found = await findVisibleCase(db, viewer, caseId);
  if (found.access !== 'own') throw new AppError('FORBIDDEN', { message: CASE_ACCESS_OWNER_ONLY });
  return found;
}

/** A member of the case's firm who may be on its list: never oneself, an accountant, or another firm's. */
async function findShareableMember(
  db: TDatabase,
  found: TVisibleCase,
  viewer: TCaseViewer,
  userId: string,
): Promise<TCaseAccessPerson> {
  const [member] = await db
    .select(personColumns)
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .leftJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(
      and(
        eq(firmMembers.userId, userId),
        sql`${firmMembers.firmId} = ${caseFirmId(found.row.professionalId)}`,
      ),
    );
  // Another firm's member, or nobody: not found, nothing says which.
  if (!member) throw new AppError('NOT_FOUND', { message: CASE_MEMBER_NOT_FOUND });
  if (member.userId === viewer.userId) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { userId: ACCESS_SELF_MESSAGE } });
  }
  if (member.role === 'accountant') {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { userId: ACCESS_ACCOUNTANT_MESSAGE } });
  }
  return personOf(member);
}

/**
 * « Accès au dossier » (issue 27 §2, ADR 0059): who besides its responsible lawyer may read or change a case.
 * Everyone who may open the case sees the list; only the responsible lawyer changes it, each change journaled
 * (`case_access`, share / unshare) in its transaction; a member added is told (issue 27 §3).
 */
export function registerCaseAccessRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lawyerName = async (professionalId: number) => {
    const [lawyer] = await deps.db
      .select({ firstName: professionals.firstName, lastName: professionals.lastName })
      .from(professionals)
      .where(eq(professionals.id, professionalId));
    return lawyer ? professionalDisplayName(lawyer.firstName, lawyer.lastName) : '';
  };
  const answer = async (found: TVisibleCase) =>
    readCaseAccess(deps.db, found, await lawyerName(found.row.professionalId));

  api.get('/api/pro/firm/cases', { schema: { response: { 200: ZFirmCasesResponse } } }, async (request) => {
    const viewer = await requireCaseViewer(deps, request);
    const { membership } = await requireFirmPermission(deps, request, 'cases.list-firm', FIRM_CASES_REFUSED);
    // Titles, statuses and lawyers only: the list opens nothing, and is not journaled.
    const rows = await deps.db
      .select({
        id: cases.id,
        title: cases.title,
        status: cases.status,
        professionalId: cases.professionalId,
        firstName: professionals.firstName,
        lastName: professionals.lastName,
        shared: caseAccess.access,
      })
      .from(cases)
      .innerJoin(professionals, eq(professionals.id, cases.professionalId))
      .innerJoin(firmMembers, eq(firmMembers.userId, professionals.userId))
      .leftJoin(caseAccess, and(eq(caseAccess.caseId, cases.id), eq(caseAccess.userId, viewer.userId)))
      .where(eq(firmMembers.firmId, membership.firmId))
      .orderBy(
        asc(professionals.lastName),
        asc(professionals.firstName),
        desc(cases.updatedAt),
        desc(cases.id),
      );
    return {
      cases: rows.map((row) => ({
        id: row.id,
        title: row.title,
        status: row.status,
        responsibleLawyer: professionalDisplayName(row.firstName, row.lastName),
        access: row.professionalId === viewer.professional?.id ? ('own' as const) : row.shared,
      })),
    };
  });

  api.get(
    '/api/pro/cases/:id/access',
    { schema: { params: ZCaseIdParams, response: { 200: ZCaseAccessResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      return answer(await findVisibleCase(deps.db, viewer, request.params.id));
    },
  );

  api.put(
    '/api/pro/cases/:id/access',
    { schema: { params: ZCaseIdParams, body: ZCaseAccessRequest, response: { 200: ZCaseAccessResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findManagedCase(deps.db, viewer, request.params.id);
      const member = await findShareableMember(deps.db, found, viewer, request.body.userId);
      const { access } = request.body;
      const lawyer = await lawyerName(found.row.professionalId);
      await deps.db.transaction(async (tx) => {
        const [written] = await tx
          .insert(caseAccess)
          .values({
            caseId: found.row.id,
            userId: member.userId,
            access,
            grantedByUserId: viewer.userId,
            grantedAt: deps.clock.now(),
          })
          .onConflictDoUpdate({
            target: [caseAccess.caseId, caseAccess.userId],
            set: { access, grantedByUserId: viewer.userId, grantedAt: deps.clock.now() },
          })
          // A row the statement inserted has no xmax; one it updated (a right changed) has: only the member
          // just added is told, once, even when two requests add them at the same moment.
          .returning({ added: sql<boolean>`(xmax = 0)` });
        await journalCase(tx, request, viewer, found, {
          subject: 'case_access',
          subjectId: member.userId,
          action: 'share',
          label: caseJournalLabel(found.row.title, `${member.name} (${CASE_ACCESS_LABELS[access]})`),
        });
        if (written?.added) {
          await notifyCaseShared(tx, deps, { caseId: found.row.id, userId: member.userId, lawyer, access });
        }
      });
      return answer(found);
    },
  );

  api.delete(
    '/api/pro/cases/:id/access/:userId',
    { schema: { params: ZCaseAccessParams, response: { 200: ZCaseAccessResponse } } },
    async (request) => {
      const viewer = await requireCaseViewer(deps, request);
      const found = await findManagedCase(deps.db, viewer, request.params.id);
      await deps.db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(caseAccess)
          .where(and(eq(caseAccess.caseId, found.row.id), eq(caseAccess.userId, request.params.userId)))
          .returning({ userId: caseAccess.userId });
        if (!removed) throw new AppError('NOT_FOUND', { message: CASE_MEMBER_NOT_FOUND });
        const [person] = await tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, removed.userId));
        await journalCase(tx, request, viewer, found, {
          subject: 'case_access',
          subjectId: removed.userId,
          action: 'unshare',
          label: caseJournalLabel(
            found.row.title,
            `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim(),
          ),
        });
      });
      return answer(found);
    },
  );
}
