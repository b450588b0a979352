import type { FastifyRequest } from 'fastify';
import { roleAllows, type TFirmPermission } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { requireProfessional } from '../workspace-access/pro-context';
import { findMembership, type TFirmMembership } from './firm-queries';

export const FIRM_NOT_FOUND = 'Cabinet introuvable.';
export const MEMBER_NOT_FOUND = 'Membre introuvable.';

/** The signed-in professional's place in their firm (every professional account has one, issue 27). */
export async function requireFirmMember(deps: TAppDeps, request: FastifyRequest): Promise<TFirmMembership> {
  const professional = await requireProfessional(deps, request);
  const membership = professional.userId ? await findMembership(deps.db, professional.userId) : null;
  if (!membership) throw new AppError('NOT_FOUND', { message: FIRM_NOT_FOUND });
  return membership;
}

/** 403 with `message` when the member's role lacks `permission`. */
export function assertFirmPermission(
  membership: TFirmMembership,
  permission: TFirmPermission,
  message: string,
): void {
  if (!roleAllows(membership.role, permission)) throw new AppError('FORBIDDEN', { message });
}
