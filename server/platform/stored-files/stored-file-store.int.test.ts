import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentDocuments,
  appointments,
  cases,
  storedFileChunks,
  storedFiles,
} from '#server/db/schema/index.ts';
import { createTestApp, loginAs, TEST_PUBLIC_URL, type TTestApp } from '#server/test-support/test-app.ts';
import {
  ABANDONED_UPLOAD_AFTER_MS,
  purgeAbandonedUploads,
  readStoredFileBytes,
  STORED_FILE_CHUNK_BYTES,
  storeFile,
} from './stored-file-store';

let t: TTestApp;
let sophie: string;

/** A PDF of `size` bytes: the content check reads the header, the rest is random. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

async function storedCounts() {
  const [files] = await t.handle.db.select({ n: count() }).from(storedFiles);
  const [chunks] = await t.handle.db.select({ n: count() }).from(storedFileChunks);
  return { files: Number(files?.n), chunks: Number(chunks?.n) };
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: sophie, origin: TEST_PUBLIC_URL },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-23T09:00:00Z'));
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
});

afterAll(async () => {
  await t.close();
});

describe('documents stored in chunks', () => {
  it('writes an uploaded document in chunks and sends back exactly its bytes, streamed', async () => {
    const before = await storedCounts();
    const file = pdfOf(2 * STORED_FILE_CHUNK_BYTES + 1234);
    const created = await call('POST', '/api/pro/cases', {
      title: 'Bail commercial',
      client: { name: 'Paul Roux' },
    });
    expect(created.statusCode).toBe(201);
    const caseId: number = created.json().case.id;
    const added = await call('POST', `/api/pro/cases/${caseId}/documents`, {
      title: 'Bail',
      kind: 'contract',
      fileName: 'bail.pdf',
      contentBase64: file.toString('base64'),
    });
    expect(added.statusCode).toBe(201);
    expect(await storedCounts()).toEqual({ files: before.files + 1, chunks: before.chunks + 3 });

    const [document] = added.json().case.documents as { url: string }[];
    const download = await call('GET', document?.url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(file.length));
    expect(download.rawPayload.equals(file)).toBe(true);

    // Deleting the case deletes its documents, and their bytes with them.
    await t.handle.db.delete(cases).where(eq(cases.id, caseId));
    expect(await storedCounts()).toEqual(before);
  });

  it('deletes the bytes of an appointment document with it', async () => {
    const listed = await call('GET', '/api/pro/appointments?period=all');
    const [appointment] = listed.json().appointments as { id: number }[];
    const before = await storedCounts();
    const added = await call('POST', `/api/pro/appointments/${appointment?.id}/documents`, {
      title: 'Pièce',
      kind: 'scan',
      fileName: 'piece.pdf',
      contentBase64: pdfOf(STORED_FILE_CHUNK_BYTES + 1).toString('base64'),
    });
    expect(added.statusCode).toBe(201);
    expect(await storedCounts()).toEqual({ files: before.files + 1, chunks: before.chunks + 2 });
    const [stored] = await t.handle.db
      .select({ id: appointmentDocuments.id })
      .from(appointmentDocuments)
      .where(eq(appointmentDocuments.appointmentId, appointment?.id ?? 0));
    const removed = await call('DELETE', `/api/pro/appointments/${appointment?.id}/documents/${stored?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await storedCounts()).toEqual(before);

    // And with the appointment itself.
    await call('POST', `/api/pro/appointments/${appointment?.id}/documents`, {
      title: 'Pièce',
      kind: 'scan',
      fileName: 'piece.pdf',
      contentBase64: pdfOf(1000).toString('base64'),
    });
    expect((await storedCounts()).files).toBe(before.files + 1);
    await t.handle.db.delete(appointments).where(eq(appointments.id, appointment?.id ?? 0));
    expect(await storedCounts()).toEqual(before);
  });

  it('removes the bytes at once when the document cannot be recorded', async () => {
    const before = await storedCounts();
    await expect(
      storeFile(t.handle.db, pdfOf(300_000), t.clock.now(), async () => {
        throw new Error('dossier supprimé entre-temps');
      }),
    ).rejects.toThrow('dossier supprimé entre-temps');
    expect(await storedCounts()).toEqual(before);
  });

  it('purges an upload cut short after an hour, never a file a document points at', async () => {
    const before = await storedCounts();
    const now = t.clock.now();
    // A crash between the chunks and the document: the file is there, nothing points at it.
    const [abandoned] = await t.handle.db
      .insert(storedFiles)
      .values({ sizeBytes: 3, chunkCount: 1, createdAt: now })
      .returning({ id: storedFiles.id });
    await t.handle.db
      .insert(storedFileChunks)
      .values({ fileId: abandoned?.id ?? 0, seq: 0, bytes: Buffer.from('abc') });

    expect(
      await purgeAbandonedUploads(t.handle.db, new Date(now.getTime() + ABANDONED_UPLOAD_AFTER_MS - 1000)),
    ).toBe(0);
    expect(
      await purgeAbandonedUploads(t.handle.db, new Date(now.getTime() + ABANDONED_UPLOAD_AFTER_MS + 1000)),
    ).toBe(1);
    expect(await storedCounts()).toEqual(before);
    // The demo's documents, created long before, are all still there and whole.
    const [kept] = await t.handle.db
      .select({ id: storedFiles.id, sizeBytes: storedFiles.sizeBytes })
      .from(storedFiles)
      .limit(1);
    if (!kept) throw new Error('the demo seeds case documents');
    const bytes = await readStoredFileBytes(t.handle.db, { fileId: kept.id, sizeBytes: kept.sizeBytes });
    expect(bytes.length).toBe(kept.sizeBytes);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
