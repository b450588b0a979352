import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStatedFees } from '#domain/directory/professionals/professional-fees.ts';
import {
  isProfilePublic,
  missingProfileItems,
  type TCompletenessInput,
} from '#domain/directory/professionals/profile-completeness.ts';
import { refreshNextFreeSlots } from '#server/agenda/availability/next-free-slot.ts';
import { PROFESSIONAL_UNKNOWN_MESSAGE } from '#server/appointments/booking/find-bookable-slot.ts';
import { appointments, professionals, users } from '#server/db/schema/index.ts';
import {
  buildProfessional,
  insertAppointment,
  insertProfessional,
  TEST_FEES,
} from '#server/test-support/factories.ts';
import {
  createTestApp,
  lastVerificationToken,
  loginAs,
  loginAsAdmin,
  loginWithSecondFactor,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';

let t: TTestApp;
let marie: string;
let admin: string;
// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
// Tuesday 24 November 2026, 10:00 Paris: a free slot of the default opening hours.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  admin = await loginAsAdmin(t);
});

afterAll(async () => {
  await t.close();
});

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
}

function post(url: string, cookie: string, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
}

async function searchIds(query = 'location=Paris&distance=10'): Promise<number[]> {
  const response = await get(`/api/professionals/search?${query}`);
  expect(response.statusCode).toBe(200);
  const ids: number[] = response.json().results.map((card: { id: number }) => card.id);
  const { pageCount } = response.json();
  for (let page = 2; page <= pageCount; page++) {
    const next = await get(`/api/professionals/search?${query}&page=${page}`);
    ids.push(...next.json().results.map((card: { id: number }) => card.id));
  }
  return ids;
}

function book(professionalId: number, start = TUESDAY_10) {
  return post('/api/appointments', marie, {
    professionalId,
    start,
    mode: 'visio',
    reason: 'Consultation générale',
    answers: {},
    acceptsFeeAgreement: true,
  });
}

describe('the generated column is_public and the pure rule agree', () => {
  it('on every combination of validation, fees, phone, modes and office', async () => {
    const office = {
      complete: {},
      noCommune: { communeCode: null },
      noLatitude: { latitude: null },
      noLongitude: { longitude: null },
      blankStreet: { streetAddress: '   ' },
    } as const;
    const rows = [];
    for (const verificationStatus of ['pending', 'verified', 'rejected'] as const)
      for (const fees of [null, TEST_FEES])
        for (const phone of ['', '   ', '01 23 45 67 89'])
          for (const consultationModes of [[], ['visio'], ['cabinet'], ['cabinet', 'telephone']])
            for (const place of Object.values(office))
              rows.push(buildProfessional({ verificationStatus, fees, phone, consultationModes, ...place }));
    const inserted = await t.handle.db.insert(professionals).values(rows).returning();
    expect(inserted).toHaveLength(360);
    let publicCount = 0;
    for (const row of inserted) {
      const input: TCompletenessInput = row;
      const label = JSON.stringify({ ...input, fees: input.fees === null ? null : 'entered' });
      expect(row.isPublic, label).toBe(isProfilePublic(input));
      // Complete (nothing missing) is exactly what the column requires besides the validation.
      expect(missingProfileItems(input).length === 0 && row.verificationStatus === 'verified', label).toBe(
        row.isPublic,
      );
      if (row.isPublic) publicCount++;
    }
    // verified × fees × one phone × (visio: 5 office variants; cabinet modes: only the complete office ×2).
    expect(publicCount).toBe(5 + 2);
    await t.handle.db.delete(professionals).where(
      inArray(
        professionals.id,
        inserted.map((row) => row.id),
      ),
    );
  });
});

describe('only a public profile is listed, shown and bookable', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const add = async (key: string, overrides: Parameters<typeof insertProfessional>[1]) => {
      ids[key] = (
        await insertProfessional(t.handle.db, { lastName: key, ratingAverage: 5, ...overrides })
      ).id;
    };
    await add('Complete', {});
    await add('NoFees', { fees: null });
    await add('NoPhone', { phone: '' });
    await add('OfficeUnresolved', { communeCode: null, latitude: 48.8589, longitude: 2.3799 });
    await add('NoModes', { consultationModes: [] });
    await add('PendingComplete', { verificationStatus: 'pending' });
    await add('RejectedComplete', { verificationStatus: 'rejected' });
    await refreshNextFreeSlots(t.handle.db, Object.values(ids), NOW);
  });

  it('search lists the complete validated profile only', async () => {
    const found = await searchIds();
    expect(found).toContain(ids.Complete);
    for (const key of ['NoFees', 'NoPhone', 'NoModes', 'PendingComplete', 'RejectedComplete']) {
      expect(found, key).not.toContain(ids[key]);
    }
    // Unresolved office: no commune, so not even a point search could rely on; not listed either way.
    expect(found).not.toContain(ids.OfficeUnresolved);
    // Every filter goes through the same condition.
    expect(await searchIds('location=Paris&distance=10&legalAid=false&availability=week')).not.toContain(
      ids.NoFees,
    );
  });

  it('the public profile answers 404 « Avocat introuvable » for any other', async () => {
    expect((await get(`/api/professionals/${ids.Complete}`)).statusCode).toBe(200);
    for (const key of [
      'NoFees',
      'NoPhone',
      'OfficeUnresolved',
      'NoModes',
      'PendingComplete',
      'RejectedComplete',
    ]) {
      const response = await get(`/api/professionals/${ids[key]}`);
      expect(response.statusCode, key).toBe(404);
      expect(response.json().error.message, key).toBe('Avocat introuvable');
    }
  });

  it('booking is refused for any other, and nothing is written', async () => {
    const countAppointments = async () =>
      (await t.handle.db.select({ id: appointments.id }).from(appointments)).length;
    const before = await countAppointments();
    for (const key of ['NoFees', 'NoPhone', 'PendingComplete', 'RejectedComplete']) {
      const response = await book(ids[key] as number);
      expect(response.statusCode, key).toBe(404);
      expect(response.json().error.message, key).toBe(PROFESSIONAL_UNKNOWN_MESSAGE);
    }
    expect(await countAppointments()).toBe(before);
    const booked = await book(ids.Complete as number);
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('a client cannot move an appointment to a new time with a professional who is no longer public', async () => {
    const [client] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'marie.dubois@example.com'));
    const appointment = await insertAppointment(t.handle.db, {
      professionalId: ids.NoFees as number,
      clientUserId: client?.id ?? null,
      mode: 'visio',
      startsAt: new Date('2026-11-30T09:00:00Z'),
      endsAt: new Date('2026-11-30T09:30:00Z'),
    });
    const response = await post(`/api/client/appointments/${appointment.id}/reschedule`, marie, {
      start: TUESDAY_10,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(PROFESSIONAL_UNKNOWN_MESSAGE);
    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row?.startsAt).toEqual(appointment.startsAt);
  });
});

