import type { FastifyRequest } from 'fastify';
import { FIRM_ROLE_LABELS, roleAllows, type TFirmPermission } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { requireWorkspaceAccess } from '../workspace-access/pro-context';
import { findMembership, type TFirmMembership } from './firm-queries';

export const FIRM_NOT_FOUND = 'Cabinet introuvable.';
export const MEMBER_NOT_FOUND = 'Membre introuvable.';

/** The signed-in member and their place in their firm; `professional` is their own profile (null for staff). */
type TMemberOfFirm = {
  professional: typeof professionals.$inferSelect | null;
  membership: TFirmMembership;
};

/**
 * The signed-in member, lawyer or staff, and their place in their firm: every professional account has one
 * (migration 0037, registration), so none is a 404 that should not happen.
 */
export async function requireFirmMember(deps: TAppDeps, request: FastifyRequest): Promise<TMemberOfFirm> {
  const access = await requireWorkspaceAccess(deps, request);
  const membership = await findMembership(deps.db, access.account.id);
  if (!membership) throw new AppError('NOT_FOUND', { message: FIRM_NOT_FOUND });
  return { professional: access.staff ? null : access.professional, membership };
}

/** 403 saying what was refused and the member's role: every refusal of a role names it (issue 27 §5). */
export function refusedToMember(membership: Pick<TFirmMembership, 'role'>, refusal: string): AppError {
  return new AppError('FORBIDDEN', {
    message: `${refusal} Votre rôle\u00a0: ${FIRM_ROLE_LABELS[membership.role]}.`,
  });
}

/** 403 saying what was refused and the member's role, when that role lacks `permission`. */
export function assertFirmPermission(
  membership: TFirmMembership,
  permission: TFirmPermission,
  refusal: string,
): void {
  if (!roleAllows(membership.role, permission)) throw refusedToMember(membership, refusal);
}

/** The signed-in member, when their role grants `permission` (403 otherwise). */
export async function requireFirmPermission(
  deps: TAppDeps,
  request: FastifyRequest,
  permission: TFirmPermission,
  refusal: string,
): Promise<TMemberOfFirm> {
  const member = await requireFirmMember(deps, request);
  assertFirmPermission(member.membership, permission, refusal);
  return member;
}
