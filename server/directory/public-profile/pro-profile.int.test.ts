import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUpdateProProfileInput } from '#domain/directory/professionals/pro-profile-schemas.ts';
import type { TStatedFees } from '#domain/directory/professionals/professional-fees.ts';
import { professionalListings, professionals } from '#server/db/schema/index.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let thomas: string;
let marie: string;

// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');
const SOPHIE_ID = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

function call(cookie: string | undefined, method: 'GET' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function editable(cookie: string): Promise<TUpdateProProfileInput & { id: number }> {
  const response = await call(cookie, 'GET', '/api/pro/profile');
  expect(response.statusCode).toBe(200);
  // The profession is not edited here (ADR 0050): the form sends back the rest.
  const {
    publication: _publication,
    professionalType: _profession,
    certificates: _certificates,
    ...profile
  } = response.json();
  return profile;
}

function withoutId(profile: TUpdateProProfileInput & { id?: number }): TUpdateProProfileInput {
  const { id: _id, ...rest } = profile;
  return rest;
}

async function sophieRow() {
  const [row] = await t.handle.db.select().from(professionals).where(eq(professionals.id, SOPHIE_ID));
  if (!row) throw new Error('Sophie absente');
  return row;
}

async function searchIds(location: string): Promise<number[]> {
  const response = await call(undefined, 'GET', `/api/professionals/search?location=${location}&distance=10`);
  expect(response.statusCode).toBe(200);
  return response.json().results.map((card: { id: number }) => card.id);
}

describe('GET /api/pro/profile', () => {
  it('answers the signed-in professional’s own profile', async () => {
    const response = await call(sophie, 'GET', '/api/pro/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: SOPHIE_ID,
      publication: { isPublic: true, verificationStatus: 'verified', missing: [] },
      firstName: 'Sophie',
      lastName: 'Martin',
      postalCode: '75008',
      city: 'Paris',
      specialties: ['Droit de la famille', 'Droit des successions'],
    });
    expect((await call(thomas, 'GET', '/api/pro/profile')).json().firstName).toBe('Thomas');
  });

  it('is refused to anonymous visitors and clients', async () => {
    for (const cookie of [undefined, marie]) {
      expect((await call(cookie, 'GET', '/api/pro/profile')).statusCode).toBe(401);
      const put = await call(cookie, 'PUT', '/api/pro/profile', withoutId(await editable(sophie)));
      expect(put.statusCode).toBe(401);
    }
  });
});

