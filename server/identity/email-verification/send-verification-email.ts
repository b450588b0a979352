import { EMAIL_VERIFICATION_LIFETIME_MS } from '#domain/identity/email-verification/email-verification-schemas.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { emailVerifications } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { EMAIL_VERIFICATION_KIND, enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { hashToken, newOpaqueToken } from '../auth/session-store';

export const VERIFY_EMAIL_PATH = '/verifier-email';

/**
 * Records a single-use link for `email` (only its hash is stored) and e-mails it to that address.
 * For a change of e-mail `email` is the new address; the account keeps its own until the link is followed.
 */
export async function sendVerificationEmail(
  tx: TDatabaseOrTransaction,
  deps: TAppDeps,
  user: { id: string; firstName: string },
  email: string,
  purpose: 'registration' | 'change',
): Promise<void> {
  const now = deps.clock.now();
  const token = newOpaqueToken();
  await tx.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId: user.id,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_LIFETIME_MS),
  });
  const lead =
    purpose === 'change'
      ? 'Vous avez demandé à utiliser cette adresse pour votre compte JurisRDV. Elle remplacera l’ancienne dès que vous l’aurez confirmée.'
      : 'Pour terminer la création de votre compte JurisRDV, confirmez votre adresse e-mail.';
  await enqueueEmail(
    tx,
    {
      ...composeEmail(
        // No name: the address is not yet proven to be the account's, and whoever owns it would read the
        // name typed by someone else (at registration, or for a change of address).
        { email, firstName: null },
        'Confirmez votre adresse e-mail',
        [
          lead,
          'Ce lien est valable 48 heures et ne peut servir qu’une fois.',
          "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
        ],
        {
          label: 'Confirmer mon adresse e-mail',
          url: `${deps.config.publicUrl}${VERIFY_EMAIL_PATH}?token=${token}`,
        },
      ),
      priority: 'security',
      kind: EMAIL_VERIFICATION_KIND,
    },
    Boolean(deps.config.smtpUrl),
  );
}
