import { eq, sql } from 'drizzle-orm';
import type { TSecondFactorMethod } from '#domain/identity/auth/auth-schemas.ts';
import type { TDatabase } from '#server/db/database.ts';
import { passkeys, platformSettings, twoFactorSettings, users } from '#server/db/schema/index.ts';

// Spelled out with qualified names: drizzle writes a single-table query's columns unqualified, and an
// unqualified "id" inside the sub-query would be the passkey's own.
const hasAuthenticatorAppSql = sql<boolean>`exists (select 1 from ${twoFactorSettings} tfs where tfs.user_id = "users"."id" and tfs.enabled_at is not null)`;
const hasPasskeySql = sql<boolean>`exists (select 1 from ${passkeys} pk where pk.user_id = "users"."id")`;

/** Whether the account has a second factor it can sign in with: an enabled authenticator app or a passkey. */
export const hasSecondFactorSql = sql<boolean>`(${hasAuthenticatorAppSql} or ${hasPasskeySql})`;

/**
 * Whether the account must have a second factor (ADR 0026): administrators and a firm's staff (ADR 0058)
 * always; a professional when
 * their account was created under the rule or when the platform requires it of every professional.
 */
export const mustHaveSecondFactorSql = sql<boolean>`("users"."role" in ('admin', 'staff') or ("users"."role" = 'professional' and ("users"."two_factor_required" or coalesce((select ps.require_pro_two_factor from ${platformSettings} ps where ps.id = 1), false))))`;

/** Signed in but not allowed further than the enrolment until the account has a second factor. */
export const secondFactorSetupRequiredSql = sql<boolean>`(${mustHaveSecondFactorSql} and not ${hasSecondFactorSql})`;

/** What the sign-in needs to know, in one statement: must the account have a second factor, and which has it. */
export async function secondFactorStateOf(
  db: TDatabase,
  userId: string,
): Promise<{ mustHave: boolean; has: boolean; methods: TSecondFactorMethod[] }> {
  const [row] = await db
    .select({ mustHave: mustHaveSecondFactorSql, totp: hasAuthenticatorAppSql, passkey: hasPasskeySql })
    .from(users)
    .where(eq(users.id, userId));
  const methods: TSecondFactorMethod[] = [];
  if (row?.totp === true) methods.push('totp');
  if (row?.passkey === true) methods.push('passkey');
  return { mustHave: row?.mustHave === true, has: methods.length > 0, methods };
}
