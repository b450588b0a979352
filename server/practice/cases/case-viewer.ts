import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TCaseAccessRight } from '#domain/practice/case-access/case-access-rights.ts';
import type {
  TCaseSummary,
  TCaseViewerAccess,
  TSharedCaseSummary,
} from '#domain/practice/cases/case-schemas.ts';
import type { TDatabase } from '#server/db/database.ts';
import { caseAccess, cases, professionals } from '#server/db/schema/index.ts';
import { requireWorkspaceAccess } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';

export const CASE_NOT_FOUND = 'Dossier introuvable.';
export const CASE_READ_ONLY =
  'Ce dossier vous est partagé en lecture seule\u00a0: demandez à son avocat responsable de vous donner le droit de le modifier.';
export const CASE_ACCESS_OWNER_ONLY = 'Seul l’avocat responsable du dossier gère sa liste d’accès.';

type TCaseRow = typeof cases.$inferSelect;
type TProfessionalRow = typeof professionals.$inferSelect;

/**
 * Who looks at a case (issue 27 §2, ADR 0059): the signed-in account, and their own profile (a lawyer's; null
 * for an assistant). Never the lawyer a staff session works for: cases are opened in one's own name.
 */
export type TCaseViewer = { userId: string; professional: TProfessionalRow | null };

export async function requireCaseViewer(deps: TAppDeps, request: FastifyRequest): Promise<TCaseViewer> {
  const access = await requireWorkspaceAccess(deps, request);
  return { userId: access.account.id, professional: access.staff ? null : access.professional };
}

/**
 * The viewer's entry on a case's access list, if they are still a member of the case's lawyer's firm and not
 * an accountant: removing a member deletes their rows, this is the second guard.
 */
export function onListOf(viewerUserId: string): SQL {
  return sql`${caseAccess.userId} = ${viewerUserId} and exists (
    select 1 from firm_members viewer_membership
    join firm_members lawyer_membership on lawyer_membership.firm_id = viewer_membership.firm_id
    join professionals lawyer on lawyer.user_id = lawyer_membership.user_id
    where viewer_membership.user_id = ${viewerUserId} and viewer_membership.role <> 'accountant'
      and lawyer.id = ${cases.professionalId})`;
}

/** The cases the viewer may open: their own, and those on whose list they are (with the join below). */
export function visibleCases(viewer: TCaseViewer): SQL {
  const shared = sql`${caseAccess.userId} is not null`;
  return viewer.professional
    ? (or(eq(cases.professionalId, viewer.professional.id), shared) ?? shared)
    : shared;
}

export type TVisibleCase = { row: TCaseRow; access: TCaseViewerAccess };

/**
 * A case as the viewer may see it, in one query: theirs ('own'), shared with them ('read' or 'edit'), or not
 * found, with the same 404 whatever the reason (another firm's, not on its list, unknown).
 */
export async function findVisibleCase(
  db: TDatabase,
  viewer: TCaseViewer,
  caseId: number,
): Promise<TVisibleCase> {
  const [found] = await db
    .select({ row: cases, shared: caseAccess.access })
    .from(cases)
    .leftJoin(caseAccess, and(eq(caseAccess.caseId, cases.id), onListOf(viewer.userId)))
    .where(and(eq(cases.id, caseId), visibleCases(viewer)));
  if (!found) throw new AppError('NOT_FOUND', { message: CASE_NOT_FOUND });
  const own = viewer.professional !== null && found.row.professionalId === viewer.professional.id;
  return { row: found.row, access: own ? 'own' : (found.shared ?? 'read') };
}

/** A case the viewer may change: 403 for those who may only read it. */
export async function findChangeableCase(
  db: TDatabase,
  viewer: TCaseViewer,
  caseId: number,
): Promise<TVisibleCase> {
  const found = await findVisibleCase(db, viewer, caseId);
  if (found.access === 'read') throw new AppError('FORBIDDEN', { message: CASE_READ_ONLY });
  return found;
}

/** The case's responsible lawyer: the viewer's own profile, or the colleague's. */
export async function responsibleLawyerOf(
  db: TDatabase,
  viewer: TCaseViewer,
  row: TCaseRow,
): Promise<TProfessionalRow> {
  if (viewer.professional?.id === row.professionalId) return viewer.professional;
  const [lawyer] = await db.select().from(professionals).where(eq(professionals.id, row.professionalId));
  if (!lawyer) throw new AppError('NOT_FOUND', { message: CASE_NOT_FOUND });
  return lawyer;
}

/** « Partagés avec moi »: the colleagues' cases on the viewer's access list, with their lawyer and the right. */
export async function listSharedCases(
  db: TDatabase,
  viewer: TCaseViewer,
  toSummary: (row: TCaseRow) => TCaseSummary,
): Promise<TSharedCaseSummary[]> {
  const rows = await db
    .select({
      row: cases,
      access: caseAccess.access,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
    })
    .from(cases)
    .innerJoin(caseAccess, and(eq(caseAccess.caseId, cases.id), onListOf(viewer.userId)))
    .innerJoin(professionals, eq(professionals.id, cases.professionalId))
    .where(viewer.professional ? sql`${cases.professionalId} <> ${viewer.professional.id}` : undefined)
    .orderBy(desc(cases.updatedAt), desc(cases.id));
  return rows.map((item) => ({
    ...toSummary(item.row),
    responsibleLawyer: professionalDisplayName(item.firstName, item.lastName),
    access: item.access satisfies TCaseAccessRight,
  }));
}
