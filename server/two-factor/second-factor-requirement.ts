import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../db/database';
import { platformSettings, twoFactorSettings, users } from '../db/schema';

/** Whether the account has a second factor it can sign in with: an enabled authenticator app. */
export const hasSecondFactorSql = sql<boolean>`exists (select 1 from ${twoFactorSettings} where ${twoFactorSettings.userId} = ${users.id} and ${twoFactorSettings.enabledAt} is not null)`;

/**
 * Whether the account must have a second factor (ADR 0026): administrators always; a professional when
 * their account was created under the rule or when the platform requires it of every professional.
 */
export const mustHaveSecondFactorSql = sql<boolean>`(${users.role} = 'admin' or (${users.role} = 'professional' and (${users.twoFactorRequired} or coalesce((select ${platformSettings.requireProTwoFactor} from ${platformSettings} where ${platformSettings.id} = 1), false))))`;

/** Signed in but not allowed further than the enrolment until the account has a second factor. */
export const secondFactorSetupRequiredSql = sql<boolean>`(${mustHaveSecondFactorSql} and not ${hasSecondFactorSql})`;

export async function secondFactorStateOf(
  db: TDatabase,
  userId: string,
): Promise<{ mustHave: boolean; has: boolean }> {
  const [row] = await db
    .select({ mustHave: mustHaveSecondFactorSql, has: hasSecondFactorSql })
    .from(users)
    .where(eq(users.id, userId));
  return { mustHave: row?.mustHave === true, has: row?.has === true };
}
