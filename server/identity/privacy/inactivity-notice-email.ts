import { formatRetentionPeriod, RETENTION } from '#domain/identity/privacy/retention-policy.ts';
import { formatParisLongDate } from '#domain/kernel/time/paris-time.ts';
import type { TConfig } from '#server/platform/config.ts';
import type { TEmailMessage } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';

export type TInactiveAccount = {
  email: string;
  firstName: string;
  role: 'client' | 'professional';
  /** Last sign-in, or creation when never seen. */
  lastActivityAt: Date;
};

/** The warning sent before the inactivity period ends; says the date and what will happen. */
export function inactivityNoticeEmail(
  config: TConfig,
  account: TInactiveAccount,
  deadline: Date,
): TEmailMessage & { kind: string } {
  const when = formatParisLongDate(deadline);
  const lastActivity = `Votre dernière activité sur JurisRDV date du ${formatParisLongDate(account.lastActivityAt)}.`;
  const policy = `Notre politique de confidentialité prévoit qu'un compte sans connexion pendant ${formatRetentionPeriod(RETENTION.inactiveAccount)} n'est pas conservé.`;
  if (account.role === 'client') {
    return {
      ...composeEmail(
        account,
        `Votre compte JurisRDV sera supprimé à partir du ${when}`,
        [
          lastActivity,
          `${policy} Sans connexion de votre part d'ici le ${when}, votre compte et les données qu'il contient seront supprimés.`,
          'Pour conserver votre compte, il vous suffit de vous connecter.',
        ],
        { label: 'Me connecter', url: `${config.publicUrl}/login` },
      ),
      kind: 'inactivity-notice',
    };
  }
  return {
    ...composeEmail(
      account,
      `Votre fiche JurisRDV sera retirée de l'annuaire à partir du ${when}`,
      [
        lastActivity,
        `${policy} Sans connexion de votre part d'ici le ${when}, votre fiche sera retirée de l'annuaire\u00a0: elle ne sera plus visible ni réservable.`,
        "Votre compte, vos dossiers, contacts, rendez-vous, notes et documents sont conservés. Votre fiche reviendra dans l'annuaire dans l'heure qui suit votre prochaine connexion.",
      ],
      { label: 'Me connecter', url: `${config.publicUrl}/pro/login` },
    ),
    kind: 'inactivity-notice',
  };
}
