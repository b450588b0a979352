import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/database.ts';
import { storedFileChunks, storedFiles } from '#server/db/schema/index.ts';

/** 256 KiB: a chunk is written or read by PGlite in a few milliseconds, a 10 Mo file in 40 statements. */
export const STORED_FILE_CHUNK_BYTES = 256 * 1024;

/** An upload cut short (a crash between its chunks and its document) is removed after this long. */
export const ABANDONED_UPLOAD_AFTER_MS = 3_600_000;

/**
 * Stores the bytes chunk by chunk, one short statement each, then hands the new file's id to `attach`,
 * which records the document pointing at it. If `attach` fails (the case was deleted meanwhile, a
 * constraint), the bytes are removed at once; if the process dies before, the retention purge removes
 * them (purgeAbandonedUploads).
 */
export async function storeFile<T>(
  db: TDatabase,
  bytes: Buffer,
  now: Date,
  attach: (fileId: number) => Promise<T>,
): Promise<T> {
  const chunkCount = Math.ceil(bytes.length / STORED_FILE_CHUNK_BYTES);
  const [file] = await db
    .insert(storedFiles)
    .values({ sizeBytes: bytes.length, chunkCount, createdAt: now })
    .returning({ id: storedFiles.id });
  if (!file) throw new Error('stored_files: insertion sans identifiant');
  try {
    for (let seq = 0; seq < chunkCount; seq++) {
      const start = seq * STORED_FILE_CHUNK_BYTES;
      await db
        .insert(storedFileChunks)
        .values({ fileId: file.id, seq, bytes: bytes.subarray(start, start + STORED_FILE_CHUNK_BYTES) });
    }
    return await attach(file.id);
  } catch (error) {
    await db
      .delete(storedFiles)
      .where(eq(storedFiles.id, file.id))
      .catch(() => undefined);
    throw error;
  }
}

/** The file's bytes as a stream read one chunk (one statement) at a time, as the client takes them. */
export function readStoredFile(db: TDatabase, file: { fileId: number; sizeBytes: number }): Readable {
  const chunkCount = Math.ceil(file.sizeBytes / STORED_FILE_CHUNK_BYTES);
  async function* chunks() {
    for (let seq = 0; seq < chunkCount; seq++) {
      const [chunk] = await db
        .select({ bytes: storedFileChunks.bytes })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileId, file.fileId), eq(storedFileChunks.seq, seq)));
      // Deleted while being sent: the response ends short, which the browser reports as a failed download.
      if (!chunk) throw new Error(`Fichier ${file.fileId} supprimé pendant son envoi`);
      yield chunk.bytes;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The whole file in memory (tests, exports of small files). */
export async function readStoredFileBytes(
  db: TDatabase,
  file: { fileId: number; sizeBytes: number },
): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of readStoredFile(db, file)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Files older than ABANDONED_UPLOAD_AFTER_MS that no document (the professional's or a shared copy), message attachment nor firm logo points at; returns how many went. */
export async function purgeAbandonedUploads(db: TDatabase, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_AFTER_MS).toISOString();
  const result = await db.execute(sql`
    with deleted as (
      delete from stored_files f
      where f.created_at < ${cutoff}::timestamptz
        and not exists (select 1 from case_documents d where d.file_id = f.id)
        and not exists (select 1 from appointment_documents d where d.file_id = f.id)
        and not exists (select 1 from message_attachments a where a.file_id = f.id)
        and not exists (select 1 from client_documents d where d.file_id = f.id)
        and not exists (select 1 from firms x where x.logo_file_id = f.id)
      returning 1)
    select count(*)::int as n from deleted`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
