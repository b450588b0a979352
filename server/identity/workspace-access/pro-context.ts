import type { FastifyRequest } from 'fastify';
import { roleAllows } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { findProfessionalOfUser } from '../auth/account-queries';
import { requireAccount } from '../auth/current-account';
import type { TSessionAccount } from '../auth/session-store';
import {
  actingLawyerOf,
  LAWYER_NOT_FOUND,
  lawyersOfStaff,
  NO_LAWYER_MESSAGE,
  refusedToRole,
  requireStaffMembership,
  type TStaffMembership,
} from './staff-access';
import { staffRouteRule } from './staff-route-permissions';

type TProfessionalRow = typeof professionals.$inferSelect;

export const REFUSED_WORKSPACE_MESSAGE =
  "Votre inscription n'a pas été validée\u00a0: l'espace professionnel n'est pas accessible.";

/** A refused professional keeps only their session and the refusal (seen through /api/auth/pro/session). */
export function assertWorkspaceAllowed(professional: Pick<TProfessionalRow, 'verificationStatus'>): void {
  if (professional.verificationStatus === 'rejected') {
    throw new AppError('FORBIDDEN', { message: REFUSED_WORKSPACE_MESSAGE });
  }
}

async function loadOwnProfessional(deps: TAppDeps, account: TSessionAccount): Promise<TProfessionalRow> {
  const professional = await findProfessionalOfUser(deps.db, account.id);
  if (!professional)
    throw new AppError('FORBIDDEN', { message: 'Aucun profil professionnel pour ce compte.' });
  // The refusal comes first: a refused registration has no workspace to enrol for.
  assertWorkspaceAllowed(professional);
  if (account.secondFactorSetupRequired) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
  return professional;
}

/**
 * A staff member's request (ADR 0058): allowed by the route's rule for their role, and, on a route about
 * a lawyer's data, the profile of the lawyer their session works for.
 */
async function loadStaffAccess(
  deps: TAppDeps,
  request: FastifyRequest,
  account: TSessionAccount,
): Promise<TWorkspaceAccess> {
  if (account.secondFactorSetupRequired) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
  const membership = await requireStaffMembership(deps.db, account.id);
  const rule = staffRouteRule(request.method, request.routeOptions.url);
  if (!rule) throw refusedToRole(membership.role);
  if (rule.permission !== 'any' && !roleAllows(membership.role, rule.permission)) {
    throw refusedToRole(membership.role);
  }
  if (rule.scope === 'member') return { account, professional: null, staff: membership };
  const lawyer = actingLawyerOf(await lawyersOfStaff(deps.db, membership), account.sessionActingForUserId);
  if (!lawyer) throw new AppError('FORBIDDEN', { message: NO_LAWYER_MESSAGE });
  const professional = await findProfessionalOfUser(deps.db, lawyer.userId);
  if (!professional) throw new AppError('NOT_FOUND', { message: LAWYER_NOT_FOUND });
  return { account, professional, staff: membership };
}

/**
 * Who a workspace request works as: the signed-in account, and the professional whose data it reads and
 * changes (their own for a lawyer; for an assistant or an accountant the lawyer their session works for,
 * null on their own routes), with the staff member's place in the firm.
 */
export type TWorkspaceAccess = {
  account: TSessionAccount;
  professional: TProfessionalRow | null;
  staff: TStaffMembership | null;
};

async function loadWorkspaceAccess(deps: TAppDeps, request: FastifyRequest): Promise<TWorkspaceAccess> {
  const account = await requireAccount(deps, request, 'pro', { allowSecondFactorSetup: true });
  if (account.role === 'staff') return loadStaffAccess(deps, request, account);
  return { account, professional: await loadOwnProfessional(deps, account), staff: null };
}

// The workspace hook and the handler ask for the same request's access: read once.
const byRequest = new WeakMap<FastifyRequest, Promise<TWorkspaceAccess>>();

/**
 * The signed-in account's access to the workspace: 401 without a pro session, 403 for a refused
 * registration or a route a staff member's role does not open. Every /api/pro/… request goes through it
 * before its body is even read (see registerProRoutes).
 */
export function requireWorkspaceAccess(deps: TAppDeps, request: FastifyRequest): Promise<TWorkspaceAccess> {
  let access = byRequest.get(request);
  if (!access) {
    access = loadWorkspaceAccess(deps, request);
    byRequest.set(request, access);
  }
  return access;
}

/**
 * The profile whose data the request works on: the signed-in lawyer's, or the lawyer's a staff member
 * works for. Handlers of lawyers' data call it; a staff member's own routes never do.
 */
export async function requireProfessional(
  deps: TAppDeps,
  request: FastifyRequest,
): Promise<TProfessionalRow> {
  const access = await requireWorkspaceAccess(deps, request);
  if (!access.professional) throw refusedToRole(access.staff?.role ?? 'assistant');
  return access.professional;
}

/**
 * Whether e-mails may reach clients in this professional's name: not before an administrator has
 * validated who they are (pending), and never after a refusal.
 */
export function mayEmailClients(professional: Pick<TProfessionalRow, 'verificationStatus'>): boolean {
  return professional.verificationStatus === 'verified';
}

export const APPOINTMENT_NOT_FOUND = 'Rendez-vous introuvable.';
export const EVENT_NOT_FOUND = 'Événement introuvable.';