describe('from registration to a public profile', () => {
  it('validation alone publishes nothing; the profile is public once the professional completes it', async () => {
    const email = 'publication.complete@example.com';
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pro/register',
      payload: {
        firstName: 'Paul',
        lastName: 'Publie',
        email,
        practice: 'Cabinet Publie',
        specialty: 'Droit de la famille',
        barNumber: 'PARIS-PUB-1',
        password: 'Honoraires-a-publier-9',
        acceptTerms: true,
      },
    });
    expect(registration.statusCode, registration.body).toBe(201);
    const [row] = await t.handle.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(users.email, email));
    const id = row?.id as number;
    const pro = await loginWithSecondFactor(t, 'pro', email, 'Honoraires-a-publier-9');

    // Pending: the workspace shows what is missing and that validation is under way.
    const pending = (await get('/api/pro/profile', pro)).json();
    expect(pending.publication).toEqual({
      isPublic: false,
      verificationStatus: 'pending',
      missing: [
        expect.objectContaining({ key: 'phone', label: 'Votre numéro de téléphone', section: 'coordonnees' }),
        expect.objectContaining({ key: 'officeAddress', section: 'coordonnees' }),
        expect.objectContaining({
          key: 'fees',
          section: 'prestations',
          sectionTitle: 'Prestations et tarifs',
        }),
      ],
    });
    expect(pending.fees).toBeNull();

    // An address not yet confirmed cannot be validated, hence cannot be public (ADR 0023).
    expect((await post(`/api/admin/registrations/${id}/approve`, admin)).statusCode).toBe(409);
    const token = await lastVerificationToken(t.handle, email);
    expect((await post('/api/auth/email/verify', '', { token })).statusCode).toBe(200);

    // Validated but incomplete: not listed, not shown, not bookable; the e-mail says what is missing.
    expect(
      (
        await post(`/api/admin/registrations/${id}/approve`, admin, {
          note: 'Absent de l’annuaire importé\u00a0: vérifié auprès de l’Ordre.',
        })
      ).statusCode,
    ).toBe(200);
    const [approval] = await outboxFor(t.handle, email);
    expect(approval?.textBody).toContain('dès que vous aurez complété «\u00a0Ma fiche pro\u00a0»');
    expect(approval?.textBody).toContain(
      '- Vos honoraires (première consultation, paiement) (Prestations et tarifs)',
    );
    expect(approval?.textBody).not.toContain('apparaît désormais dans la recherche');
    expect(await searchIds()).not.toContain(id);
    expect((await get(`/api/professionals/${id}`)).statusCode).toBe(404);
    expect((await book(id)).statusCode).toBe(404);
    const board = (await get('/api/admin/registrations?status=verified', admin)).json();
    expect(board.registrations.find((entry: { id: number }) => entry.id === id)).toMatchObject({
      isPublic: false,
      missing: [{ key: 'phone' }, { key: 'officeAddress' }, { key: 'fees' }],
    });

    // Phone and office, still no fees: still not public.
    const {
      publication: _publication,
      id: _id,
      professionalType: _profession,
      certificates: _certificates,
      ...editable
    } = (await get('/api/pro/profile', pro)).json();
    const withContact = {
      ...editable,
      phone: '01 44 55 66 77',
      streetAddress: '3 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
    };
    const contactSaved = await t.app.inject({
      method: 'PUT',
      url: '/api/pro/profile',
      headers: { cookie: pro },
      payload: withContact,
    });
    expect(contactSaved.statusCode, contactSaved.body).toBe(200);
    expect(contactSaved.json().publication).toMatchObject({ isPublic: false, missing: [{ key: 'fees' }] });
    expect(await searchIds()).not.toContain(id);

    // The fees entered: public at once, in search (its cache forgotten), on its page and bookable.
    const fees: TStatedFees = { ...TEST_FEES, acceptsLegalAid: true };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/pro/profile',
      headers: { cookie: pro },
      payload: { ...withContact, fees },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().publication).toEqual({ isPublic: true, verificationStatus: 'verified', missing: [] });
    expect(saved.json().fees).toEqual(fees);
    expect(await searchIds()).toContain(id);
    expect(await searchIds('location=Paris&distance=10&legalAid=true')).toContain(id);
    const profile = await get(`/api/professionals/${id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().fees).toEqual(TEST_FEES);
    expect((await book(id, '2026-11-24T10:00:00.000Z')).statusCode).toBe(201);
  });
});
