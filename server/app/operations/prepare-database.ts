import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDatabase, TDatabaseHandle } from '#server/db/database.ts';
import { users } from '#server/db/schema/index.ts';
import { DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { seedIfEmpty } from '#server/db/seed/seed-database.ts';
import { verifyPassword } from '#server/identity/index.ts';
import type { TConfig } from '#server/platform/config.ts';
import { OperatorRefusal } from '#server/platform/operations/operator-refusal.ts';

/** A password nobody has read anywhere: 144 random bits, printed once. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export type TPreparedDatabase = {
  /** The demo data was created by this start (demo mode, empty database). */
  seeded: boolean;
  /** Over https, the demo administrator's generated password, to print once; null otherwise. */
  demoAdminPassword: string | null;
};

/**
 * Migrates, then — in demo mode only, under the migrations' lock so that instances started together never
 * seed twice — creates the demo data in an empty database. Over https the demo administrator gets a
 * generated password instead of the published one, and a start is refused while any administrator still
 * has the published password (whoever signed in first would own /admin).
 */
export async function prepareDatabase(
  handle: TDatabaseHandle,
  config: TConfig,
  now: Date,
): Promise<TPreparedDatabase> {
  const https = config.publicUrl.startsWith('https://');
  const prepared = await handle.migrateThen(async (): Promise<TPreparedDatabase> => {
    if (!config.demoData) return { seeded: false, demoAdminPassword: null };
    const adminPassword = https ? generatePassword() : DEMO_PASSWORD;
    const seeded = await seedIfEmpty(handle.db, now, { adminPassword });
    return { seeded, demoAdminPassword: seeded && https ? adminPassword : null };
  });
  if (https) await refuseThePublishedAdministratorPassword(handle.db);
  return prepared;
}

/** Throws a OperatorRefusal naming the administrators whose password is the README's demo password. */
export async function refuseThePublishedAdministratorPassword(db: TDatabase): Promise<void> {
  const administrators = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.passwordHash)));
  const exposed: string[] = [];
  for (const administrator of administrators) {
    if (administrator.passwordHash && (await verifyPassword(administrator.passwordHash, DEMO_PASSWORD))) {
      exposed.push(administrator.email);
    }
  }
  if (exposed.length === 0) return;
  throw new OperatorRefusal(
    `Démarrage refusé\u00a0: ${exposed.join(', ')} a le mot de passe publié de la démonstration sur un déploiement https. ` +
      `Donnez-lui un nouveau mot de passe (npm run create-admin -- --email ${exposed[0]} --reset-password) puis redémarrez.`,
  );
}
