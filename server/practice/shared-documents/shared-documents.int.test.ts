import { and, count, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessJournal,
  clientDocuments,
  notifications,
  storedFiles,
  users,
} from '#server/db/schema/index.ts';
import { purgeAbandonedUploads } from '#server/platform/stored-files/stored-file-store.ts';
import { insertAppointment } from '#server/test-support/factories.ts';
import { callAs, createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let thomas: string;
let marie: string;
let lucas: string;
let marieId: string;
let appointmentId: number;

// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const FILE_NAME = 'Convention de divorce - garde des enfants.pdf';

type TMethod = 'GET' | 'POST' | 'DELETE';
const call = (cookie: string | undefined, method: TMethod, url: string, payload?: unknown) =>
  callAs(t.app, cookie, method, url, payload);

async function userId(email: string): Promise<string> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

async function uploadToAppointment(id: number, title: string): Promise<number> {
  const response = await call(sophie, 'POST', `/api/pro/appointments/${id}/documents`, {
    title,
    kind: 'document',
    fileName: FILE_NAME,
    contentBase64: PDF.toString('base64'),
  });
  expect(response.statusCode, response.body).toBe(201);
  const documents = response.json().appointment.documents as { id: number; title: string }[];
  const uploaded = documents.find((document) => document.title === title);
  if (!uploaded) throw new Error(title);
  return uploaded.id;
}

async function clientDocumentsOf(cookie: string) {
  const response = await call(cookie, 'GET', '/api/client/documents');
  expect(response.statusCode).toBe(200);
  return response.json().documents as { id: number; name: string; category: string; status: string }[];
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
  marieId = await userId('marie.dubois@example.com');
  const appointment = await insertAppointment(t.handle.db, {
    professionalId: 1,
    clientUserId: marieId,
    startsAt: new Date('2026-11-10T09:00:00Z'),
    endsAt: new Date('2026-11-10T10:00:00Z'),
    reason: 'Divorce',
  });
  appointmentId = appointment.id;
});

afterAll(async () => {
  await t.close();
});

