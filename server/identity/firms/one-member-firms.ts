import { and, asc, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { firmMembers, firms, professionals } from '#server/db/schema/index.ts';

/**
 * Gives each professional account that has no firm yet its own, as its one « Associé(e) » (issue 27): a
 * lawyer alone works exactly as before firms. Named after the practice typed at registration, at the
 * profile's address. Migration 0037 did the same for the accounts of its day; the registration and the
 * demo seed call this for theirs. Returns how many firms it made.
 */
export async function giveProfessionalsTheirOwnFirm(
  tx: TDatabaseOrTransaction,
  userIds?: readonly string[],
): Promise<number> {
  const alone = await tx
    .select({
      userId: professionals.userId,
      practice: professionals.practice,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
      streetAddress: professionals.streetAddress,
      postalCode: professionals.postalCode,
      city: professionals.city,
      phone: professionals.phone,
    })
    .from(professionals)
    .where(
      and(
        isNotNull(professionals.userId),
        userIds ? inArray(professionals.userId, [...userIds]) : undefined,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(firmMembers)
            .where(sql`${firmMembers.userId} = ${professionals.userId}`),
        ),
      ),
    )
    .orderBy(asc(professionals.id));
  for (const professional of alone) {
    if (!professional.userId) continue;
    const [firm] = await tx
      .insert(firms)
      .values({
        name:
          professional.practice.trim() ||
          `${professional.firstName} ${professional.lastName}`.trim() ||
          'Mon cabinet',
        streetAddress: professional.streetAddress,
        postalCode: professional.postalCode,
        city: professional.city,
        phone: professional.phone,
      })
      .returning({ id: firms.id });
    if (!firm) throw new Error('giveProfessionalsTheirOwnFirm: no firm inserted');
    await tx.insert(firmMembers).values({ userId: professional.userId, firmId: firm.id, role: 'associate' });
  }
  return alone.length;
}
