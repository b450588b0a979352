import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, contactNotes, contacts, contactTags, users } from '#server/db/schema/index.ts';
import { insertAppointment } from '#server/test-support/factories.ts';
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

type TMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function call(cookie: string | undefined, method: TMethod, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const REQUIRED = {
  firstName: 'Paul',
  lastName: 'Lefèvre',
  email: 'paul.lefevre@example.com',
  phone: '06 11 22 33 44',
};

type TContact = { id: number; [key: string]: unknown };

async function createContact(cookie: string, body: Record<string, unknown>): Promise<TContact> {
  const response = await call(cookie, 'POST', '/api/pro/contacts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().contact as TContact;
}

async function tableCount(table: typeof contacts | typeof contactTags | typeof contactNotes) {
  return (await t.handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;
}

describe('contacts', () => {
  it('belong to a signed-in professional', async () => {
    expect((await call(undefined, 'GET', '/api/pro/contacts')).statusCode).toBe(401);
    expect((await call(marie, 'GET', '/api/pro/contacts')).statusCode).toBe(401);
    expect((await call(marie, 'POST', '/api/pro/contacts', REQUIRED)).statusCode).toBe(401);
  });

  it('are created with the form defaults and listed', async () => {
    const created = await createContact(sophie, {
      ...REQUIRED,
      firstName: '  Paul ',
      email: 'Paul.Lefevre@Example.com',
    });
    expect(created).toMatchObject({
      firstName: 'Paul',
      lastName: 'Lefèvre',
      email: 'paul.lefevre@example.com',
      phone: '06 11 22 33 44',
      type: 'client',
      clientType: 'particulier',
      status: 'prospect',
      country: 'France',
      address: null,
      city: null,
      postalCode: null,
      company: null,
      position: null,
      siret: null,
      createdAt: NOW.toISOString(),
      lastContactAt: null,
      tags: [],
      notes: [],
      cases: [],
      appointments: [],
    });
    const list = (await call(sophie, 'GET', '/api/pro/contacts')).json().contacts;
    expect(list.find((item: TContact) => item.id === created.id)).toMatchObject({
      firstName: 'Paul',
      type: 'client',
    });

    const partner = await createContact(sophie, {
      ...REQUIRED,
      email: 'notaire@example.com',
      type: 'partenaire',
      clientType: 'professionnel',
      company: 'Étude Durand',
      position: 'Notaire',
      siret: '123 456 789 00012',
      status: 'actif',
      address: '1 place Vendôme',
      city: 'Paris',
      postalCode: '75001',
      country: 'France',
    });
    expect(partner).toMatchObject({
      type: 'partenaire',
      clientType: null,
      siret: '12345678900012',
      status: 'actif',
      company: 'Étude Durand',
    });
  });

  it('refuse bad input in French without writing anything', async () => {
    const before = await tableCount(contacts);
    const bad = [
      [{ ...REQUIRED, firstName: '  ' }, 'firstName', 'Le prénom est requis'],
      [{ ...REQUIRED, lastName: undefined }, 'lastName', 'Le nom est requis'],
      [
        { ...REQUIRED, email: 'pas-un-email' },
        'email',
        'Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr',
      ],
      [{ ...REQUIRED, email: '' }, 'email', "L'e-mail est requis"],
      [{ ...REQUIRED, phone: '' }, 'phone', 'Le téléphone est requis'],
      [{ ...REQUIRED, siret: '1234' }, 'siret', 'Le SIRET doit comporter 14 chiffres'],
      [{ ...REQUIRED, type: 'ami' }, 'type', 'Type de contact invalide'],
      [{ ...REQUIRED, status: 'vip' }, 'status', 'Statut invalide'],
    ] as const;
    for (const [body, field, message] of bad) {
      const response = await call(sophie, 'POST', '/api/pro/contacts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fieldErrors[field]).toBe(message);
    }
    expect(await tableCount(contacts)).toBe(before);
  });

  it('are edited field by field; the client type follows the type', async () => {
    const created = await createContact(sophie, { ...REQUIRED, email: 'edit@example.com' });
    t.clock.advance(60_000);
    const edited = await call(sophie, 'PATCH', `/api/pro/contacts/${created.id}`, {
      address: '3 rue de la Paix',
      city: 'Paris',
      postalCode: '75002',
      phone: '01 02 03 04 05',
      clientType: 'professionnel',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().contact).toMatchObject({
      address: '3 rue de la Paix',
      city: 'Paris',
      postalCode: '75002',
      phone: '01 02 03 04 05',
      clientType: 'professionnel',
      firstName: 'Paul',
    });
    const confrere = await call(sophie, 'PATCH', `/api/pro/contacts/${created.id}`, { type: 'confrere' });
    expect(confrere.json().contact).toMatchObject({ type: 'confrere', clientType: null });
    const client = await call(sophie, 'PATCH', `/api/pro/contacts/${created.id}`, { type: 'client' });
    expect(client.json().contact).toMatchObject({ type: 'client', clientType: 'particulier' });
    const cleared = await call(sophie, 'PATCH', `/api/pro/contacts/${created.id}`, { address: '  ' });
    expect(cleared.json().contact.address).toBeNull();

    const blanked = await call(sophie, 'PATCH', `/api/pro/contacts/${created.id}`, { email: '' });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().error.fieldErrors.email).toBe("L'e-mail est requis");
    expect((await call(sophie, 'PATCH', `/api/pro/contacts/${created.id}`, {})).statusCode).toBe(400);
    expect((await call(sophie, 'GET', `/api/pro/contacts/${created.id}`)).json().contact.email).toBe(
      'edit@example.com',
    );
  });

  it('carry tags: trimmed, one per name whatever its case, blank refused, removable', async () => {
    const created = await createContact(sophie, { ...REQUIRED, email: 'tags@example.com' });
    const url = `/api/pro/contacts/${created.id}/tags`;
    const first = (await call(sophie, 'POST', url, { name: '  VIP ' })).json().contact.tags;
    expect(first).toHaveLength(1);
    expect(first[0].name).toBe('VIP');
    expect(['blue', 'green', 'yellow', 'red', 'purple', 'orange']).toContain(first[0].colour);
    expect((await call(sophie, 'POST', url, { name: 'vip' })).json().contact.tags).toHaveLength(1);
    const blank = await call(sophie, 'POST', url, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldErrors.name).toBe("Le nom de l'étiquette est requis");
    const list = (await call(sophie, 'GET', '/api/pro/contacts')).json().contacts;
    expect(list.find((item: TContact) => item.id === created.id).tags).toEqual(first);
    const removed = await call(sophie, 'DELETE', `${url}/${first[0].id}`);
    expect(removed.json().contact.tags).toEqual([]);
    expect((await call(sophie, 'DELETE', `${url}/${first[0].id}`)).statusCode).toBe(404);
  });

  it('keep internal notes signed by the professional: added, edited, deleted; blank and too long refused', async () => {
    const created = await createContact(sophie, { ...REQUIRED, email: 'notes@example.com' });
    const url = `/api/pro/contacts/${created.id}/notes`;
    const addedAt = t.clock.now().toISOString();
    const added = await call(sophie, 'POST', url, { content: '  Rappeler après le 1er décembre ' });
    expect(added.statusCode).toBe(201);
    const note = added.json().contact.notes[0];
    expect(note).toMatchObject({
      content: 'Rappeler après le 1er décembre',
      author: 'Sophie Martin',
      createdAt: addedAt,
    });

    const before = await tableCount(contactNotes);
    const blank = await call(sophie, 'POST', url, { content: ' \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldErrors.content).toBe('La note est vide');
    const huge = await call(sophie, 'POST', url, { content: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fieldErrors.content).toBe('La note ne doit pas dépasser 5000 caractères');
    expect(await tableCount(contactNotes)).toBe(before);

    t.clock.advance(60_000);
    const edited = await call(sophie, 'PATCH', `${url}/${note.id}`, { content: 'Rappeler le 2 décembre' });
    expect(edited.json().contact.notes[0]).toMatchObject({
      id: note.id,
      content: 'Rappeler le 2 décembre',
      updatedAt: t.clock.now().toISOString(),
    });
    expect((await call(sophie, 'PATCH', `${url}/${note.id}`, { content: '  ' })).statusCode).toBe(400);
    const deleted = await call(sophie, 'DELETE', `${url}/${note.id}`);
    expect(deleted.json().contact.notes).toEqual([]);
    expect((await call(sophie, 'DELETE', `${url}/${note.id}`)).statusCode).toBe(404);
  });

  it('are another professional’s business only: 404 on every endpoint, never their data', async () => {
    const own = await createContact(sophie, {
      ...REQUIRED,
      firstName: 'Secret',
      lastName: 'Confidentiel',
      email: 'secret@example.com',
    });
    const withChildren = (
      await call(sophie, 'POST', `/api/pro/contacts/${own.id}/notes`, { content: 'Note privée' })
    ).json().contact;
    const tagged = (await call(sophie, 'POST', `/api/pro/contacts/${own.id}/tags`, { name: 'Privé' })).json()
      .contact;
    const noteId = withChildren.notes[0].id;
    const tagId = tagged.tags[0].id;
    const tagsBefore = await tableCount(contactTags);
    for (const [method, url, body] of [
      ['GET', `/api/pro/contacts/${own.id}`, undefined],
      ['PATCH', `/api/pro/contacts/${own.id}`, { status: 'inactif' }],
      ['POST', `/api/pro/contacts/${own.id}/tags`, { name: 'Intrus' }],
      ['DELETE', `/api/pro/contacts/${own.id}/tags/${tagId}`, undefined],
      ['POST', `/api/pro/contacts/${own.id}/notes`, { content: 'Intrusion' }],
      ['PATCH', `/api/pro/contacts/${own.id}/notes/${noteId}`, { content: 'Modifiée' }],
      ['DELETE', `/api/pro/contacts/${own.id}/notes/${noteId}`, undefined],
    ] as const) {
      const response = await call(thomas, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.message).toBe('Contact introuvable.');
      expect(response.body).not.toContain('Confidentiel');
    }
    // A child of Sophie's contact cannot be reached through one of Thomas's contacts either.
    const theirs = await createContact(thomas, { ...REQUIRED, email: 'thomas-client@example.com' });
    expect((await call(thomas, 'DELETE', `/api/pro/contacts/${theirs.id}/tags/${tagId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(thomas, 'PATCH', `/api/pro/contacts/${theirs.id}/notes/${noteId}`, { content: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call(thomas, 'DELETE', `/api/pro/contacts/${theirs.id}/notes/${noteId}`)).statusCode).toBe(
      404,
    );

    const thomasList = (await call(thomas, 'GET', '/api/pro/contacts')).json().contacts;
    expect(thomasList.map((item: TContact) => item.id)).toEqual([theirs.id]);
    const after = (await call(sophie, 'GET', `/api/pro/contacts/${own.id}`)).json().contact;
    expect(after).toMatchObject({
      status: 'prospect',
      notes: [{ content: 'Note privée' }],
      tags: [{ name: 'Privé' }],
    });
    expect(await tableCount(contactTags)).toBe(tagsBefore);
    expect((await call(sophie, 'GET', '/api/pro/contacts/999999')).json().error.message).toBe(
      'Contact introuvable.',
    );
    expect((await call(sophie, 'GET', '/api/pro/contacts/abc')).statusCode).toBe(400);
  });

  it('are deleted by their professional with their tags and notes; a case opened from one stays, unlinked', async () => {
    const contact = await createContact(sophie, {
      ...REQUIRED,
      firstName: 'Ancien',
      lastName: 'Client',
      email: 'ancien.client@example.com',
    });
    await call(sophie, 'POST', `/api/pro/contacts/${contact.id}/notes`, { content: 'À supprimer' });
    await call(sophie, 'POST', `/api/pro/contacts/${contact.id}/tags`, { name: 'Ancien' });
    const opened = (
      await call(sophie, 'POST', '/api/pro/cases', {
        title: 'Dossier Ancien',
        client: { name: 'Ancien Client', email: 'ancien.client@example.com' },
      })
    ).json().case;
    await t.handle.db.update(cases).set({ contactId: contact.id }).where(eq(cases.id, opened.id));
    const notesBefore = await tableCount(contactNotes);
    const tagsBefore = await tableCount(contactTags);

    // Nobody else can delete it: another professional gets 404 and learns nothing, a client 401.
    const intruder = await call(thomas, 'DELETE', `/api/pro/contacts/${contact.id}`);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().error.message).toBe('Contact introuvable.');
    expect(intruder.body).not.toContain('Ancien');
    expect((await call(marie, 'DELETE', `/api/pro/contacts/${contact.id}`)).statusCode).toBe(401);
    expect((await call(undefined, 'DELETE', `/api/pro/contacts/${contact.id}`)).statusCode).toBe(401);
    expect((await call(sophie, 'DELETE', '/api/pro/contacts/abc')).statusCode).toBe(400);
    expect((await call(sophie, 'GET', `/api/pro/contacts/${contact.id}`)).statusCode).toBe(200);

    const deleted = await call(sophie, 'DELETE', `/api/pro/contacts/${contact.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await call(sophie, 'GET', `/api/pro/contacts/${contact.id}`)).statusCode).toBe(404);
    expect(
      (await call(sophie, 'GET', '/api/pro/contacts')).json().contacts.map((item: TContact) => item.id),
    ).not.toContain(contact.id);
    expect(await tableCount(contactNotes)).toBe(notesBefore - 1);
    expect(await tableCount(contactTags)).toBe(tagsBefore - 1);
    const [kept] = await t.handle.db.select().from(cases).where(eq(cases.id, opened.id));
    expect(kept).toMatchObject({
      contactId: null,
      clientName: 'Ancien Client',
      clientEmail: 'ancien.client@example.com',
    });
    expect((await call(sophie, 'DELETE', `/api/pro/contacts/${contact.id}`)).statusCode).toBe(404);
  });

  it('show the associated cases (linked or same client e-mail) and the appointments of the same e-mail', async () => {
    const contact = await createContact(sophie, { ...REQUIRED, email: 'jeanne.petit@example.com' });
    const byEmail = (
      await call(sophie, 'POST', '/api/pro/cases', {
        title: 'Bail Petit',
        client: { name: 'Jeanne Petit', email: 'JEANNE.PETIT@example.com' },
      })
    ).json().case;
    const linked = (await call(sophie, 'POST', '/api/pro/cases', { title: 'Dossier lié' })).json().case;
    await t.handle.db.update(cases).set({ contactId: contact.id }).where(eq(cases.id, linked.id));
    await call(sophie, 'POST', '/api/pro/cases', {
      title: 'Sans rapport',
      client: { name: 'Autre', email: 'autre@example.com' },
    });
    // Thomas's case for the same e-mail is his business, not Sophie's.
    await call(thomas, 'POST', '/api/pro/cases', {
      title: 'Dossier de Thomas',
      client: { name: 'Jeanne Petit', email: 'jeanne.petit@example.com' },
    });

    const own = await call(sophie, 'POST', '/api/pro/appointments', {
      client: { name: 'Jeanne Petit', email: 'Jeanne.Petit@Example.com' },
      type: 'Suivi dossier',
      date: '2026-11-26',
      time: '15:00',
    });
    expect(own.statusCode).toBe(201);
    await call(sophie, 'POST', '/api/pro/appointments', {
      client: { name: 'Quelqu’un', email: 'autre@example.com' },
      type: 'Suivi dossier',
      date: '2026-11-27',
      time: '15:00',
    });
    await call(thomas, 'POST', '/api/pro/appointments', {
      client: { name: 'Jeanne Petit', email: 'jeanne.petit@example.com' },
      type: 'Consultation pénale',
      date: '2026-11-26',
      time: '10:00',
    });

    const detail = (await call(sophie, 'GET', `/api/pro/contacts/${contact.id}`)).json().contact;
    expect(detail.cases.map((item: { id: number }) => item.id).sort()).toEqual(
      [byEmail.id, linked.id].sort(),
    );
    expect(detail.appointments).toEqual([
      expect.objectContaining({
        id: own.json().appointment.id,
        client: 'Jeanne Petit',
        type: 'Suivi dossier',
      }),
    ]);
  });
});

describe('demo contacts', () => {
  it('give Sophie Martin clients, partners and fellow lawyers; Marie Dubois has her cases and appointments', async () => {
    const list = (await call(sophie, 'GET', '/api/pro/contacts')).json().contacts as {
      id: number;
      email: string;
      type: string;
    }[];
    const types = new Set(list.map((item) => item.type));
    expect(types).toEqual(new Set(['client', 'partenaire', 'confrere']));
    for (const email of [
      'marie.dubois@example.com',
      'lucas.moreau@example.com',
      'emma.laurent@example.com',
    ]) {
      expect(list.find((item) => item.email === email)?.type).toBe('client');
    }
    const marieContact = list.find((item) => item.email === 'marie.dubois@example.com');
    const detail = (await call(sophie, 'GET', `/api/pro/contacts/${marieContact?.id}`)).json().contact;
    expect(detail.cases.map((item: { title: string }) => item.title)).toContain(
      'Divorce par consentement mutuel Dubois',
    );
    expect(detail.appointments.length).toBeGreaterThan(0);
    expect(detail.notes[0]).toMatchObject({ author: 'Sophie Martin' });
    expect(detail.tags.map((tag: { name: string }) => tag.name)).toEqual(['Divorce']);
  });
});

describe('the professional’s clients', () => {
  it('include the contact book’s clients who have not booked yet, once, and never another professional’s', async () => {
    await createContact(sophie, {
      ...REQUIRED,
      firstName: 'Nina',
      lastName: 'Carpentier',
      email: 'NINA.C@example.com',
    });
    await createContact(sophie, {
      ...REQUIRED,
      firstName: 'Expert',
      lastName: 'Comptable',
      email: 'expert@example.com',
      type: 'partenaire',
    });
    await createContact(thomas, {
      ...REQUIRED,
      firstName: 'Zoé',
      lastName: 'Thomasienne',
      email: 'zoe@example.com',
    });
    const clients = (await call(sophie, 'GET', '/api/pro/clients')).json().clients as {
      name: string;
      email: string | null;
      appointmentsCount: number;
    }[];
    expect(clients).toContainEqual(
      expect.objectContaining({ name: 'Nina Carpentier', email: 'nina.c@example.com', appointmentsCount: 0 }),
    );
    expect(clients.filter((client) => client.email === 'marie.dubois@example.com')).toHaveLength(1);
    expect(clients.map((client) => client.email)).not.toContain('expert@example.com');
    expect(clients.map((client) => client.email)).not.toContain('zoe@example.com');
  });
});

describe('last contact', () => {
  it('is the last appointment that took place with the contact', async () => {
    const contact = await createContact(sophie, {
      ...REQUIRED,
      firstName: 'Léa',
      lastName: 'Vidal',
      email: 'Lea.Vidal@example.com',
    });
    const [lea] = await t.handle.db
      .insert(users)
      .values({
        email: 'lea.vidal@example.com',
        passwordHash: 'not-a-hash',
        role: 'client',
        firstName: 'Léa',
        lastName: 'Vidal',
      })
      .returning();
    if (!lea) throw new Error('client not inserted');
    const at = (days: number, status: 'completed' | 'cancelled' | 'confirmed') => {
      const start = new Date(NOW.getTime() + days * 86_400_000);
      return insertAppointment(t.handle.db, {
        professionalId: 1,
        clientUserId: lea.id,
        startsAt: start,
        endsAt: new Date(start.getTime() + 30 * 60_000),
        status,
      });
    };
    const lastContactOf = async () =>
      (
        (await call(sophie, 'GET', '/api/pro/contacts')).json().contacts as {
          id: number;
          lastContactAt: string | null;
        }[]
      ).find((item) => item.id === contact.id)?.lastContactAt;
    expect(await lastContactOf()).toBeNull();
    const met = await at(-3, 'completed');
    // A later cancelled one and a future one do not count.
    await at(-1, 'cancelled');
    await at(2, 'confirmed');
    expect(await lastContactOf()).toBe(met.startsAt.toISOString());
    const detail = (await call(sophie, 'GET', `/api/pro/contacts/${contact.id}`)).json().contact;
    expect(detail.lastContactAt).toBe(met.startsAt.toISOString());
  });
});
