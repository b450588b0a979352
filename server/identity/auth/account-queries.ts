import { eq } from 'drizzle-orm';
import type { TProfessionalSummary, TSessionUser } from '#domain/identity/auth/auth-schemas.ts';
import type { TDatabase } from '#server/db/database.ts';
import { databaseErrorOf } from '#server/db/database-error.ts';
import { professionals, users } from '#server/db/schema/index.ts';

type TUserRow = typeof users.$inferSelect;
type TProfessionalRow = typeof professionals.$inferSelect;

export function toSessionUser(user: TUserRow): TSessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export function toProfessionalSummary(row: TProfessionalRow): TProfessionalSummary {
  return {
    id: row.id,
    professionalType: row.professionalType,
    title: row.title,
    barAssociation: row.barAssociation,
    specialty: row.specialty,
    practice: row.practice,
    barNumber: row.barNumber,
    verificationStatus: row.verificationStatus,
    isVerified: row.verificationStatus === 'verified',
    rejectionReason: row.rejectionReason,
  };
}

export async function findUserByEmail(db: TDatabase, email: string): Promise<TUserRow | null> {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

export async function findProfessionalOfUser(
  db: TDatabase,
  userId: string,
): Promise<TProfessionalRow | null> {
  const rows = await db.select().from(professionals).where(eq(professionals.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23505';
}
