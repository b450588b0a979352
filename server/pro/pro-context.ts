import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors/app-error';
import type { TAppDeps } from '../app-deps';
import { findProfessionalOfUser } from '../auth/account-queries';
import { requireAccount } from '../auth/current-account';

/** The signed-in professional's own profile row: 401 without a pro session. */
export async function requireProfessional(deps: TAppDeps, request: FastifyRequest) {
  const account = await requireAccount(deps, request, 'pro');
  const professional = await findProfessionalOfUser(deps.db, account.id);
  if (!professional)
    throw new AppError('FORBIDDEN', { message: 'Aucun profil professionnel pour ce compte.' });
  return professional;
}

export const APPOINTMENT_NOT_FOUND = 'Rendez-vous introuvable.';
export const EVENT_NOT_FOUND = 'Événement introuvable.';
