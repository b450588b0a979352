import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDocuments, cases, caseTags, workSessions } from '#server/db/schema/index.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let thomas: string;
let marie: string;

// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
});

afterAll(async () => {
  await t.close();
});

type TMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function call(cookie: string | undefined, method: TMethod, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function createCase(cookie: string, body: Record<string, unknown>) {
  const response = await call(cookie, 'POST', '/api/pro/cases', body);
  expect(response.statusCode).toBe(201);
  return response.json().case as { id: number; [key: string]: unknown };
}

async function tableCount(
  table: typeof cases | typeof caseTags | typeof caseDocuments | typeof workSessions,
) {
  return (await t.handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;
}

const activeCases = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/pro/summary')).json().activeCases as number;

describe('cases', () => {
  it('belong to a signed-in professional', async () => {
    expect((await call(undefined, 'GET', '/api/pro/cases')).statusCode).toBe(401);
    expect((await call(marie, 'GET', '/api/pro/cases')).statusCode).toBe(401);
    expect((await call(marie, 'POST', '/api/pro/cases', { title: 'Intrus' })).statusCode).toBe(401);
  });

  it('are created with the form defaults, listed first and counted as active', async () => {
    const before = await activeCases(sophie);
    const created = await createCase(sophie, { title: '  Divorce Leroy  ' });
    expect(created).toMatchObject({
      title: 'Divorce Leroy',
      category: 'Autre',
      status: 'En cours',
      priority: 'Moyenne',
      openingDate: '2026-11-23',
      lastUpdate: NOW.toISOString(),
      nextDeadline: null,
      client: { userId: null, name: 'Client à définir', email: null },
      tags: [],
      documents: [],
      workSessions: [],
      totalWorkMinutes: 0,
      appointments: [],
    });
    const list = (await call(sophie, 'GET', '/api/pro/cases')).json().cases;
    expect(list.find((item: { id: number }) => item.id === created.id)).toMatchObject({
      clientName: 'Client à définir',
    });
    // Most recently updated first.
    const updates = list.map((item: { lastUpdate: string }) => item.lastUpdate);
    expect(updates).toEqual([...updates].sort().reverse());
    expect(await activeCases(sophie)).toBe(before + 1);
  });

  it('refuse bad input in French without writing anything', async () => {
    const before = await tableCount(cases);
    const bad = [
      [{ title: '   ' }, 'title', 'Le titre est requis'],
      [{ title: 'X', category: 'Fiscal' }, 'category', 'Choisissez une catégorie'],
      [{ title: 'X', nextDeadline: '2027-02-30' }, 'nextDeadline', 'Date invalide (cette date n’existe pas)'],
      [
        { title: 'X', estimatedValueCents: 'beaucoup' },
        'estimatedValueCents',
        'La valeur estimée doit être un nombre',
      ],
      [{ title: 'X', status: 'Clos' }, 'status', 'Statut invalide'],
      [
        { title: 'X', client: { name: 'Jean', email: 'pas-un-email' } },
        'client.email',
        'Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr',
      ],
    ] as const;
    for (const [body, field, message] of bad) {
      const response = await call(sophie, 'POST', '/api/pro/cases', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fieldErrors[field]).toBe(message);
    }
    expect(await tableCount(cases)).toBe(before);
  });

  it('are another professional’s business only: 404, never their data', async () => {
    const own = await createCase(sophie, { title: 'Succession Martin', category: 'Droit des successions' });
    for (const [method, url, body] of [
      ['GET', `/api/pro/cases/${own.id}`, undefined],
      ['PATCH', `/api/pro/cases/${own.id}`, { status: 'Clos' }],
      ['POST', `/api/pro/cases/${own.id}/tags`, { name: 'urgent' }],
      ['POST', `/api/pro/cases/${own.id}/work-sessions`, { title: 'Lecture', duration: '1h' }],
      ['GET', `/api/pro/cases/${own.id}/documents/1/file`, undefined],
    ] as const) {
      const response = await call(thomas, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Succession Martin');
    }
    expect((await call(thomas, 'GET', '/api/pro/cases')).json().cases).toEqual([]);
    expect((await call(sophie, 'GET', `/api/pro/cases/${own.id}`)).json().case.status).toBe('En cours');
    expect((await call(sophie, 'GET', '/api/pro/cases/999999')).json().error.message).toBe(
      'Dossier introuvable.',
    );
    expect((await call(sophie, 'GET', '/api/pro/cases/abc')).statusCode).toBe(400);
  });

  it('are edited field by field; Clos closes the case', async () => {
    const created = await createCase(sophie, {
      title: 'Bail commercial',
      category: 'Droit des affaires',
      priority: 'Haute',
      nextDeadline: '2026-12-15',
      estimatedValueCents: 450_000,
    });
    const before = await activeCases(sophie);
    t.clock.advance(60_000);
    const edited = await call(sophie, 'PATCH', `/api/pro/cases/${created.id}`, {
      description: 'Renouvellement du bail',
      notes: 'Rappeler le bailleur',
      nextDeadline: null,
      category: 'Droit immobilier',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().case).toMatchObject({
      description: 'Renouvellement du bail',
      notes: 'Rappeler le bailleur',
      nextDeadline: null,
      category: 'Droit immobilier',
      priority: 'Haute',
      estimatedValueCents: 450_000,
      lastUpdate: new Date(NOW.getTime() + 60_000).toISOString(),
    });
    const closed = await call(sophie, 'PATCH', `/api/pro/cases/${created.id}`, { status: 'Clos' });
    expect(closed.json().case.status).toBe('Clos');
    expect(await activeCases(sophie)).toBe(before - 1);

    const tooLong = await call(sophie, 'PATCH', `/api/pro/cases/${created.id}`, {
      notes: 'x'.repeat(100_000),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fieldErrors.notes).toBe(
      'Les notes ne doivent pas dépasser 20 000 caractères',
    );
    expect((await call(sophie, 'PATCH', `/api/pro/cases/${created.id}`, {})).statusCode).toBe(400);
    expect((await call(sophie, 'GET', `/api/pro/cases/${created.id}`)).json().case.notes).toBe(
      'Rappeler le bailleur',
    );
  });

  it('carry tags: trimmed, one per name whatever its case, removable', async () => {
    const created = await createCase(sophie, { title: 'Tags' });
    const url = `/api/pro/cases/${created.id}/tags`;
    const first = (await call(sophie, 'POST', url, { name: '  Urgent ' })).json().case.tags;
    expect(first).toHaveLength(1);
    expect(first[0].name).toBe('Urgent');
    expect(['blue', 'green', 'yellow', 'red', 'purple', 'orange']).toContain(first[0].colour);
    expect((await call(sophie, 'POST', url, { name: 'URGENT' })).json().case.tags).toHaveLength(1);
    expect((await call(sophie, 'POST', url, { name: '   ' })).statusCode).toBe(400);
    const other = await createCase(thomas, { title: 'Autre' });
    expect((await call(thomas, 'DELETE', `/api/pro/cases/${other.id}/tags/${first[0].id}`)).statusCode).toBe(
      404,
    );
    const removed = await call(sophie, 'DELETE', `${url}/${first[0].id}`);
    expect(removed.json().case.tags).toEqual([]);
  });

  it('record work sessions typed as 1h30min, 45min or 2h, with a total', async () => {
    const created = await createCase(sophie, { title: 'Sessions' });
    const url = `/api/pro/cases/${created.id}/work-sessions`;
    const invalid = await call(sophie, 'POST', url, { title: 'Recherche', duration: 'une heure' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fieldErrors.duration).toBe(
      'Durée invalide. Format\u00a0: 1\u00a0h\u00a030, 45\u00a0min, 2\u00a0h, etc.',
    );
    expect(
      (await call(sophie, 'POST', url, { title: '', duration: '1h' })).json().error.fieldErrors.title,
    ).toBe('Le titre est requis');
    await call(sophie, 'POST', url, { title: 'Recherche jurisprudence', duration: '1h30min' });
    const second = await call(sophie, 'POST', url, {
      title: 'Rédaction',
      duration: '45min',
      description: 'Projet de conclusions',
      date: '2026-11-20',
    });
    expect(second.statusCode).toBe(201);
    const detail = second.json().case;
    expect(detail.totalWorkMinutes).toBe(135);
    const drafted = detail.workSessions.find((s: { title: string }) => s.title === 'Rédaction');
    expect(drafted).toMatchObject({
      date: '2026-11-20',
      durationMinutes: 45,
      status: 'completed',
      caseId: created.id,
      caseTitle: 'Sessions',
      description: 'Projet de conclusions',
    });
    const edited = await call(sophie, 'PUT', `${url}/${drafted.id}`, { title: 'Rédaction', duration: '2h' });
    expect(edited.json().case.totalWorkMinutes).toBe(210);
    const deleted = await call(sophie, 'DELETE', `${url}/${drafted.id}`);
    expect(deleted.json().case.totalWorkMinutes).toBe(90);
    expect((await call(sophie, 'DELETE', `${url}/${drafted.id}`)).statusCode).toBe(404);
  });

  it('collect the work timer’s session when stopped with the case, and sessions can be attached later', async () => {
    const created = await createCase(sophie, { title: 'Chronométré' });
    const foreign = await createCase(thomas, { title: 'Pas à Sophie' });
    await call(sophie, 'POST', '/api/pro/timer/start', { task: 'Appel adverse' });
    t.clock.advance(20 * 60_000);
    const refused = await call(sophie, 'POST', '/api/pro/timer/stop', { caseId: foreign.id });
    expect(refused.statusCode).toBe(404);
    expect((await call(sophie, 'GET', '/api/pro/timer')).json().state).toBe('running');
    const stopped = await call(sophie, 'POST', '/api/pro/timer/stop', { caseId: created.id });
    expect(stopped.json().session).toMatchObject({
      durationMinutes: 20,
      caseId: created.id,
      caseTitle: 'Chronométré',
    });
    expect((await call(sophie, 'GET', `/api/pro/cases/${created.id}`)).json().case.totalWorkMinutes).toBe(20);

    await call(sophie, 'POST', '/api/pro/timer/start', { task: 'Relecture' });
    t.clock.advance(10 * 60_000);
    const loose = (await call(sophie, 'POST', '/api/pro/timer/stop')).json().session;
    expect(loose.caseId).toBeNull();
    const attached = await call(sophie, 'PATCH', `/api/pro/work-sessions/${loose.id}`, {
      caseId: created.id,
    });
    expect(attached.json().session).toMatchObject({ caseId: created.id, caseTitle: 'Chronométré' });
    expect((await call(sophie, 'GET', `/api/pro/cases/${created.id}`)).json().case.totalWorkMinutes).toBe(30);
    expect(
      (await call(thomas, 'PATCH', `/api/pro/work-sessions/${loose.id}`, { caseId: foreign.id })).statusCode,
    ).toBe(404);
    expect(
      (await call(sophie, 'PATCH', `/api/pro/work-sessions/${loose.id}`, { caseId: foreign.id })).statusCode,
    ).toBe(404);
    const detached = await call(sophie, 'PATCH', `/api/pro/work-sessions/${loose.id}`, { caseId: null });
    expect(detached.json().session.caseId).toBeNull();
  });

  it('keep documents checked by content, served to their owner, archived and restored', async () => {
    const created = await createCase(sophie, { title: 'Pièces' });
    const url = `/api/pro/cases/${created.id}/documents`;
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
    const before = await tableCount(caseDocuments);
    const disguised = await call(sophie, 'POST', url, {
      title: 'Contrat',
      kind: 'contract',
      fileName: 'contrat.pdf',
      contentBase64: Buffer.from('MZ\x90\x00 not a pdf').toString('base64'),
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error.fieldErrors.contentBase64).toBe('Type de fichier non accepté');
    expect(await tableCount(caseDocuments)).toBe(before);

    const added = await call(sophie, 'POST', url, {
      title: 'Contrat de bail',
      kind: 'contract',
      fileName: 'bail signé.pdf',
      contentBase64: pdf.toString('base64'),
    });
    expect(added.statusCode).toBe(201);
    const document = added.json().case.documents[0];
    expect(document).toMatchObject({
      title: 'Contrat de bail',
      kind: 'contract',
      archived: false,
      uploadDate: '2026-11-23',
    });

    const inline = await call(sophie, 'GET', document.url);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.rawPayload.equals(pdf)).toBe(true);
    expect((await call(sophie, 'GET', `${document.url}?download=1`)).headers['content-disposition']).toMatch(
      /^attachment;/,
    );
    expect((await call(thomas, 'GET', document.url)).statusCode).toBe(404);

    const archived = await call(sophie, 'POST', `${url}/${document.id}/archive`);
    expect(archived.json().case.documents[0].archived).toBe(true);
    const restored = await call(sophie, 'POST', `${url}/${document.id}/restore`);
    expect(restored.json().case.documents[0].archived).toBe(false);
    expect((await call(sophie, 'POST', `${url}/999999/archive`)).statusCode).toBe(404);
  });

  it('link the professional’s own appointments only', async () => {
    const created = await createCase(sophie, { title: 'Rendez-vous liés' });
    const own = await call(sophie, 'POST', '/api/pro/appointments', {
      client: { name: 'Paul Lefèvre', email: 'paul.lefevre@example.com' },
      type: 'Suivi dossier',
      date: '2026-11-26',
      time: '15:00',
    });
    expect(own.statusCode).toBe(201);
    const appointmentId = own.json().appointment.id;
    const theirs = await call(thomas, 'POST', '/api/pro/appointments', {
      client: { name: 'Inconnu' },
      type: 'Suivi dossier',
      date: '2026-11-26',
      time: '15:00',
    });
    const url = `/api/pro/cases/${created.id}/appointments`;
    expect(
      (await call(sophie, 'POST', url, { appointmentId: theirs.json().appointment.id })).statusCode,
    ).toBe(404);
    const linked = await call(sophie, 'POST', url, { appointmentId });
    expect(linked.json().case.appointments).toEqual([
      expect.objectContaining({
        id: appointmentId,
        client: 'Paul Lefèvre',
        type: 'Suivi dossier',
        status: 'pending',
      }),
    ]);
    const unlinked = await call(sophie, 'DELETE', `${url}/${appointmentId}`);
    expect(unlinked.json().case.appointments).toEqual([]);
    expect((await call(sophie, 'DELETE', `${url}/${appointmentId}`)).statusCode).toBe(404);
  });

  it('take their client from the professional’s clients: an account that booked, or a typed person', async () => {
    const clients = (await call(sophie, 'GET', '/api/pro/clients')).json().clients;
    const marieEntry = clients.find((c: { email: string | null }) => c.email === 'marie.dubois@example.com');
    expect(marieEntry).toMatchObject({ name: 'Marie Dubois' });
    expect(marieEntry.userId).toEqual(expect.any(String));
    expect(marieEntry.appointmentsCount).toBeGreaterThan(0);
    expect((await call(thomas, 'GET', '/api/pro/clients')).json().clients).not.toContainEqual(
      expect.objectContaining({ key: 'email:paul.lefevre@example.com' }),
    );

    const withAccount = await createCase(sophie, {
      title: 'Divorce Dubois',
      category: 'Droit de la famille',
      client: { userId: marieEntry.userId, name: 'Nom falsifié', address: '3 rue de la Paix, Paris' },
    });
    expect(withAccount.client).toMatchObject({
      userId: marieEntry.userId,
      name: 'Marie Dubois',
      email: 'marie.dubois@example.com',
      address: '3 rue de la Paix, Paris',
    });
    const stranger = await call(sophie, 'POST', '/api/pro/cases', {
      title: 'Intrusion',
      client: { userId: '00000000-0000-4000-8000-000000000000', name: 'X' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('Client introuvable.');

    const typed = await call(sophie, 'PATCH', `/api/pro/cases/${withAccount.id}`, {
      client: { name: 'Jean Dubois', email: 'JEAN@EXAMPLE.COM', phone: '06 11 22 33 44' },
    });
    expect(typed.json().case.client).toMatchObject({
      userId: null,
      name: 'Jean Dubois',
      email: 'jean@example.com',
      phone: '06 11 22 33 44',
    });
    const listed = (await call(sophie, 'GET', '/api/pro/cases')).json().cases;
    expect(listed.find((item: { id: number }) => item.id === withAccount.id).clientName).toBe('Jean Dubois');
  });
});

describe('demo cases', () => {
  it('give Sophie Martin sample cases with clients, tags, sessions, documents and linked appointments', async () => {
    const list = (await call(sophie, 'GET', '/api/pro/cases')).json().cases;
    const divorce = list.find(
      (item: { title: string }) => item.title === 'Divorce par consentement mutuel Dubois',
    );
    const detail = (await call(sophie, 'GET', `/api/pro/cases/${divorce.id}`)).json().case;
    expect(detail.client).toMatchObject({ name: 'Marie Dubois', email: 'marie.dubois@example.com' });
    expect(detail.tags.map((tag: { name: string }) => tag.name)).toEqual(['Urgent', "Garde d'enfants"]);
    expect(detail.totalWorkMinutes).toBe(255);
    expect(detail.documents[0]).toMatchObject({ title: 'Projet de convention de divorce', kind: 'contract' });
    expect(detail.appointments.length).toBeGreaterThan(0);
    expect(list.filter((item: { status: string }) => item.status === 'Clos').length).toBeGreaterThan(0);
  });
});

describe('case rows', () => {
  it('go with their case: tags and documents removed, sessions kept unattached', async () => {
    const created = await createCase(sophie, { title: 'À supprimer' });
    await call(sophie, 'POST', `/api/pro/cases/${created.id}/tags`, { name: 'temp' });
    await call(sophie, 'POST', `/api/pro/cases/${created.id}/work-sessions`, {
      title: 'Note',
      duration: '30',
    });
    await t.handle.db.delete(cases).where(eq(cases.id, created.id));
    expect(await t.handle.db.select().from(caseTags).where(eq(caseTags.caseId, created.id))).toEqual([]);
    const sessions = await t.handle.db.select().from(workSessions).where(eq(workSessions.title, 'Note'));
    expect(sessions[0]?.caseId).toBeNull();
  });

  it('have their title and priority edited by their professional only (issue 15 §6)', async () => {
    const created = await createCase(sophie, { title: 'Succession Martin', priority: 'Basse' });
    const edited = await call(sophie, 'PATCH', `/api/pro/cases/${created.id}`, {
      title: '  Succession Martin – partage  ',
      priority: 'Haute',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().case).toMatchObject({ title: 'Succession Martin – partage', priority: 'Haute' });
    expect((await call(sophie, 'GET', '/api/pro/cases')).json().cases).toContainEqual(
      expect.objectContaining({ id: created.id, title: 'Succession Martin – partage', priority: 'Haute' }),
    );

    for (const [body, field, message] of [
      [{ title: '   ' }, 'title', 'Le titre est requis'],
      [{ title: 'x'.repeat(201) }, 'title', 'Le titre ne doit pas dépasser 200 caractères'],
      [{ priority: 'Urgente' }, 'priority', 'Priorité invalide'],
    ] as const) {
      const refused = await call(sophie, 'PATCH', `/api/pro/cases/${created.id}`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors[field]).toBe(message);
    }

    const foreign = await call(thomas, 'PATCH', `/api/pro/cases/${created.id}`, {
      title: 'Piratage',
      priority: 'Basse',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(sophie, 'GET', `/api/pro/cases/${created.id}`)).json().case).toMatchObject({
      title: 'Succession Martin – partage',
      priority: 'Haute',
    });
  });
});
