import { eq, sql } from 'drizzle-orm';
import { refreshReviewPrior } from '#server/appointments/index.ts';
import { giveProfessionalsTheirOwnFirm, hashPassword } from '#server/identity/index.ts';
import type { TDatabase } from '../database';
import { appMeta, professionals, users } from '../schema';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_PROFESSIONALS } from './demo-accounts';
import { seedDemoCases } from './demo-cases';
import { seedDemoClientData } from './demo-client-data';
import { seedDemoContacts } from './demo-contacts';
import { seedDemoFirmTeam } from './demo-firm';
import { seedDemoOfficialDirectory } from './demo-official-directory';
import { applyDemoProfessionalProfiles } from './demo-professionals';
import { seedDirectory } from './directory/seed-directory';

const SEEDED_KEY = 'demo_seeded_at';

/** Directory professionals created with the demo data (PRODUCT.md §5: several hundred). */
export const DEMO_DIRECTORY_COUNT = 450;

/**
 * Seeds once per database: a second start reuses the data as people left it. The demo data is
 * dated relative to `now` (appointments next week, consultations last month).
 */
export async function seedIfEmpty(
  db: TDatabase,
  now: Date,
  options: { adminPassword?: string } = {},
): Promise<boolean> {
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (marker.length > 0) return false;
  await seedDemoData(db, {
    now,
    directoryCount: DEMO_DIRECTORY_COUNT,
    firmTeam: true,
    officialDirectories: true,
    ...options,
  });
  return true;
}

/**
 * Idempotent: every insert skips rows that already exist, so running it twice changes nothing.
 * Tests seed the accounts and demo profiles only (`directoryCount` 0, no `firmTeam`) and add their own
 * professionals and firm members: there, Sophie Martin's firm is hers alone.
 */
export async function seedDemoData(
  db: TDatabase,
  options: {
    now?: Date;
    directoryCount?: number;
    /** Sophie Martin's collaborator, assistant, their appointments and shared cases (demo-firm.ts). */
    firmTeam?: boolean;
    /** The demo's directory of lawyers, to compare registrations with (demo-official-directory.ts). */
    officialDirectories?: boolean;
    /** The demo administrator's password: the published one unless the demo runs over https. */
    adminPassword?: string;
  } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await seedDemoAccounts(db, options.adminPassword ?? DEMO_PASSWORD);
  await applyDemoProfessionalProfiles(db, now);
  // Each demo professional is the one associate of their own firm, at the profile's address (issue 27).
  await giveProfessionalsTheirOwnFirm(db);
  if (options.directoryCount) await seedDirectory(db, { count: options.directoryCount, now });
  await seedDemoClientData(db, now);
  await seedDemoCases(db, now);
  await seedDemoContacts(db, now);
  // After the directory: its professionals keep the ids they have always had.
  if (options.firmTeam) await seedDemoFirmTeam(db, now);
  if (options.officialDirectories) await seedDemoOfficialDirectory(db, now);
  // The ranking's prior from the demo's published reviews, as the reviews job would compute it.
  await refreshReviewPrior(db, now);
  await db.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
}

async function seedDemoAccounts(db: TDatabase, adminPassword: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const adminPasswordHash =
    adminPassword === DEMO_PASSWORD ? passwordHash : await hashPassword(adminPassword);
  await db.transaction(async (tx) => {
    for (const client of DEMO_CLIENTS) {
      await tx
        .insert(users)
        .values({ ...client, passwordHash, role: 'client', emailVerifiedAt: new Date() })
        .onConflictDoNothing();
    }
    await tx
      .insert(users)
      .values({ ...DEMO_ADMIN, passwordHash: adminPasswordHash, role: 'admin', emailVerifiedAt: new Date() })
      .onConflictDoNothing();
    for (const { id, email, firstName, lastName, practice, specialty, barNumber } of DEMO_PROFESSIONALS) {
      await tx
        .insert(users)
        .values({
          email,
          firstName,
          lastName,
          passwordHash,
          role: 'professional',
          emailVerifiedAt: new Date(),
        })
        .onConflictDoNothing();
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) continue;
      await tx
        .insert(professionals)
        .values({
          id,
          userId: user.id,
          practice,
          specialty,
          barNumber,
          verificationStatus: 'verified',
          reviewedAt: new Date(),
        })
        .onConflictDoNothing();
    }
    // Explicit ids 1–3 leave the sequence behind; move it past them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('professionals', 'id'), greatest((select max(id) from professionals), 1))`,
    );
  });
}
