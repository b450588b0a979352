import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessJournal,
  appointments,
  conversations,
  messageAttachments,
  messages,
  storedFileChunks,
  users,
} from '#server/db/schema/index.ts';
import { storeFile } from '#server/platform/stored-files/stored-file-store.ts';
import { insertAppointment } from '#server/test-support/factories.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { keyringOf } from './message-sealing';
import { MESSAGE_SEALING_BATCH, sealStoredMessages } from './seal-stored-messages';

let t: TTestApp;
let sophie: string;
let marie: string;
let conversationId: number;
let marieId: string;

const NOW = new Date('2026-11-23T09:00:00Z');
const SECRET = 'Garde des enfants et pension alimentaire\u00a0: ma proposition confidentielle';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Title (Relevé de compte) >> endobj\n%%EOF\n');

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  callAs(t.app, cookie, method, url, payload);

/** Everything a dump of the messages, their attachments and the attachments' chunks would show, as text. */
async function rawDump(): Promise<string> {
  const rows = await t.handle.db.execute(sql`
    select (select coalesce(string_agg(body || coalesce(key_id, ''), '|'), '') from messages) as bodies,
           (select coalesce(string_agg(file_name, '|'), '') from message_attachments) as names`);
  const { bodies, names } = (rows as unknown as { rows: { bodies: string; names: string }[] }).rows[0] ?? {
    bodies: '',
    names: '',
  };
  const chunks = await t.handle.db
    .select({ bytes: storedFileChunks.bytes })
    .from(storedFileChunks)
    .innerJoin(messageAttachments, eq(messageAttachments.fileId, storedFileChunks.fileId));
  return [bodies, names, ...chunks.map((chunk) => chunk.bytes.toString('latin1'))].join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  const [marieRow] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'marie.dubois@example.com'));
  marieId = marieRow?.id ?? '';
  await insertAppointment(t.handle.db, {
    professionalId: 1,
    clientUserId: marieId,
    startsAt: new Date('2026-11-10T09:00:00Z'),
    endsAt: new Date('2026-11-10T10:00:00Z'),
  });
  const opened = await call(marie, 'POST', '/api/client/conversations', { professionalId: 1 });
  conversationId = opened.json().conversation.id;
});

afterAll(async () => {
  await t.close();
});

describe('messages encrypted at rest', () => {
  it('keep no plain text nor plain file in the database, and read back for both parties', async () => {
    const sent = await call(marie, 'POST', `/api/client/conversations/${conversationId}/messages`, {
      body: SECRET,
      attachment: { fileName: 'relevé-pension.pdf', contentBase64: PDF.toString('base64') },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const dump = await rawDump();
    for (const revealing of ['pension', 'Garde', 'confidentielle', 'relevé', '%PDF', 'Relevé de compte']) {
      expect(dump).not.toContain(revealing);
    }
    const [row] = await t.handle.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(row?.keyId).toBe(keyringOf(t.config).current.id);

    const thread = await call(sophie, 'GET', `/api/pro/conversations/${conversationId}/messages`);
    const [message] = thread.json().messages;
    expect(message.body).toBe(SECRET);
    expect(message.attachments[0].fileName).toBe('relevé-pension.pdf');
    const download = await call(sophie, 'GET', `${message.attachments[0].url}?download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-length']).toBe(String(PDF.length));
    // The download is in the access journal, without the file's name (issue 27 §2).
    const lines = await t.handle.db
      .select()
      .from(accessJournal)
      .where(and(eq(accessJournal.subjectId, String(conversationId)), eq(accessJournal.action, 'download')));
    expect(lines.map((line) => [line.subject, line.label])).toEqual([
      ['conversation', 'Pièce jointe de la messagerie avec Marie Dubois'],
    ]);
  });

  it('name the appointment the conversation is about', async () => {
    const [next] = await t.handle.db
      .select({ id: appointments.id, startsAt: appointments.startsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.clientUserId, marieId),
          eq(appointments.professionalId, 1),
          inArray(appointments.status, ['pending', 'confirmed']),
          gte(appointments.startsAt, NOW),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(1);
    const thread = await call(marie, 'GET', `/api/client/conversations/${conversationId}/messages`);
    expect(thread.json().topic.appointment).toEqual(
      next
        ? { id: next.id, startsAt: next.startsAt.toISOString(), upcoming: true }
        : { id: expect.any(Number), startsAt: '2026-11-10T09:00:00.000Z', upcoming: false },
    );
  });

  it('seal the rows written before encryption in batches, readable before, during and after, once', async () => {
    const legacy = Array.from({ length: MESSAGE_SEALING_BATCH + 5 }, (_, index) => ({
      conversationId,
      authorRole: 'client' as const,
      body: `Ancien message en clair numéro ${index}`,
      createdAt: new Date(NOW.getTime() - 86_400_000 + index),
    }));
    const inserted = await t.handle.db.insert(messages).values(legacy).returning({ id: messages.id });
    const firstLegacy = inserted[0]?.id ?? 0;
    await storeFile(t.handle.db, PDF, NOW, (fileId) =>
      t.handle.db.insert(messageAttachments).values({
        messageId: firstLegacy,
        fileName: 'ancienne-piece.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        fileId,
      }),
    );
    expect(await rawDump()).toContain('Ancien message en clair');

    // Plain and sealed rows side by side read alike.
    const before = await call(sophie, 'GET', `/api/pro/conversations/${conversationId}/messages`);
    const bodies = before.json().messages.map((m: { body: string }) => m.body);
    expect(bodies).toContain(SECRET);
    expect(bodies).toContain('Ancien message en clair numéro 0');

    const sealed = await sealStoredMessages(t.handle.db, keyringOf(t.config));
    expect(sealed).toBe(legacy.length + 1);
    const dump = await rawDump();
    expect(dump).not.toContain('Ancien message');
    expect(dump).not.toContain('ancienne-piece');
    expect(dump).not.toContain('%PDF');
    const keys = await t.handle.db
      .select({ keyId: messages.keyId })
      .from(messages)
      .where(inArray(messages.conversationId, [conversationId]));
    expect(keys.every((key) => key.keyId === keyringOf(t.config).current.id)).toBe(true);

    const after = await call(sophie, 'GET', `/api/pro/conversations/${conversationId}/messages`);
    const afterBodies = after.json().messages.map((m: { body: string }) => m.body);
    expect(afterBodies).toContain('Ancien message en clair numéro 0');
    expect(afterBodies).toContain(SECRET);
    const old = after
      .json()
      .messages.find((m: { body: string }) => m.body === 'Ancien message en clair numéro 0');
    expect(old.attachments[0].fileName).toBe('ancienne-piece.pdf');
    const download = await call(marie, 'GET', old.attachments[0].url.replace('/api/pro/', '/api/client/'));
    expect(download.rawPayload.equals(PDF)).toBe(true);

    expect(await sealStoredMessages(t.handle.db, keyringOf(t.config))).toBe(0);
  });

  it('seal again under a new key what the previous key sealed', async () => {
    const previous = t.config.messagesEncryption;
    const rotated = {
      messagesEncryption: { key: Buffer.alloc(32, 9), previousKey: previous.key, derived: false },
    };
    const ring = keyringOf(rotated);
    expect(await sealStoredMessages(t.handle.db, ring)).toBeGreaterThan(MESSAGE_SEALING_BATCH);
    const [row] = await t.handle.db
      .select({ keyId: messages.keyId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .limit(1);
    expect(row?.keyId).toBe(ring.current.id);
    expect(await sealStoredMessages(t.handle.db, ring)).toBe(0);
  });
});
