import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import { ZActingForRequest } from '#domain/identity/firms/firm-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { refusedToMember } from '../firms/firm-access';
import { findMembership } from '../firms/firm-queries';
import { requireWorkspaceAccess } from './pro-context';
import { chooseActingLawyer, LAWYER_NOT_FOUND, lawyersOfStaff, staffSummaryOf } from './staff-access';

export const ACTING_FOR_REFUSED =
  'Seuls les assistant(e)s et les comptables travaillent pour un autre avocat.';

/** « Vous travaillez pour »: the lawyer whose data a staff session works on (ADR 0058). */
export function registerActingForRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/pro/acting-for',
    { schema: { body: ZActingForRequest, response: { 200: ZStaffSummary } } },
    async (request) => {
      const { account, staff } = await requireWorkspaceAccess(deps, request);
      if (!staff) {
        const membership = await findMembership(deps.db, account.id);
        if (membership) throw refusedToMember(membership, ACTING_FOR_REFUSED);
        throw new AppError('FORBIDDEN', { message: ACTING_FOR_REFUSED });
      }
      const { lawyerUserId } = request.body;
      // Another firm's lawyer, or one not assigned, is not found: nothing says which.
      const lawyers = await lawyersOfStaff(deps.db, staff);
      if (!lawyers.some((lawyer) => lawyer.userId === lawyerUserId)) {
        throw new AppError('NOT_FOUND', { message: LAWYER_NOT_FOUND });
      }
      await chooseActingLawyer(deps.db, account.sessionTokenHash, lawyerUserId);
      const summary = await staffSummaryOf(deps.db, account.id, lawyerUserId, { membership: staff, lawyers });
      if (!summary) throw new AppError('FORBIDDEN');
      return summary;
    },
  );
}
