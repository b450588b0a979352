import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '#server/db/database.ts';
import { accessJournal, cases, professionals, users } from '#server/db/schema/index.ts';
import { firmIdOf, insertProfessionalAccount } from '#server/test-support/factories.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { recordAccess } from './access-journal-store';

let handle: TDatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function newCase(professionalId: number) {
  const [row] = await handle.db
    .insert(cases)
    .values({
      professionalId,
      title: 'Succession Morel',
      category: 'Droit de la famille',
      status: 'En cours',
      priority: 'Moyenne',
      openingDate: '2026-11-02',
      clientName: 'Claire Morel',
    })
    .returning();
  if (!row) throw new Error('no case');
  return row;
}

describe('the access journal', () => {
  it('writes who, what, where, with the firm and the actor frozen; lines outlive a change of name', async () => {
    const { user, professional } = await insertProfessionalAccount(handle.db, {
      email: 'journal.lawyer@example.com',
      firstName: 'Léa',
      lastName: 'Journal',
    });
    const folder = await newCase(professional.id);
    await recordAccess(handle.db, { userId: user.id, ip: '203.0.113.9' }, [
      {
        professionalId: professional.id,
        caseId: folder.id,
        subject: 'case',
        subjectId: folder.id,
        action: 'read',
        label: 'Dossier\u00a0: Succession Morel',
      },
      {
        professionalId: professional.id,
        subject: 'contact',
        subjectId: 7,
        action: 'update',
        label: 'x'.repeat(100_000),
      },
    ]);
    await handle.db.update(users).set({ firstName: 'Léna' }).where(eq(users.id, user.id));
    const lines = await handle.db
      .select()
      .from(accessJournal)
      .where(eq(accessJournal.professionalId, professional.id))
      .orderBy(accessJournal.id);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      firmId: await firmIdOf(handle.db, user.id),
      caseId: folder.id,
      actorUserId: user.id,
      actorName: 'Léa Journal',
      subject: 'case',
      subjectId: String(folder.id),
      action: 'read',
      ip: '203.0.113.9',
    });
    expect(lines[1]?.label).toHaveLength(300);
  });

  it('cannot be changed nor deleted while its case lives, and goes with the case', async () => {
    const { user, professional } = await insertProfessionalAccount(handle.db, {
      email: 'journal.append@example.com',
    });
    const folder = await newCase(professional.id);
    await recordAccess(
      handle.db,
      { userId: user.id, ip: null },
      {
        professionalId: professional.id,
        caseId: folder.id,
        subject: 'case',
        subjectId: folder.id,
        action: 'update',
        label: 'Dossier',
      },
    );
    await expect(
      handle.db.execute(sql`update access_journal set label = 'effacé' where case_id = ${folder.id}`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`delete from access_journal where case_id = ${folder.id}`),
    ).rejects.toThrow();
    await handle.db.delete(cases).where(eq(cases.id, folder.id));
    const left = await handle.db.select().from(accessJournal).where(eq(accessJournal.caseId, folder.id));
    expect(left).toEqual([]);
  });

  it('keeps lines without a case as long as their professional, and lets them go with the profile', async () => {
    const { user, professional } = await insertProfessionalAccount(handle.db, {
      email: 'journal.contact@example.com',
    });
    await recordAccess(
      handle.db,
      { userId: user.id, ip: null },
      {
        professionalId: professional.id,
        subject: 'contact',
        subjectId: 1,
        action: 'read',
        label: 'Contact',
      },
    );
    await expect(
      handle.db.execute(sql`delete from access_journal where professional_id = ${professional.id}`),
    ).rejects.toThrow();
    await handle.db.delete(professionals).where(eq(professionals.id, professional.id));
    const left = await handle.db
      .select()
      .from(accessJournal)
      .where(eq(accessJournal.professionalId, professional.id));
    expect(left).toEqual([]);
  });
});
