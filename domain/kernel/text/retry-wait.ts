/**
 * How long to wait before trying again, in French, rounded up so that the sentence stays true:
 * after the announced time the next attempt is accepted.
 */
export function retryWaitInFrench(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 60) return `${seconds} seconde${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

export type TThrottledAction =
  | 'login'
  | 'password-reset'
  | 'password-change'
  | 'two-factor'
  | 'email-verification'
  | 'passkey'
  | 'registration'
  | 'identity-provider'
  | 'firm-invitation'
  | 'content-report'
  | 'requests';

const LEAD: Record<TThrottledAction, string> = {
  login: 'Trop de tentatives de connexion.',
  'password-reset': 'Trop de demandes de réinitialisation.',
  'password-change': 'Trop de tentatives.',
  'two-factor': 'Trop de codes incorrects.',
  'email-verification': 'Trop d’e-mails de confirmation demandés.',
  passkey: 'Trop de tentatives avec une clé d’accès.',
  registration: 'Trop de comptes créés depuis votre réseau.',
  'identity-provider': 'Trop de connexions par un fournisseur d’identité depuis votre réseau.',
  'firm-invitation': 'Trop d’invitations envoyées.',
  'content-report': 'Trop de signalements envoyés depuis votre réseau.',
  requests: 'Trop de requêtes depuis votre réseau.',
};

/** The 429 message: what was refused and when to try again (« Réessayez dans 2 minutes. »). */
export function tooManyAttemptsMessage(action: TThrottledAction, retryAfterMs: number): string {
  return `${LEAD[action]} Réessayez dans ${retryWaitInFrench(retryAfterMs)}.`;
}
