import type { TLogger } from './logger';

/**
 * One failed delivery attempt in the logs: a `warn` while it will be tried again, an `error` once given up.
 * The line names the message and its recipient with the provider's error, never what the message says.
 */
export function logDeliveryFailure(
  log: TLogger,
  fields: { to: string; attempts: number; lastError: string } & ({ emailId: number } | { smsId: number }),
  givenUp: boolean,
  what: 'e-mail' | 'SMS',
): void {
  if (givenUp) {
    log.error(fields, `${what === 'e-mail' ? 'E-mail' : what} abandonné après ${fields.attempts} tentatives`);
  } else {
    log.warn(fields, `Échec de l’envoi d’un ${what} (tentative ${fields.attempts}), nouvel essai plus tard`);
  }
}
