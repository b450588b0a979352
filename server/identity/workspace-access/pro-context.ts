import type { FastifyRequest } from 'fastify';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { findProfessionalOfUser } from '../auth/account-queries';
import { requireAccount } from '../auth/current-account';

type TProfessionalRow = typeof professionals.$inferSelect;

export const REFUSED_WORKSPACE_MESSAGE =
  "Votre inscription n'a pas été validée\u00a0: l'espace professionnel n'est pas accessible.";

/** A refused professional keeps only their session and the refusal (seen through /api/auth/pro/session). */
export function assertWorkspaceAllowed(professional: Pick<TProfessionalRow, 'verificationStatus'>): void {
  if (professional.verificationStatus === 'rejected') {
    throw new AppError('FORBIDDEN', { message: REFUSED_WORKSPACE_MESSAGE });
  }
}

async function loadProfessional(deps: TAppDeps, request: FastifyRequest): Promise<TProfessionalRow> {
  const account = await requireAccount(deps, request, 'pro', { allowSecondFactorSetup: true });
  const professional = await findProfessionalOfUser(deps.db, account.id);
  if (!professional)
    throw new AppError('FORBIDDEN', { message: 'Aucun profil professionnel pour ce compte.' });
  // The refusal comes first: a refused registration has no workspace to enrol for.
  assertWorkspaceAllowed(professional);
  if (account.secondFactorSetupRequired) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
  return professional;
}

// The workspace hook and the handler ask for the same request's professional: read once.
const byRequest = new WeakMap<FastifyRequest, Promise<TProfessionalRow>>();

/**
 * The signed-in professional's own profile row: 401 without a pro session, 403 for a refused
 * registration. Every /api/pro/… request goes through it before its body is even read (see
 * registerProRoutes), and handlers call it for the row.
 */
export function requireProfessional(deps: TAppDeps, request: FastifyRequest): Promise<TProfessionalRow> {
  let professional = byRequest.get(request);
  if (!professional) {
    professional = loadProfessional(deps, request);
    byRequest.set(request, professional);
  }
  return professional;
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