describe('PUT /api/pro/profile', () => {
  it('refuses invalid input field by field in French and writes nothing', async () => {
    const before = await sophieRow();
    const valid = withoutId(await editable(sophie));
    const bad = [
      [{ lastName: '  ' }, 'lastName', 'Le nom est requis'],
      [{ barNumber: '' }, 'barNumber', 'Le numéro de barreau est requis'],
      [{ specialties: [] }, 'specialties', 'Choisissez au moins un domaine'],
      [{ specialties: ['Droit spatial'] }, 'specialties', 'Domaine inconnu'],
      [{ consultationModes: [] }, 'consultationModes', 'Proposez au moins un mode de consultation'],
      [{ languages: ['Anglais', 'anglais '] }, 'languages', 'Chaque langue ne doit figurer qu’une fois'],
      [{ email: 'pas-un-email' }, 'email', 'Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr'],
      [{ phone: '' }, 'phone', 'Le téléphone est requis'],
      [
        { services: [{ name: 'Consultation', price: ' ' }] },
        'services.price',
        'Le prix de la prestation est requis',
      ],
      [
        { description: 'x'.repeat(501) },
        'description',
        'La description courte ne doit pas dépasser 500 caractères',
      ],
      [{ isVerified: true }, 'isVerified', 'Champ non reconnu'],
    ] as const;
    for (const [patch, field, message] of bad) {
      const response = await call(sophie, 'PUT', '/api/pro/profile', { ...valid, ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().error.fieldErrors[field], JSON.stringify(patch)).toBe(message);
    }
    expect(await sophieRow()).toEqual(before);
  });

  it('refuses a city unknown or not matching the postal code, without writing', async () => {
    const before = await sophieRow();
    const valid = withoutId(await editable(sophie));
    for (const place of [
      { postalCode: '99999', city: 'Atlantide' },
      { postalCode: '75008', city: 'Atlantide' },
      { postalCode: '75008', city: 'Lyon' },
    ]) {
      const response = await call(sophie, 'PUT', '/api/pro/profile', { ...valid, ...place });
      expect(response.statusCode, JSON.stringify(place)).toBe(400);
      expect(response.json().error.fieldErrors.city).toBe('Ville inconnue pour ce code postal');
    }
    expect(await sophieRow()).toEqual(before);
  });

  it('updates what clients see on the public profile and in search at once', async () => {
    // Warm the search caches first: the save must make them forget Sophie.
    expect(await searchIds('Paris')).toContain(SOPHIE_ID);
    expect(await searchIds('Lyon')).not.toContain(SOPHIE_ID);
    const thomasBefore = (await call(thomas, 'GET', '/api/pro/profile')).json();

    const current = withoutId(await editable(sophie));
    const response = await call(sophie, 'PUT', '/api/pro/profile', {
      ...current,
      lastName: 'Martin-Durand',
      specialties: ['Droit pénal', 'Droit de la famille'],
      languages: [' Français ', 'Espagnol', ''],
      consultationModes: ['visio'],
      streetAddress: '10 rue de la République',
      postalCode: '69002',
      city: 'lyon',
      description: 'Nouvelle présentation courte.',
      education: ['CAPA', '   ', 'Master 2 Droit pénal'],
      certifications: [''],
      services: [{ name: 'Consultation initiale', price: '150 €', duration: '1h' }],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      lastName: 'Martin-Durand',
      languages: ['Français', 'Espagnol'],
      city: 'Lyon',
      education: ['CAPA', 'Master 2 Droit pénal'],
      certifications: [],
    });
    expect(saved.services).toEqual([
      {
        id: expect.stringMatching(UUID),
        name: 'Consultation initiale',
        price: '150 €',
        duration: '1h',
        description: '',
      },
    ]);

    const publicProfile = (await call(undefined, 'GET', `/api/professionals/${SOPHIE_ID}`)).json();
    expect(publicProfile).toMatchObject({
      name: expect.stringContaining('Martin-Durand'),
      // The main specialty is kept while still chosen.
      specialty: 'Droit de la famille',
      specialties: ['Droit pénal', 'Droit de la famille'],
      languages: ['Français', 'Espagnol'],
      modes: ['visio'],
      description: 'Nouvelle présentation courte.',
      streetAddress: '10 rue de la République',
      postalCode: '69002',
      city: 'Lyon',
      education: ['CAPA', 'Master 2 Droit pénal'],
      services: saved.services,
    });
    // The pin moved to Lyon 2e.
    expect(publicProfile.latitude).toBeCloseTo(45.75, 1);
    expect(publicProfile.longitude).toBeCloseTo(4.83, 1);
    // Only video slots are offered now.
    const slotModes = new Set(
      publicProfile.slotDays.flatMap((day: { slots: { modes: string[] }[] }) =>
        day.slots.flatMap((slot) => slot.modes),
      ),
    );
    expect([...slotModes]).toEqual(['visio']);
    const row = await sophieRow();
    expect(Object.keys(row.availability.weeklyHours)).toEqual(['visio']);
    expect(row.communeCode).toBe('69382');

    expect(await searchIds('Lyon')).toContain(SOPHIE_ID);
    expect(await searchIds('Paris')).not.toContain(SOPHIE_ID);
    // Another professional's profile is untouched.
    expect((await call(thomas, 'GET', '/api/pro/profile')).json()).toEqual(thomasBefore);
  });

  it('keeps the ids of existing services and opens a newly offered mode at the default hours', async () => {
    const current = withoutId(await editable(sophie));
    const kept = current.services[0];
    const response = await call(sophie, 'PUT', '/api/pro/profile', {
      ...current,
      consultationModes: ['visio', 'telephone'],
      services: [...current.services, { name: 'Rédaction de courrier', price: 'sur devis' }],
    });
    expect(response.statusCode).toBe(200);
    const services = response.json().services;
    expect(services[0]).toEqual(kept);
    expect(services[1].id).toMatch(UUID);
    const row = await sophieRow();
    expect(Object.keys(row.availability.weeklyHours).sort()).toEqual(['telephone', 'visio']);
    const [listing] = await t.handle.db
      .select()
      .from(professionalListings)
      .where(eq(professionalListings.professionalId, SOPHIE_ID));
    expect(listing?.nextFreeSlotAt).not.toBeNull();
    expect(listing?.consultationModes).toEqual(['visio', 'telephone']);
  });
});

describe('the professional’s own fees', () => {
  const fees: TStatedFees = {
    firstConsultation: { kind: 'amount', cents: 9_550 },
    followUp: { kind: 'quote' },
    urgent: null,
    legalInsuranceAccepted: false,
    paymentMeans: ['virement'],
    paymentFacilities: false,
    acceptsLegalAid: false,
  };

  it('are what the public profile, its FAQ, the search card and the legal-aid filter show', async () => {
    const current = withoutId(await editable(thomas));
    expect(await searchIds('Paris&legalAid=true')).toContain(2);
    const response = await call(thomas, 'PUT', '/api/pro/profile', { ...current, fees });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().fees).toEqual(fees);
    const { acceptsLegalAid: _legalAid, ...stored } = fees;
    const [row] = await t.handle.db.select().from(professionals).where(eq(professionals.id, 2));
    expect(row?.fees).toEqual(stored);
    expect(row?.acceptsLegalAid).toBe(false);

    const publicProfile = (await call(undefined, 'GET', '/api/professionals/2')).json();
    expect(publicProfile.fees).toEqual(stored);
    expect(publicProfile.acceptsLegalAid).toBe(false);
    const price = publicProfile.faq[1].answer.replace(/\s/g, ' ');
    expect(price).toBe(
      'La première consultation est facturée 95,50 €. Les rendez-vous de suivi sont facturés sur devis. Paiement par virement.',
    );
    expect(publicProfile.faq[2].answer).toBe("Non, l'aide juridictionnelle n'est pas acceptée.");
    // No invented follow-up or urgent fee anywhere in the answer.
    expect(JSON.stringify(publicProfile)).not.toMatch(/100 €|180 €|Certaines assurances/);
    const search = (
      await call(undefined, 'GET', '/api/professionals/search?location=Paris&distance=10')
    ).json();
    expect(search.results.find((card: { id: number }) => card.id === 2)?.fees).toEqual(stored);
    expect(await searchIds('Paris&legalAid=true')).not.toContain(2);
  });

  it('are kept when a request leaves them out', async () => {
    const { fees: _fees, ...withoutFees } = withoutId(await editable(thomas));
    const response = await call(thomas, 'PUT', '/api/pro/profile', {
      ...withoutFees,
      practice: 'Cabinet Bernard',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().fees).toEqual(fees);
  });

  it('refuse absurd or hostile amounts and means in French, writing nothing', async () => {
    const before = await t.handle.db.select().from(professionals).where(eq(professionals.id, 2));
    const valid = withoutId(await editable(thomas));
    const bad: [unknown, string, string][] = [
      [
        { ...fees, firstConsultation: { kind: 'amount', cents: 0 } },
        'fees.firstConsultation.cents',
        'Indiquez un montant entre 1 € et 10 000 €',
      ],
      [
        { ...fees, firstConsultation: { kind: 'amount', cents: -12_000 } },
        'fees.firstConsultation.cents',
        'Indiquez un montant entre 1 € et 10 000 €',
      ],
      [
        { ...fees, urgent: { kind: 'amount', cents: 1e12 } },
        'fees.urgent.cents',
        'Indiquez un montant entre 1 € et 10 000 €',
      ],
      [
        { ...fees, followUp: { kind: 'amount', cents: 120.5 } },
        'fees.followUp.cents',
        'Indiquez un montant en euros, au centime près',
      ],
      [
        { ...fees, firstConsultation: { kind: 'amount', cents: '120' } },
        'fees.firstConsultation.cents',
        'Indiquez un montant en euros',
      ],
      [{ ...fees, paymentMeans: ['carte', 'carte'] }, 'fees.paymentMeans', 'Moyen de paiement en double'],
      [{ ...fees, paymentMeans: ['<script>'] }, 'fees.paymentMeans', 'Moyen de paiement inconnu'],
      [{ ...fees, acceptsLegalAid: 'oui' }, 'fees.acceptsLegalAid', expect.any(String) as unknown as string],
    ];
    for (const [candidate, field, message] of bad) {
      const response = await call(thomas, 'PUT', '/api/pro/profile', { ...valid, fees: candidate });
      expect(response.statusCode, JSON.stringify(candidate)).toBe(400);
      expect(response.json().error.fieldErrors[field], JSON.stringify(candidate)).toEqual(message);
    }
    expect(await t.handle.db.select().from(professionals).where(eq(professionals.id, 2))).toEqual(before);
  });

  it('withdrawn, take the profile out of search, its page and booking', async () => {
    const current = withoutId(await editable(thomas));
    const response = await call(thomas, 'PUT', '/api/pro/profile', { ...current, fees: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().publication).toMatchObject({
      isPublic: false,
      missing: [expect.objectContaining({ key: 'fees' })],
    });
    expect(await searchIds('Paris')).not.toContain(2);
    expect((await call(undefined, 'GET', '/api/professionals/2')).statusCode).toBe(404);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: marie },
      payload: { professionalId: 2, start: '2026-11-24T09:00:00.000Z', mode: 'cabinet', reason: 'Conseil' },
    });
    expect(booking.statusCode).toBe(404);
    // Entered again: back at once.
    await call(thomas, 'PUT', '/api/pro/profile', { ...current, fees });
    expect(await searchIds('Paris')).toContain(2);
  });
});