describe('sharing a document with the client', () => {
  it('puts an appointment document in the client space, tells the client without naming it, once', async () => {
    const before = await clientDocumentsOf(marie);
    const documentId = await uploadToAppointment(appointmentId, 'Projet de convention');

    const shared = await call(
      sophie,
      'POST',
      `/api/pro/appointments/${appointmentId}/documents/${documentId}/share`,
      { category: 'Contrat' },
    );
    expect(shared.statusCode, shared.body).toBe(200);
    const card = shared.json().appointment as { documents: { id: number; sharedAt: string | null }[] };
    expect(card.documents.find((document) => document.id === documentId)?.sharedAt).toBe(NOW.toISOString());

    const after = await clientDocumentsOf(marie);
    expect(after).toHaveLength(before.length + 1);
    // The client sees the title the professional wrote, not the file's name.
    expect(after.some((document) => document.name === FILE_NAME)).toBe(false);
    const received = after.find((document) => document.name === 'Projet de convention');
    expect(received).toMatchObject({ category: 'Contrat', status: 'pending' });

    const [bell] = await t.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, marieId), eq(notifications.kind, 'document_shared')));
    expect(bell).toMatchObject({
      title: 'Maître Sophie Martin a partagé un document avec vous',
      link: '/dashboard?onglet=documents',
    });

    const [email] = (await outboxFor(t.handle, 'marie.dubois@example.com')).filter(
      (row) => row.kind === 'document_shared',
    );
    expect(email?.subject).toBe('Un document vous a été transmis sur JurisRDV');
    for (const secret of ['convention', 'Convention', 'garde', 'Divorce', 'Projet']) {
      expect(email?.textBody).not.toContain(secret);
      expect(email?.htmlBody ?? '').not.toContain(secret);
    }
    expect(email?.attachments ?? null).toBeNull();

    const again = await call(
      sophie,
      'POST',
      `/api/pro/appointments/${appointmentId}/documents/${documentId}/share`,
      { category: 'Contrat' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ce document est déjà partagé avec ce client.');
    expect(await clientDocumentsOf(marie)).toHaveLength(before.length + 1);
  });

  it('lets the client read the shared bytes, marks them consulted, and keeps them when the professional deletes theirs', async () => {
    const documentId = await uploadToAppointment(appointmentId, 'Attestation de consultation');
    await call(sophie, 'POST', `/api/pro/appointments/${appointmentId}/documents/${documentId}/share`, {
      category: 'Attestation',
    });
    const received = (await clientDocumentsOf(marie)).find((document) => document.category === 'Attestation');
    if (!received) throw new Error('not shared');

    expect((await call(lucas, 'GET', `/api/client/documents/${received.id}/file`)).statusCode).toBe(404);

    const deleted = await call(
      sophie,
      'DELETE',
      `/api/pro/appointments/${appointmentId}/documents/${documentId}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    // An hour later the retention purge removes files nobody points at: the client's copy still does.
    expect(await purgeAbandonedUploads(t.handle.db, new Date(NOW.getTime() + 2 * 3_600_000))).toBe(0);

    const file = await call(marie, 'GET', `/api/client/documents/${received.id}/file?download=1`);
    expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain('attachment');
    const reread = (await clientDocumentsOf(marie)).find((document) => document.id === received.id);
    expect(reread?.status).toBe('viewed');

    // The bytes go with the last document pointing at them.
    const [copy] = await t.handle.db
      .select({ fileId: clientDocuments.fileId })
      .from(clientDocuments)
      .where(eq(clientDocuments.id, received.id));
    await t.handle.db.delete(clientDocuments).where(eq(clientDocuments.id, received.id));
    const left = await t.handle.db
      .select({ value: count() })
      .from(storedFiles)
      .where(eq(storedFiles.id, copy?.fileId ?? -1));
    expect(left[0]?.value).toBe(0);
  });

  it('shows the professional « Nouveau » then « Consulté », and withdraws the share: the client no longer sees nor downloads it', async () => {
    const documentId = await uploadToAppointment(appointmentId, 'Liste des pièces à fournir');
    const shareUrl = `/api/pro/appointments/${appointmentId}/documents/${documentId}/share`;
    expect((await call(sophie, 'GET', shareUrl)).json()).toEqual({ share: null });
    await call(sophie, 'POST', shareUrl, { category: 'Autre' });
    expect((await call(sophie, 'GET', shareUrl)).json().share).toMatchObject({
      title: 'Liste des pièces à fournir',
      status: 'pending',
    });
    const received = (await clientDocumentsOf(marie)).find(
      (document) => document.name === 'Liste des pièces à fournir',
    );
    if (!received) throw new Error('not shared');
    expect(received.status).toBe('pending');
    expect((await call(marie, 'GET', `/api/client/documents/${received.id}/file`)).statusCode).toBe(200);
    expect((await call(sophie, 'GET', shareUrl)).json().share.status).toBe('viewed');

    // Nobody else withdraws it.
    expect((await call(thomas, 'DELETE', shareUrl)).statusCode).toBe(404);
    expect((await call(marie, 'DELETE', shareUrl)).statusCode).toBe(401);

    const withdrawn = await call(sophie, 'DELETE', shareUrl);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const card = withdrawn.json().appointment as { documents: { id: number; sharedAt: string | null }[] };
    expect(card.documents.find((document) => document.id === documentId)?.sharedAt).toBeNull();
    expect((await clientDocumentsOf(marie)).some((document) => document.id === received.id)).toBe(false);
    expect((await call(marie, 'GET', `/api/client/documents/${received.id}/file`)).statusCode).toBe(404);
    expect((await call(sophie, 'GET', shareUrl)).json()).toEqual({ share: null });
    expect((await call(sophie, 'DELETE', shareUrl)).statusCode).toBe(404);
    // The professional's own document stays.
    const own = await call(
      sophie,
      'GET',
      `/api/pro/appointments/${appointmentId}/documents/${documentId}/file?download=1`,
    );
    expect(own.statusCode).toBe(200);
  });

  it('keeps the professional’s document when the client’s copy goes (account deletion)', async () => {
    const documentId = await uploadToAppointment(appointmentId, 'Pièce gardée');
    await call(sophie, 'POST', `/api/pro/appointments/${appointmentId}/documents/${documentId}/share`, {
      category: 'Autre',
    });
    await t.handle.db
      .delete(clientDocuments)
      .where(eq(clientDocuments.sourceAppointmentDocumentId, documentId));
    const file = await call(
      sophie,
      'GET',
      `/api/pro/appointments/${appointmentId}/documents/${documentId}/file`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('shares a case document with the case client, and refuses a case without a client account', async () => {
    const created = await call(sophie, 'POST', '/api/pro/cases', {
      title: 'Divorce Dubois',
      category: 'Droit de la famille',
      client: { userId: marieId, name: 'Marie Dubois' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json().case.id as number;
    const uploaded = await call(sophie, 'POST', `/api/pro/cases/${caseId}/documents`, {
      title: 'Procès-verbal de conciliation',
      kind: 'contract',
      fileName: 'pv.pdf',
      contentBase64: PDF.toString('base64'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const caseDocumentId = (uploaded.json().case.documents as { id: number }[])[0]?.id;

    const shared = await call(sophie, 'POST', `/api/pro/cases/${caseId}/documents/${caseDocumentId}/share`, {
      category: 'Procès-verbal',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().case.documents[0].sharedAt).toBe(NOW.toISOString());
    expect(
      (await clientDocumentsOf(marie)).some((document) => document.name === 'Procès-verbal de conciliation'),
    ).toBe(true);

    const typedByHand = await call(sophie, 'POST', '/api/pro/cases', {
      title: 'Succession Martin',
      category: 'Droit des successions',
      client: { name: 'Paul Martin' },
    });
    const handCaseId = typedByHand.json().case.id as number;
    const handUpload = await call(sophie, 'POST', `/api/pro/cases/${handCaseId}/documents`, {
      title: 'Acte',
      kind: 'scan',
      fileName: 'acte.pdf',
      contentBase64: PDF.toString('base64'),
    });
    const handDocumentId = (handUpload.json().case.documents as { id: number }[])[0]?.id;
    const refused = await call(
      sophie,
      'POST',
      `/api/pro/cases/${handCaseId}/documents/${handDocumentId}/share`,
      {
        category: 'Autre',
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('n’a pas de compte JurisRDV');
  });

  it('writes each share and each withdrawal to the access journal: the case’s or the appointment’s, never the document’s title', async () => {
    const created = await call(sophie, 'POST', '/api/pro/cases', {
      title: 'Garde Dubois',
      category: 'Droit de la famille',
      client: { userId: marieId, name: 'Marie Dubois' },
    });
    const caseId = created.json().case.id as number;
    const uploaded = await call(sophie, 'POST', `/api/pro/cases/${caseId}/documents`, {
      title: 'Rapport d’enquête sociale',
      kind: 'scan',
      fileName: 'rapport.pdf',
      contentBase64: PDF.toString('base64'),
    });
    const caseDocumentId = (uploaded.json().case.documents as { id: number }[])[0]?.id;
    const documentId = await uploadToAppointment(appointmentId, 'Relevé confidentiel');
    const [last] = await t.handle.db
      .select({ id: accessJournal.id })
      .from(accessJournal)
      .orderBy(desc(accessJournal.id))
      .limit(1);
    const caseShare = `/api/pro/cases/${caseId}/documents/${caseDocumentId}/share`;
    expect((await call(sophie, 'POST', caseShare, { category: 'Autre' })).statusCode).toBe(200);
    expect((await call(sophie, 'DELETE', caseShare)).statusCode).toBe(200);
    const appointmentShare = `/api/pro/appointments/${appointmentId}/documents/${documentId}/share`;
    expect((await call(sophie, 'POST', appointmentShare, { category: 'Autre' })).statusCode).toBe(200);
    expect((await call(sophie, 'DELETE', appointmentShare)).statusCode).toBe(200);

    const lines = await t.handle.db
      .select({
        caseId: accessJournal.caseId,
        subject: accessJournal.subject,
        subjectId: accessJournal.subjectId,
        action: accessJournal.action,
        label: accessJournal.label,
      })
      .from(accessJournal)
      .where(gt(accessJournal.id, last?.id ?? 0))
      .orderBy(accessJournal.id);
    expect(lines).toEqual([
      {
        caseId,
        subject: 'case_document',
        subjectId: String(caseDocumentId),
        action: 'share',
        label: 'Document partagé avec le client, dossier\u00a0: Garde Dubois',
      },
      {
        caseId,
        subject: 'case_document',
        subjectId: String(caseDocumentId),
        action: 'unshare',
        label: 'Document retiré de l’espace du client, dossier\u00a0: Garde Dubois',
      },
      {
        caseId: null,
        subject: 'appointment',
        subjectId: String(appointmentId),
        action: 'share',
        label: expect.stringMatching(/^Document du rendez-vous de Marie Dubois, /),
      },
      {
        caseId: null,
        subject: 'appointment',
        subjectId: String(appointmentId),
        action: 'unshare',
        label: expect.stringMatching(/^Document du rendez-vous de Marie Dubois, /),
      },
    ]);
    for (const line of lines) {
      expect(line.label).not.toContain('Rapport');
      expect(line.label).not.toContain('Relevé');
    }
  });

  it('answers 404 for another professional’s appointment, case or document, and 401 to clients', async () => {
    const documentId = await uploadToAppointment(appointmentId, 'Note privée');
    const url = `/api/pro/appointments/${appointmentId}/documents/${documentId}/share`;
    const [{ value: sharedBefore }] = (await t.handle.db
      .select({ value: count() })
      .from(clientDocuments)) as [{ value: number }];
    expect((await call(thomas, 'POST', url, { category: 'Autre' })).statusCode).toBe(404);
    expect((await call(marie, 'POST', url, { category: 'Autre' })).statusCode).toBe(401);
    expect((await call(undefined, 'POST', url, { category: 'Autre' })).statusCode).toBe(401);
    expect(
      (
        await call(sophie, 'POST', `/api/pro/appointments/${appointmentId}/documents/999999/share`, {
          category: 'Autre',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(thomas, 'POST', '/api/pro/cases/1/documents/1/share', { category: 'Autre' })).statusCode,
    ).toBe(404);
    const [{ value: sharedAfter }] = (await t.handle.db.select({ value: count() }).from(clientDocuments)) as [
      { value: number },
    ];
    expect(sharedAfter).toBe(sharedBefore);
  });

  it('refuses hostile bodies with a French 400 and writes nothing', async () => {
    const documentId = await uploadToAppointment(appointmentId, 'Pièce');
    const url = `/api/pro/appointments/${appointmentId}/documents/${documentId}/share`;
    for (const body of [
      {},
      { category: 'Facture' },
      { category: 'Contrat\u0000' },
      { category: 'x'.repeat(1_000_000) },
      { category: 'Contrat', clientUserId: marieId },
      [],
    ]) {
      const response = await call(sophie, 'POST', url, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const [row] = await t.handle.db
      .select({ value: count() })
      .from(clientDocuments)
      .where(eq(clientDocuments.sourceAppointmentDocumentId, documentId));
    expect(row?.value).toBe(0);
  });

  it('sends no e-mail to a client who turned e-mail notifications off, but still rings the bell', async () => {
    await t.handle.db.update(users).set({ notifyByEmail: false }).where(eq(users.id, marieId));
    const emailsBefore = (await outboxFor(t.handle, 'marie.dubois@example.com')).length;
    const documentId = await uploadToAppointment(appointmentId, 'Courrier');
    const shared = await call(
      sophie,
      'POST',
      `/api/pro/appointments/${appointmentId}/documents/${documentId}/share`,
      {
        category: 'Autre',
      },
    );
    expect(shared.statusCode).toBe(200);
    expect(await outboxFor(t.handle, 'marie.dubois@example.com')).toHaveLength(emailsBefore);
    const [bells] = (await t.handle.db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, marieId), eq(notifications.kind, 'document_shared')))) as [
      { value: number },
    ];
    expect(bells.value).toBeGreaterThanOrEqual(3);

    // The same choice covers the « nouveau message » e-mail (the profile's hint says so).
    const opened = await call(sophie, 'POST', '/api/pro/conversations', { appointmentId });
    expect(opened.statusCode, opened.body).toBe(200);
    const conversationId = opened.json().conversation.id as number;
    const sent = await call(sophie, 'POST', `/api/pro/conversations/${conversationId}/messages`, {
      body: 'Bonjour Madame Dubois',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await outboxFor(t.handle, 'marie.dubois@example.com')).toHaveLength(emailsBefore);
    await t.handle.db.update(users).set({ notifyByEmail: true }).where(eq(users.id, marieId));
  });
});
