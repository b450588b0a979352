import type { TAccountRole } from '#domain/identity/auth/auth-schemas.ts';
import type { TConfig } from '#server/platform/config.ts';
import type { TEmailMessage } from '#server/platform/email/outbox.ts';
import { composeEmail, type TEmailRecipient } from '#server/platform/email/templates.ts';

/**
 * The e-mail that follows the first confirmation of an account's address (ADR 0046): until then the address
 * gets the confirmation e-mail only. The address now confirmed, it greets the account by its first name
 * (emailGreeting) and carries nothing else the registrant typed. A professional already decided on
 * (rejected before confirming) gets none.
 */
export function welcomeAfterConfirmation(
  config: TConfig,
  account: TEmailRecipient & { role: TAccountRole },
  professionalStatus: 'pending' | 'verified' | 'rejected' | null,
): TEmailMessage | null {
  if (account.role === 'client') {
    return composeEmail(
      account,
      'Bienvenue sur JurisRDV',
      [
        'Votre adresse e-mail est confirmée et votre compte JurisRDV est prêt. Vous pouvez dès maintenant rechercher un professionnel du droit et réserver une consultation en cabinet, en visioconférence ou par téléphone.',
      ],
      { label: 'Accéder à mon espace', url: `${config.publicUrl}/dashboard` },
    );
  }
  if (account.role === 'professional' && professionalStatus === 'pending') {
    return composeEmail(account, 'Votre inscription JurisRDV Pro est en cours de validation', [
      'Votre adresse e-mail est confirmée. Notre équipe vérifie vos informations professionnelles (numéro de barreau, cabinet) avant de valider votre compte.',
      'Vous pouvez déjà vous connecter à votre espace professionnel. Votre profil sera visible des clients dès la validation.',
    ]);
  }
  return null;
}
