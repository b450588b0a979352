import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZFirmMemberChange,
  ZFirmMemberParams,
  ZFirmRequest,
  ZFirmResponse,
} from '#domain/identity/firms/firm-schemas.ts';
import { MEMBERS_REMOVE_REFUSED } from '#domain/identity/firms/member-removal.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { assertFirmPermission, MEMBER_NOT_FOUND, requireFirmMember } from './firm-access';
import { findMembership, readFirm } from './firm-queries';
import { changeFirmMember, removeStaffMember, updateFirm } from './firm-store';

export const FIRM_MANAGE_REFUSED = 'Seul(e) un(e) associé(e) peut modifier le cabinet.';
export const FIRM_INVOICING_REFUSED = 'Seul(e) un(e) associé(e) choisit qui émet les factures du cabinet.';
export const MEMBERS_MANAGE_REFUSED = 'Seul(e) un(e) associé(e) peut changer le rôle d’un membre du cabinet.';

/**
 * « Mon cabinet » (issue 27 §1): the signed-in member's firm, its members and their rights. Under /api/pro/, so
 * the workspace hook has already refused anyone without a professional session; a member only ever reaches
 * their own firm, whose id the routes never take from the request.
 */
export function registerFirmRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/pro/firm', { schema: { response: { 200: ZFirmResponse } } }, async (request) => {
    const { membership } = await requireFirmMember(deps, request);
    return readFirm(deps.db, membership);
  });

  api.put(
    '/api/pro/firm',
    { schema: { body: ZFirmRequest, response: { 200: ZFirmResponse } } },
    async (request) => {
      const { membership } = await requireFirmMember(deps, request);
      assertFirmPermission(membership, 'firm.manage', FIRM_MANAGE_REFUSED);
      if (
        request.body.invoicing ||
        request.body.vatNumber !== undefined ||
        request.body.vatFranchise !== undefined
      )
        assertFirmPermission(membership, 'firm.invoicing', FIRM_INVOICING_REFUSED);
      await updateFirm(deps.db, membership.firmId, request.body);
      return readFirm(deps.db, membership);
    },
  );

  api.put(
    '/api/pro/firm/members/:userId',
    { schema: { params: ZFirmMemberParams, body: ZFirmMemberChange, response: { 200: ZFirmResponse } } },
    async (request) => {
      const { membership } = await requireFirmMember(deps, request);
      // Another firm's member is not found, whatever one's role: 404 before 403.
      const target = await findMembership(deps.db, request.params.userId);
      if (target?.firmId !== membership.firmId)
        throw new AppError('NOT_FOUND', { message: MEMBER_NOT_FOUND });
      assertFirmPermission(membership, 'firm.manage', MEMBERS_MANAGE_REFUSED);
      await changeFirmMember(deps.db, membership.firmId, request.params.userId, request.body);
      // The member who changed their own role sees the rights they have now.
      const own =
        request.params.userId === membership.userId ? { ...membership, role: request.body.role } : membership;
      return readFirm(deps.db, own);
    },
  );

  api.delete(
    '/api/pro/firm/members/:userId',
    { schema: { params: ZFirmMemberParams, response: { 200: ZFirmResponse } } },
    async (request) => {
      const { membership } = await requireFirmMember(deps, request);
      // Another firm's member is not found, whatever one's role: 404 before 403.
      const target = await findMembership(deps.db, request.params.userId);
      if (target?.firmId !== membership.firmId)
        throw new AppError('NOT_FOUND', { message: MEMBER_NOT_FOUND });
      assertFirmPermission(membership, 'firm.manage', MEMBERS_REMOVE_REFUSED);
      await removeStaffMember(deps, {
        firmId: membership.firmId,
        userId: request.params.userId,
        byUserId: membership.userId,
        now: deps.clock.now(),
      });
      return readFirm(deps.db, membership);
    },
  );
}
