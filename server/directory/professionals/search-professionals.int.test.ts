import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import { ZProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { type TSearchResponse, ZSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { refreshNextFreeSlots } from '#server/agenda/availability/next-free-slot.ts';
import { insertAppointment, insertProfessional, TEST_FEES } from '#server/test-support/factories.ts';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');

/** The search answers only for the professionals this file created. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.handle.db;
  const add = async (key: string, overrides: Parameters<typeof insertProfessional>[1]) => {
    ids[key] = (await insertProfessional(db, { lastName: key, ...overrides })).id;
  };
  await add('Famille11', { ratingAverage: 4.9, languages: ['Français', 'Anglais'], acceptsLegalAid: true });
  await add('Penal11', {
    specialty: 'Droit pénal',
    specialties: ['Droit pénal'],
    ratingAverage: 4.2,
    consultationModes: ['telephone'],
    availability: defaultAvailabilitySettings(['telephone']),
  });
  await add('Notaire15', {
    professionalType: 'notaire',
    specialty: 'Droit immobilier',
    specialties: ['Droit immobilier'],
    ratingAverage: 4.7,
    latitude: 48.8412,
    longitude: 2.3003,
    postalCode: '75015',
  });
  // Versailles: 17 km from Paris 11e.
  await add('Versailles', { ratingAverage: 5, latitude: 48.8049, longitude: 2.1204, city: 'Versailles' });
  await add('Lyon', {
    ratingAverage: 4.8,
    latitude: 45.7597,
    longitude: 4.8422,
    city: 'Lyon',
    postalCode: '69003',
  });
  await add('Pending', { verificationStatus: 'pending', ratingAverage: 5 });
  // Marseille: the one list of domains, for the three professions (issue 26 §3).
  const marseille = { latitude: 43.2965, longitude: 5.3698, city: 'Marseille', postalCode: '13001' };
  await add('NotaireSuccessions', {
    ...marseille,
    professionalType: 'notaire',
    specialty: 'Successions et donations',
    specialties: ['Droit des successions', 'Droit de la famille'],
    ratingAverage: 4.5,
  });
  await add('CommissaireConstats', {
    ...marseille,
    professionalType: 'commissaire',
    specialty: 'Constats et significations',
    specialties: ['Constats', 'Exécution des décisions'],
    ratingAverage: 4.4,
  });
  await add('AvocatRoutier', {
    ...marseille,
    specialty: 'Droit civil',
    specialties: ['Droit civil', 'Droit routier'],
    ratingAverage: 4.3,
  });
  // Fully booked this week: free again only from Monday 30 November.
  const booked = await insertProfessional(db, {
    lastName: 'Complet',
    ratingAverage: 3.9,
    availability: { ...defaultAvailabilitySettings(), horizonDays: 14 },
  });
  ids.Complet = booked.id;
  await insertAppointment(db, {
    professionalId: booked.id,
    startsAt: new Date('2026-11-23T07:00:00Z'),
    endsAt: new Date('2026-11-29T23:00:00Z'),
    status: 'confirmed',
  });
  await refreshNextFreeSlots(db, Object.values(ids), NOW);
});

afterAll(async () => {
  await t.close();
});

async function search(query: string): Promise<{ status: number; body: TSearchResponse }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/professionals/search?${query}` });
  return { status: response.statusCode, body: response.json() };
}

/** Names in result order, limited to this file's professionals (the demo seed has its own). */
function names(body: TSearchResponse): string[] {
  const mine = new Set(Object.values(ids));
  return body.results
    .filter((card) => mine.has(card.id))
    .map((card) => card.name.replace('Maître Jeanne ', ''));
}

describe('search', () => {
  it('finds verified professionals around Paris by default, best rated first, with the heading', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(ZSearchResponse.safeParse(body).success).toBe(true);
    expect(body.heading).toBe('Avocats à Paris');
    expect(body.place?.label).toBe('Paris');
    expect(names(body)).toEqual(['Famille11', 'Notaire15', 'Penal11', 'Complet']);
  });

  it('applies the distance: Versailles appears at 20 km, not at 10', async () => {
    expect(names((await search('location=75011&distance=10')).body)).not.toContain('Versailles');
    const wide = await search('location=75011&distance=20');
    expect(names(wide.body)[0]).toBe('Versailles');
    expect(wide.body.results.find((card) => card.id === ids.Versailles)?.distanceKm).toBeGreaterThan(15);
  });

  it('resolves cities and postal codes, with a heading naming the place', async () => {
    const lyon = await search('location=lyon&professionalType=avocat');
    expect(lyon.body.heading).toBe('Avocats à Lyon');
    expect(names(lyon.body)).toEqual(['Lyon']);
    const arrondissement = await search('location=69003');
    expect(arrondissement.body.place?.label).toBe('Lyon 3e');
  });

  it('filters by type, specialty, mode, language and legal aid', async () => {
    expect(names((await search('professionalType=notaire')).body)).toEqual(['Notaire15']);
    expect(
      names((await search('professionalType=avocat,notaire&specialty=Droit%20p%C3%A9nal')).body),
    ).toEqual(['Penal11']);
    expect(names((await search('modes=cabinet')).body)).not.toContain('Penal11');
    expect(names((await search('languages=Anglais')).body)).toEqual(['Famille11']);
    expect(names((await search('legalAid=true')).body)).toEqual(['Famille11']);
  });

  it('filters every profession by the domains of the one list', async () => {
    const at = (query: string) => search(`location=marseille&${query}`);
    expect(names((await at('specialty=Droit%20des%20successions')).body)).toEqual(['NotaireSuccessions']);
    expect(names((await at('professionalType=notaire&specialty=Droit%20de%20la%20famille')).body)).toEqual([
      'NotaireSuccessions',
    ]);
    expect(names((await at('professionalType=commissaire&specialty=Constats')).body)).toEqual([
      'CommissaireConstats',
    ]);
    expect(names((await at('specialty=Droit%20routier')).body)).toEqual(['AvocatRoutier']);
    // « Droit civil », refused by the search before the one list, now finds the lawyer who practises it.
    const civil = await at('specialty=Droit%20civil');
    expect(civil.status).toBe(200);
    expect(names(civil.body)).toEqual(['AvocatRoutier']);
    expect(names((await at('professionalType=avocat&specialty=Constats')).body)).toEqual([]);
  });

  it('sends the average of the published reviews to one decimal and their count (issue 29 §3)', async () => {
    const { body } = await search('');
    expect(body.results.find((card) => card.id === ids.Famille11)).toMatchObject({
      rating: 4.9,
      reviewCount: 10,
    });
    const profile = await t.app.inject({ method: 'GET', url: `/api/professionals/${ids.Famille11}` });
    expect(profile.json()).toMatchObject({ rating: 4.9, reviewCount: 10 });
  });

  it('filters by availability: fully booked this week is not « Dans les 7 prochains jours »', async () => {
    const week = names((await search('availability=week')).body);
    expect(week).toContain('Famille11');
    expect(week).not.toContain('Complet');
    expect(names((await search('availability=today')).body)).toContain('Famille11');
  });

  it('never shows unverified professionals', async () => {
    expect(names((await search('distance=50')).body)).not.toContain('Pending');
  });

  it('sends the next days with free slots, without booked times', async () => {
    const { body } = await search('professionalType=notaire');
    const card = body.results.find((result) => result.id === ids.Notaire15);
    expect(card?.nextSlots[0]?.date).toBe('2026-11-23');
    // Monday 08:00 with a 2-hour notice: the first slot is 10:00.
    expect(card?.nextSlots[0]?.slots[0]).toMatchObject({
      time: '10:00',
      modes: ['cabinet', 'visio', 'telephone'],
    });
    const complet = (await search('')).body.results.find((result) => result.id === ids.Complet);
    expect(complet?.nextSlots[0]?.date).toBe('2026-11-30');
  });

  it('sends only what a folded card shows: 4 days, 3 times each, and how many others', async () => {
    const { body } = await search('professionalType=notaire');
    const card = body.results.find((result) => result.id === ids.Notaire15);
    expect(card?.nextSlots).toHaveLength(4);
    expect(card?.nextSlots.every((day) => day.slots.length <= 3)).toBe(true);
    // Monday from 10:00 to 18:00 every 30 minutes: 3 shown, the others counted.
    expect(card?.nextSlots[0]?.hiddenCount).toBeGreaterThan(0);
    expect(card?.hasMoreSlots).toBe(true);
    // The profile, which « Voir plus d'horaire » reads, still has every time.
    const profile = await t.app.inject({ method: 'GET', url: `/api/professionals/${ids.Notaire15}` });
    // Sent without a response schema: it matches ZProfessionalProfile exactly, nothing more.
    expect(profile.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ZProfessionalProfile.parse(profile.json())).toEqual(profile.json());
    const firstDay = profile.json().slotDays[0];
    expect(firstDay.slots.length).toBe(3 + (card?.nextSlots[0]?.hiddenCount ?? 0));
  });

  it('pages results and reports the count', async () => {
    const first = await search('distance=50');
    expect(first.body.total).toBeGreaterThanOrEqual(5);
    expect(first.body.pageCount).toBe(Math.ceil(first.body.total / first.body.pageSize));
    const past = await search('distance=50&page=400');
    expect(past.status).toBe(200);
    expect(past.body.results).toEqual([]);
    expect(past.body.total).toBe(first.body.total);
  });

  it('answers an unknown place with no result and no error', async () => {
    const { status, body } = await search('location=Atlantide');
    expect(status).toBe(200);
    expect(body.place).toBeNull();
    expect(body.results).toEqual([]);
  });
});

describe('search bad input', () => {
  it.each([
    ['distance=0', 'distance'],
    ['distance=51', 'distance'],
    ['distance=abc', 'distance'],
    ['page=0', 'page'],
    ['page=999999', 'page'],
    ['professionalType=astrologue', 'professionalType'],
    ['specialty=Droit%20martien', 'specialty'],
    ['modes=pigeon', 'modes'],
    ['languages=Klingon', 'languages'],
    ['availability=demain', 'availability'],
    ['legalAid=peut-etre', 'legalAid'],
    [`location=${'x'.repeat(2000)}`, 'location'],
    ['unknown=1', 'unknown'],
  ])('%s → 400 with a French message on %s', async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    const error = (body as unknown as { error: { code: string; fieldErrors: Record<string, string> } }).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors[field]).toBeTruthy();
  });

  it('treats SQL and HTML in the location as text', async () => {
    for (const location of ["'; drop table professionals; --", '<script>alert(1)</script>']) {
      const { status, body } = await search(`location=${encodeURIComponent(location)}`);
      expect(status).toBe(200);
      expect(body.results).toEqual([]);
    }
    expect((await search('')).body.results.length).toBeGreaterThan(0);
  });
});

describe('profile', () => {
  it('shows a verified professional with the whole horizon of slots and the FAQ', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/professionals/${ids.Famille11}` });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile.name).toBe('Maître Jeanne Famille11');
    expect(profile.faq).toHaveLength(5);
    // The professional's own fees, as entered.
    expect(profile.fees).toEqual(TEST_FEES);
    expect(profile.nextAvailableAt).toBe('2026-11-23T09:00:00.000Z');
    // 14 days from Monday: ten weekdays.
    expect(profile.slotDays).toHaveLength(10);
  });

  it.each([
    ['an unverified professional', () => `${ids.Pending}`],
    ['an unknown id', () => '999999'],
  ])('answers 404 « Avocat introuvable » for %s', async (_label, id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/professionals/${id()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Avocat introuvable');
  });

  it('refuses a non-numeric id with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/professionals/abc' });
    expect(response.statusCode).toBe(400);
  });
});
