import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  FIRM_ROLE_LABELS,
  roleAllows,
  type TFirmPermission,
  type TFirmRole,
} from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { firmMembers, type professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { requireProfessional } from '../workspace-access/pro-context';

export type TFirmMembership = { userId: string; firmId: number; role: TFirmRole };

export async function findFirmMembership(
  db: TDatabaseOrTransaction,
  userId: string,
): Promise<TFirmMembership | null> {
  const [row] = await db
    .select({ userId: firmMembers.userId, firmId: firmMembers.firmId, role: firmMembers.role })
    .from(firmMembers)
    .where(eq(firmMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The signed-in professional and their firm, when their role grants `permission`: 403 otherwise (a right
 * their role lacks). Every professional account is a member of a firm (migration 0037, registration).
 */
export async function requireFirmPermission(
  deps: TAppDeps,
  request: FastifyRequest,
  permission: TFirmPermission,
  refusal: string,
): Promise<{ professional: typeof professionals.$inferSelect; membership: TFirmMembership }> {
  const professional = await requireProfessional(deps, request);
  const membership = professional.userId ? await findFirmMembership(deps.db, professional.userId) : null;
  if (!membership)
    throw new AppError('FORBIDDEN', { message: 'Votre compte ne fait partie d’aucun cabinet.' });
  if (!roleAllows(membership.role, permission)) {
    throw new AppError('FORBIDDEN', {
      message: `${refusal} Votre rôle\u00a0: ${FIRM_ROLE_LABELS[membership.role]}.`,
    });
  }
  return { professional, membership };
}
