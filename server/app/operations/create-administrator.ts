import { eq } from 'drizzle-orm';
import { ZEmail, ZNewPassword } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase } from '#server/db/database.ts';
import { passkeys, users } from '#server/db/schema/index.ts';
import { DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import {
  assertStrongPassword,
  hashPassword,
  removeTwoFactor,
  revokeAllSessions,
} from '#server/identity/index.ts';
import { OperatorRefusal } from '#server/platform/operations/operator-refusal.ts';

export type TCreateAdministratorRequest = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** The address already belongs to an administrator: give it this password and a second factor anew. */
  resetPassword: boolean;
};

export type TCreateAdministratorResult = { email: string; action: 'created' | 'reset' };

function firstMessage(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'valeur invalide';
}

/**
 * Creates an administrator on any database, or (`resetPassword`) gives an existing one a new password.
 * Either way the account has no second factor, no session, no trusted device and no passkey afterwards:
 * it enrols a second factor at its first sign-in (ADR 0026), so whoever set up a factor with an old,
 * perhaps published, password loses it.
 */
export async function createAdministrator(
  db: TDatabase,
  request: TCreateAdministratorRequest,
  now: Date,
): Promise<TCreateAdministratorResult> {
  const email = ZEmail.safeParse(request.email);
  if (!email.success)
    throw new OperatorRefusal(`Adresse e-mail refusée\u00a0: ${firstMessage(email.error)}.`);
  const password = ZNewPassword.safeParse(request.password);
  if (!password.success)
    throw new OperatorRefusal(`Mot de passe refusé\u00a0: ${firstMessage(password.error)}.`);
  if (request.password === DEMO_PASSWORD) {
    throw new OperatorRefusal('Mot de passe refusé\u00a0: c’est le mot de passe publié de la démonstration.');
  }
  const owner = { email: email.data, firstName: request.firstName, lastName: request.lastName };
  try {
    await assertStrongPassword(request.password, owner);
  } catch (error) {
    if (error instanceof AppError) {
      throw new OperatorRefusal(
        `Mot de passe refusé\u00a0: ${error.fieldErrors?.password ?? error.message} Laissez la commande en générer un.`,
      );
    }
    throw error;
  }
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email.data)).for('update');
    if (existing && !request.resetPassword) {
      throw new OperatorRefusal(
        existing.role === 'admin'
          ? `${email.data} est déjà administrateur\u00a0: ajoutez --reset-password pour lui donner un nouveau mot de passe.`
          : `${email.data} est déjà un compte ${existing.role === 'client' ? 'client' : 'professionnel'}\u00a0: choisissez une autre adresse.`,
      );
    }
    if (existing) {
      if (existing.role !== 'admin') {
        throw new OperatorRefusal(`${email.data} n’est pas un administrateur\u00a0: rien n’a été changé.`);
      }
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, twoFactorRequired: true })
        .where(eq(users.id, existing.id));
      await removeTwoFactor(tx, existing.id);
      await tx.delete(passkeys).where(eq(passkeys.userId, existing.id));
      await revokeAllSessions(tx, existing.id, now);
      return { email: email.data, action: 'reset' as const };
    }
    await tx.insert(users).values({
      email: email.data,
      firstName: request.firstName,
      lastName: request.lastName,
      passwordHash,
      role: 'admin',
      emailVerifiedAt: now,
      passwordChangedAt: now,
      twoFactorRequired: true,
    });
    return { email: email.data, action: 'created' as const };
  });
}
