import type { FastifyRequest } from 'fastify';
import { FIRM_ROLE_LABELS, roleAllows, type TFirmPermission } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { requireProfessional } from '../workspace-access/pro-context';
import { findMembership, type TFirmMembership } from './firm-queries';

export const FIRM_NOT_FOUND = 'Cabinet introuvable.';
export const MEMBER_NOT_FOUND = 'Membre introuvable.';

type TMemberOfFirm = { professional: typeof professionals.$inferSelect; membership: TFirmMembership };

/**
 * The signed-in professional and their place in their firm: every professional account has one (migration
 * 0037, registration), so none is a 404 that should not happen.
 */
export async function requireFirmMember(deps: TAppDeps, request: FastifyRequest): Promise<TMemberOfFirm> {
  const professional = await requireProfessional(deps, request);
  const membership = professional.userId ? await findMembership(deps.db, professional.userId) : null;
  if (!membership) throw new AppError('NOT_FOUND', { message: FIRM_NOT_FOUND });
  return { professional, membership };
}

/** 403 saying what was refused and the member's role, when that role lacks `permission`. */
export function assertFirmPermission(
  membership: TFirmMembership,
  permission: TFirmPermission,
  refusal: string,
): void {
  if (!roleAllows(membership.role, permission)) {
    throw new AppError('FORBIDDEN', {
      message: `${refusal} Votre rôle\u00a0: ${FIRM_ROLE_LABELS[membership.role]}.`,
    });
  }
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
