import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from '../test-support/raw-migration-database';

/** 600 000 bytes: two full chunks of 256 KiB and a partial third one. */
const LARGE = `convert_to(repeat('abcdefgh', 75000), 'UTF8')`;

// Documents as they were stored before 0010: the bytes in the document's own row.
const db = migrationUnderTest(
  '0010',
  `
    insert into professionals (id, user_id, practice, specialty, bar_number, verification_status, phone, consultation_modes)
      values (201, null, 'Cabinet', 'Droit civil', 'B1', 'verified', '01 00 00 00 00', '{visio}');
    insert into cases (id, professional_id, title, category, status, priority, opening_date, client_name)
      values (301, 201, 'Succession', 'Succession', 'En cours', 'Moyenne', '2026-01-05', 'Paul Dubois');
    insert into case_documents (id, case_id, title, kind, file_name, content_type, size_bytes, content)
      values (401, 301, 'Inventaire', 'contract', 'inventaire.pdf', 'application/pdf', 600000, ${LARGE}),
             (402, 301, 'Note', 'scan', 'note.pdf', 'application/pdf', 3, '\\x414243'::bytea);
  `,
);

describe('documents carried into chunks by migration 0010', () => {
  it('keeps every byte of every document, in chunks of 256 KiB', async () => {
    const rows = await db.rows<{
      id: string;
      size_bytes: number;
      chunk_count: number;
      chunks: string;
      digest: string;
    }>(`
      select d.id, f.size_bytes, f.chunk_count, count(c.seq) as chunks,
             md5(string_agg(c.bytes, ''::bytea order by c.seq)) as digest
      from case_documents d
        join stored_files f on f.id = d.file_id
        join stored_file_chunks c on c.file_id = f.id
      group by d.id, f.size_bytes, f.chunk_count
      order by d.id`);
    const [expected] = await db.rows<{ large: string; small: string }>(
      `select md5(${LARGE}) as large, md5('\\x414243'::bytea) as small`,
    );
    expect(
      rows.map((row) => [Number(row.id), row.size_bytes, row.chunk_count, Number(row.chunks), row.digest]),
    ).toEqual([
      [401, 600_000, 3, 3, expected?.large],
      [402, 3, 1, 1, expected?.small],
    ]);
  });

  it('drops the old column and deletes a document’s bytes with it', async () => {
    const columns = await db.rows<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name in ('case_documents', 'appointment_documents') and column_name = 'content'`,
    );
    expect(columns).toEqual([]);
    await db.exec('delete from cases where id = 301');
    const [left] = await db.rows<{ files: string; chunks: string }>(
      'select (select count(*) from stored_files) as files, (select count(*) from stored_file_chunks) as chunks',
    );
    expect([Number(left?.files), Number(left?.chunks)]).toEqual([0, 0]);
  });
});
