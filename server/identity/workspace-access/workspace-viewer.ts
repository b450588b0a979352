import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LAWYER_VIEWER, type TWorkspaceViewer } from '#domain/identity/workspace-access/workspace-viewer.ts';
import { caseAccess, cases, firmMembers, professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { requireWorkspaceAccess } from './pro-context';

/**
 * Who reads the answer of a workspace request about a lawyer's data (ADR 0058 « Who sees what »): the lawyer,
 * or a staff member working for them, with the name of that lawyer and the cases on whose access list the
 * staff member is, in their firm (an accountant is on none: ADR 0059). The routes shape their answer with it
 * (`appointmentForViewer`, `contactForViewer`, `summaryForViewer`).
 */
export async function workspaceViewerOf(deps: TAppDeps, request: FastifyRequest): Promise<TWorkspaceViewer> {
  const access = await requireWorkspaceAccess(deps, request);
  if (!access.staff) return LAWYER_VIEWER;
  const lawyer = access.professional;
  const shared =
    access.staff.role === 'accountant'
      ? []
      : await deps.db
          .select({ caseId: caseAccess.caseId })
          .from(caseAccess)
          .innerJoin(cases, eq(cases.id, caseAccess.caseId))
          .innerJoin(professionals, eq(professionals.id, cases.professionalId))
          // The second guard, as on the case routes: a case of a lawyer of the member's firm now.
          .innerJoin(
            firmMembers,
            and(eq(firmMembers.userId, professionals.userId), eq(firmMembers.firmId, access.staff.firmId)),
          )
          .where(eq(caseAccess.userId, access.account.id));
  return {
    kind: 'staff',
    lawyerName: lawyer ? `Maître ${lawyer.firstName} ${lawyer.lastName}`.trim() : '',
    sharedCaseIds: new Set(shared.map((row) => Number(row.caseId))),
  };
}
