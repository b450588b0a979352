import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { messageAttachments, messages, storedFileChunks } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { STORED_FILE_CHUNK_BYTES } from '#server/platform/stored-files/stored-file-store.ts';
import { keyringOf, openBytes, openText, sealBytes, sealText, type TMessageKeyring } from './message-sealing';

/** The advisory lock one instance seals under; the others skip the batch (ADR 0049). */
const SEALING_LOCK_KEY = 7_262_026;

/** Messages sealed per transaction: short transactions, so writers wait milliseconds at most. */
export const MESSAGE_SEALING_BATCH = 200;
/** Attachments per transaction: up to 10 Mo each, held in memory while sealed. */
export const ATTACHMENT_SEALING_BATCH = 4;

/** A stored file's bytes read in the caller's transaction. */
export async function readChunks(tx: TDatabaseOrTransaction, fileId: number): Promise<Buffer> {
  const chunks = await tx
    .select({ bytes: storedFileChunks.bytes })
    .from(storedFileChunks)
    .where(eq(storedFileChunks.fileId, fileId))
    .orderBy(asc(storedFileChunks.seq));
  return Buffer.concat(chunks.map((chunk) => chunk.bytes));
}

/**
 * Rows not sealed yet, or sealed by the key being rotated out. A row of a key no longer configured is left
 * alone (it could not be opened; the download says so) rather than stopping the job on it.
 */
function toSeal(column: typeof messages.keyId | typeof messageAttachments.keyId, ring: TMessageKeyring) {
  const rotated = [...ring.byId.keys()].filter((id) => id !== ring.current.id);
  return rotated.length > 0 ? or(isNull(column), inArray(column, rotated)) : isNull(column);
}

/**
 * One batch under the lock: seals the plain rows (written before encryption) and seals again those of a
 * previous key. Returns how many rows it sealed, or null when another instance holds the lock.
 */
async function sealBatch(db: TDatabase, ring: TMessageKeyring): Promise<number | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${SEALING_LOCK_KEY}) as locked`);
    const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
    if (!locked) return null;
    const plainMessages = await tx
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        body: messages.body,
        keyId: messages.keyId,
      })
      .from(messages)
      .where(toSeal(messages.keyId, ring))
      .orderBy(asc(messages.id))
      .limit(MESSAGE_SEALING_BATCH)
      .for('update');
    for (const row of plainMessages) {
      const text = openText(ring, row.body, row.keyId, 'body', row.conversationId);
      const sealed = sealText(ring, text, 'body', row.conversationId);
      await tx
        .update(messages)
        .set({ body: sealed.sealed, keyId: sealed.keyId })
        .where(eq(messages.id, row.id));
    }
    const plainAttachments = await tx
      .select({
        id: messageAttachments.id,
        fileId: messageAttachments.fileId,
        fileName: messageAttachments.fileName,
        keyId: messageAttachments.keyId,
        fileSealing: messageAttachments.fileSealing,
        conversationId: messages.conversationId,
      })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(toSeal(messageAttachments.keyId, ring))
      .orderBy(asc(messageAttachments.id))
      .limit(ATTACHMENT_SEALING_BATCH)
      .for('update', { of: messageAttachments });
    for (const row of plainAttachments) {
      const stored = await readChunks(tx, row.fileId);
      const bytes =
        row.keyId !== null && row.fileSealing !== null
          ? openBytes(ring, stored, row.fileSealing, row.keyId, 'file', row.conversationId)
          : stored;
      const sealed = sealBytes(ring, bytes, 'file', row.conversationId);
      // GCM keeps the length: each chunk is rewritten in place, the file's size and chunk count stay.
      for (let seq = 0; seq * STORED_FILE_CHUNK_BYTES < sealed.bytes.length; seq++) {
        const start = seq * STORED_FILE_CHUNK_BYTES;
        await tx
          .update(storedFileChunks)
          .set({ bytes: sealed.bytes.subarray(start, start + STORED_FILE_CHUNK_BYTES) })
          .where(and(eq(storedFileChunks.fileId, row.fileId), eq(storedFileChunks.seq, seq)));
      }
      const name = sealText(
        ring,
        openText(ring, row.fileName, row.keyId, 'file-name', row.conversationId),
        'file-name',
        row.conversationId,
      );
      await tx
        .update(messageAttachments)
        .set({ fileName: name.sealed, keyId: sealed.keyId, fileSealing: sealed.sealing })
        .where(eq(messageAttachments.id, row.id));
    }
    return plainMessages.length + plainAttachments.length;
  });
}

/**
 * Seals, batch after batch, every message and attachment not under the current key; reading works
 * throughout (a row is either plain with no key id, or sealed with its key id, never half). Idempotent:
 * once all is sealed a run reads nothing. Returns how many rows it sealed.
 */
export async function sealStoredMessages(db: TDatabase, ring: TMessageKeyring): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await sealBatch(db, ring);
    if (sealed === null || sealed === 0) return total;
    total += sealed;
  }
}

/** Soon after start, then every 6 hours (a rotation's previous key may be added to the environment later). */
export function startMessageSealing(deps: Pick<TAppDeps, 'db' | 'config'>): TRecurringJob {
  return startRecurringJob('messages-sealing', () => sealStoredMessages(deps.db, keyringOf(deps.config)), {
    intervalMs: 6 * 3_600_000,
    firstRunAfterMs: 5_000,
    db: deps.db,
  });
}
